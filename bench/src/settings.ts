/**
 * How long and how often `npm run bench` measures: the full form by default, a short form for CI
 * (`--short` or BENCH_SHORT=1: every part for about a second, to show it still runs and prints
 * its table); each figure can be set on its own by the environment.
 */

export interface Settings {
  short: boolean;
  /** Parts to run (BENCH_ONLY or --only=, comma-separated); empty: all but the on-request ones. */
  only: string[];
  /** Seconds of evenly paced load per server and endpoint, over all rounds (BENCH_SECONDS). */
  seconds: number;
  /** Alternating rounds per server and endpoint; the median round is reported. */
  rounds: number;
  /** Seconds at peak per round. */
  peakSeconds: number;
  /** Seconds of paced load per server and endpoint before the first round. */
  warmUpSeconds: number;
  /** Runs of the model per applicant and catalogue, and untimed runs before them. */
  scoringRuns: number;
  scoringWarmUp: number;
  recalculationRuns: number;
  resumeUploads: number;
  /** Concurrent uploads the worker drains. */
  resumeBacklog: number;
  sopRuns: number;
  calibrationRuns: number;
  /** Programs the bench student shortlists before its shortlist is read. */
  shortlistCourses: number;
  /** Seconds of paced load and of peak per setup (BENCH_ONLY=replicas). */
  replicasSeconds: number;
}

function number(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
}

export function readSettings(argv: string[]): Settings {
  const short = argv.includes("--short") || process.env.BENCH_SHORT === "1";
  const only = (argv.find((a) => a.startsWith("--only="))?.slice(7) ?? process.env.BENCH_ONLY ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const seconds = number("BENCH_SECONDS", short ? 1 : 15);
  const rounds = short ? 1 : 3;
  return {
    short,
    only,
    seconds,
    rounds,
    peakSeconds: short ? 1 : Math.max(4, Math.ceil(seconds / rounds)),
    warmUpSeconds: short ? 0.5 : 2,
    scoringRuns: short ? 10 : 200,
    scoringWarmUp: short ? 2 : 20,
    recalculationRuns: number("BENCH_RECALC_RUNS", short ? 3 : 30),
    resumeUploads: number("BENCH_RESUME_UPLOADS", short ? 3 : 30),
    resumeBacklog: number("BENCH_RESUME_BACKLOG", short ? 10 : 60),
    sopRuns: number("BENCH_SOP_RUNS", short ? 3 : 30),
    calibrationRuns: number("BENCH_CALIBRATION_RUNS", short ? 1 : 5),
    shortlistCourses: short ? 5 : 50,
    replicasSeconds: number("BENCH_SECONDS", short ? 1 : 10),
  };
}
