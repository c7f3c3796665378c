/**
 * The suite's durations and rates: the full form by default, a short form for CI
 * (`--short` or FAULTS_SHORT=1); each figure can be set on its own by the environment.
 */

export interface Settings {
  short: boolean;
  /** Seconds of load around each fault (the kill, the SIGTERMs, the dependency outages). */
  loadSeconds: number;
  /** Requests per second of that load. */
  loadRate: number;
  /** How long Redis stays down. */
  redisDownSeconds: number;
  soakSeconds: number;
  soakRate: number;
  /** Students registered for a case. */
  students: number;
  /** The workers' JOB_LOCK_MS; undefined keeps BullMQ's 30 s. */
  jobLockMs: number | undefined;
  /**
   * The gateway's SHUTDOWN_DRAIN_MS, as a deployment behind a load balancer sets it; 0 for none.
   * Short: a second, so the gateway is back well before the worker's SIGTERM at 60% of 8 s.
   */
  drainMs: number;
  /** Cases to run (all when empty). */
  only: string[];
}

function number(name: string, fallback: number, zeroAllowed = false): number {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || (n === 0 && !zeroAllowed))
    throw new Error(`${name} must be a ${zeroAllowed ? "non-negative" : "positive"} number`);
  return n;
}

export function readSettings(argv: string[]): Settings {
  const short = argv.includes("--short") || process.env.FAULTS_SHORT === "1";
  const only = (
    argv.find((a) => a.startsWith("--only="))?.slice(7) ??
    process.env.FAULTS_ONLY ??
    ""
  )
    .split(",")
    .filter(Boolean);
  return {
    short,
    loadSeconds: number("FAULTS_LOAD_SECONDS", short ? 8 : 40),
    loadRate: number("FAULTS_LOAD_RATE", short ? 40 : 60),
    redisDownSeconds: number("FAULTS_REDIS_DOWN_SECONDS", short ? 5 : 10),
    soakSeconds: number("FAULTS_SOAK_SECONDS", short ? 12 : 600),
    soakRate: number("FAULTS_SOAK_RATE", short ? 100 : 200),
    students: number("FAULTS_STUDENTS", short ? 16 : 40),
    jobLockMs: process.env.FAULTS_JOB_LOCK_MS
      ? number("FAULTS_JOB_LOCK_MS", 30_000)
      : short
        ? 3000
        : undefined,
    drainMs: number("FAULTS_DRAIN_MS", short ? 1000 : 5000, true),
    only,
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
