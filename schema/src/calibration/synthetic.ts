/**
 * SAMPLE DATA, not real results: seeded synthetic community results for tests, demos and the
 * calibration report, drawn from a known "true" model (the current model's logit moved by a
 * per-course shift and a slope), so a fit can be checked against the truth it should recover.
 */
import { sigmoid } from "../admissions/features";
import { admitLogit, prepareApplicant } from "../admissions/model";
import {
  intBetween,
  pick,
  type Rng,
  randomActivity,
  seededRng,
} from "../admissions/test-factories";
import type { ApplicantProfile, ProgramFacts } from "../admissions/types";
import type { CalibrationCourse } from "./types";

export interface SyntheticProgram extends CalibrationCourse {
  facts: ProgramFacts;
}

/** How the true model reads a course: shift + slope * the current model's logit. */
export interface TrueCalibration {
  shift: number;
  slope: number;
}

export interface SyntheticResult extends CalibrationCourse {
  /** Which synthetic student sent it (0, 1, ...): their results share a held-out side. */
  student: number;
  applicant: ApplicantProfile;
  admitted: boolean;
}

export interface SyntheticOptions {
  seed: number;
  /** Results wanted; applicants apply to 3-6 programs each until there are this many. */
  count: number;
  programs: readonly SyntheticProgram[];
  /** The true model per course; by default defaultTruth(seed). */
  truth?: (courseId: number) => TrueCalibration;
}

/** The default truth: courses' shifts ~ N(0, 0.8^2), one slope of 1.3 (the model too flat). */
export const DEFAULT_TRUTH = { shiftSd: 0.8, slope: 1.3 } as const;

/** A standard normal draw (Box-Muller). */
function normal(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

const clamp = (x: number, min: number, max: number): number => Math.min(max, Math.max(min, x));

/** Each course's true shift depends on the seed and its id alone, not on the programs' order. */
export function defaultTruth(seed: number): (courseId: number) => TrueCalibration {
  return (courseId) => {
    const rng = seededRng(Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(courseId, 0x85ebca6b));
    return { shift: DEFAULT_TRUTH.shiftSd * normal(rng), slope: DEFAULT_TRUTH.slope };
  };
}

/** An applicant as community results show them: GPA 3.0-3.9 mostly, GRE 290-335 or none. */
function syntheticApplicant(rng: Rng): ApplicantProfile {
  const international = rng() < 0.65;
  const total = rng() < 0.85 ? Math.round(clamp(315 + 9 * normal(rng), 290, 335)) : null;
  const quantitative =
    total === null ? 0 : Math.min(170, Math.ceil(total / 2) + intBetween(rng, 1, 6));
  const english: ApplicantProfile["english"] = !international
    ? null
    : rng() < 0.75
      ? { test: "TOEFL", total: Math.round(clamp(102 + 8 * normal(rng), 80, 120)) }
      : { test: "IELTS", overallBand: intBetween(rng, 12, 17) / 2 };
  return {
    category: international ? "International Student" : "Domestic Student",
    gpa: Math.round(100 * clamp(3.45 + 0.25 * normal(rng), 2.8, 4)) / 100,
    english,
    gre:
      total === null
        ? null
        : {
            verbal: total - quantitative,
            quantitative,
            analyticalWriting: intBetween(rng, 6, 10) / 2,
          },
    researchPapers: rng() < 0.25 ? intBetween(rng, 1, 2) : 0,
    conferences: rng() < 0.2 ? intBetween(rng, 1, 2) : 0,
    fullTimeMonths: rng() < 0.4 ? intBetween(rng, 6, 36) : 0,
    internshipMonths: rng() < 0.4 ? intBetween(rng, 2, 6) : 0,
    activities: Array.from({ length: intBetween(rng, 0, 2) }, () => randomActivity(rng)),
  };
}

/**
 * Sample results: each applicant applies to a few programs, skipping those where the model
 * answers NA (the application cannot be made), and each decision is drawn from the true model.
 */
export function syntheticResults(options: SyntheticOptions): SyntheticResult[] {
  const { seed, count, programs } = options;
  const truth = options.truth ?? defaultTruth(seed);
  const rng = seededRng(seed);
  const out: SyntheticResult[] = [];
  // Bounded even if every program excluded every applicant.
  for (
    let student = 0;
    out.length < count && student < 10 * count && programs.length > 0;
    student++
  ) {
    const applicant = syntheticApplicant(rng);
    const prepared = prepareApplicant(applicant);
    const chosen = new Set<SyntheticProgram>();
    const wanted = Math.min(programs.length, intBetween(rng, 3, 6));
    while (chosen.size < wanted) chosen.add(pick(rng, programs));
    for (const program of chosen) {
      const z = admitLogit(prepared, program.facts);
      if (z === null || out.length >= count) continue;
      const { shift, slope } = truth(program.courseId);
      const admitted = rng() < sigmoid(shift + slope * z);
      const { courseId, universityId, family } = program;
      out.push({ student, applicant, courseId, universityId, family, admitted });
    }
  }
  return out;
}
