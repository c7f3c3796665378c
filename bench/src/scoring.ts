/**
 * Scoring: admit chances for one student against every program, on the sample
 * catalogue (1x) and on ten perturbed copies of it (10x, as the search benchmark scales it).
 * Budget (DESIGN.md section 7): under 100 ms for the whole catalogue; checked on p99 at 10x.
 */
import { readFileSync } from "node:fs";
import {
  type AdmitAssessment,
  ANCHOR_APPLICANTS,
  type ApplicantProfile,
  assessPrepared,
  type ProgramFacts,
  prepareApplicant,
} from "@gradplan/schema";
import { SCALE } from "./catalogue-10x";
import { type PartReport, standalone } from "./part";
import type { Settings } from "./settings";

const BUDGET_MS = 100;

/** A course of data/catalogue/courses.json: the model reads its figures, the copies its id. */
type Course = ProgramFacts & { courseId: number };

function loadCatalogue(): Course[] {
  const url = new URL("../../data/catalogue/courses.json", import.meta.url);
  return JSON.parse(readFileSync(url, "utf8")) as Course[];
}

/** -1..1 from the course and copy numbers: the same every run, different per copy. */
const wobble = (courseId: number, copy: number, salt: number): number =>
  (((courseId * 31 + copy * 17 + salt * 7) % 21) - 10) / 10;

/**
 * Nine extra copies with small changes (acceptance +-2 points, GPA +-0.03, GRE +-2), so the
 * copies are not byte-identical programs that would flatter any caching.
 */
function scaleUp(courses: Course[]): Course[] {
  const out = [...courses];
  for (let copy = 1; copy < SCALE; copy++)
    for (const c of courses) {
      const id = c.courseId;
      const gpaShift = Math.round(3 * wobble(id, copy, 1)) / 100;
      out.push({
        ...c,
        // A figure not known stays unknown in the copies.
        acceptanceRate:
          c.acceptanceRate === null
            ? null
            : Math.min(99, Math.max(1, c.acceptanceRate + 2 * wobble(id, copy, 0))),
        gpaAvg: c.gpaAvg === null ? null : Math.min(4, c.gpaAvg + gpaShift),
        gpaMin: c.gpaMin === null ? null : Math.min(4, c.gpaMin + gpaShift),
        greAvg:
          c.greAvg === null ? null : Math.min(340, c.greAvg + Math.round(2 * wobble(id, copy, 2))),
      });
    }
  return out;
}

interface Timing {
  p50: number;
  p99: number;
  max: number;
}

const round2 = (ms: number): number => Math.round(ms * 100) / 100;

/**
 * One recalculation: prepare the student, then assess every program, as the gateway's shortlist
 * recalculation does (the chance, range and category; no reasons' sentences, which it never
 * stores). The answers are kept until the end, as a shortlist write keeps them: that is what the
 * GC sees.
 */
function recalculate(applicant: ApplicantProfile, programs: ProgramFacts[]): AdmitAssessment[] {
  const prepared = prepareApplicant(applicant);
  const answers: AdmitAssessment[] = new Array(programs.length);
  for (let i = 0; i < programs.length; i++)
    answers[i] = assessPrepared(prepared, programs[i]!, LEAN);
  return answers;
}

const LEAN = { reasons: false } as const;

function time(
  applicant: ApplicantProfile,
  programs: ProgramFacts[],
  { scoringRuns, scoringWarmUp }: Settings,
): Timing {
  for (let i = 0; i < scoringWarmUp; i++) recalculate(applicant, programs);
  const samples: number[] = [];
  for (let i = 0; i < scoringRuns; i++) {
    const start = performance.now();
    recalculate(applicant, programs);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { p50: round2(at(0.5)), p99: round2(at(0.99)), max: round2(samples.at(-1)!) };
}

/** Every anchor applicant against the sample catalogue and the 10x one; the budget at 10x. */
function scoringReport(settings: Settings): PartReport {
  const sample = loadCatalogue();
  const catalogues = { "1x": sample, [`${SCALE}x`]: scaleUp(sample) };
  const rows: ({ applicant: string; catalogue: string; programs: number } & Timing)[] = [];
  for (const [name, applicant] of Object.entries(ANCHOR_APPLICANTS))
    for (const [catalogue, programs] of Object.entries(catalogues))
      rows.push({
        applicant: name,
        catalogue,
        programs: programs.length,
        ...time(applicant, programs, settings),
      });
  return {
    title: `Scoring one student against every program (the model alone, no database; chance, range and category, as the shortlist recalculation asks): ${settings.scoringRuns} runs per row after ${settings.scoringWarmUp} warm-up runs.`,
    table: rows.map((r) => ({
      applicant: r.applicant,
      catalogue: r.catalogue,
      programs: r.programs,
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      "max ms": r.max,
    })),
    checks: rows
      .filter((row) => row.catalogue === `${SCALE}x`)
      .map((r) => ({
        what: `${r.applicant} at ${SCALE}x: p99 ${r.p99} ms (budget < ${BUDGET_MS} ms)`,
        ok: r.p99 < BUDGET_MS,
      })),
  };
}

export const scoringPart = standalone("scoring", async (settings) => scoringReport(settings));
