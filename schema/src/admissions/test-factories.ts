/** Seeded random applicants and programs for the property tests (no clock, no Math.random). */
import {
  ACHIEVEMENTS,
  ACTIVITY_LEVELS,
  ACTIVITY_TYPES,
  ORGANIZATIONS,
  ROLES,
} from "../profile/options";
import type { ExtracurricularActivity } from "../profile/types";
import {
  type ApplicantProfile,
  type CourseCalibration,
  type GrePolicy,
  type ProgramFacts,
  type ProgramSelectivity,
  UNKNOWN_PROGRAM_FIGURES,
} from "./types";

export type Rng = () => number;

/** mulberry32: a tiny, well-mixed 32-bit generator; the same seed gives the same sequence. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, min: number, max: number): number => min + (max - min) * rng();
export const intBetween = (rng: Rng, min: number, max: number): number =>
  Math.floor(between(rng, min, max + 1));
export const pick = <T>(rng: Rng, items: readonly T[]): T =>
  items[intBetween(rng, 0, items.length - 1)]!;
const round2 = (x: number): number => Math.round(x * 100) / 100;

export function randomActivity(rng: Rng): ExtracurricularActivity {
  const activityType = pick(rng, ACTIVITY_TYPES);
  const volunteering = activityType === ACTIVITY_TYPES[0];
  return {
    activityType,
    organization: volunteering ? pick(rng, ORGANIZATIONS) : null,
    role: volunteering ? pick(rng, ROLES) : null,
    level: volunteering ? null : pick(rng, ACTIVITY_LEVELS),
    achievement: volunteering ? null : pick(rng, ACHIEVEMENTS),
  };
}

/** Realistic ranges of applicants to US MS programs, with some missing tests. */
export function randomApplicant(rng: Rng): ApplicantProfile {
  const international = rng() < 0.7;
  const englishRoll = rng();
  const english: ApplicantProfile["english"] =
    !international && englishRoll < 0.7
      ? null
      : englishRoll < 0.85
        ? { test: "TOEFL", total: intBetween(rng, 70, 120) }
        : { test: "IELTS", overallBand: intBetween(rng, 11, 18) / 2 };
  return {
    category: international ? "International Student" : "Domestic Student",
    gpa: round2(between(rng, 2.4, 4)),
    english,
    gre:
      rng() < 0.8
        ? {
            verbal: intBetween(rng, 135, 170),
            quantitative: intBetween(rng, 140, 170),
            analyticalWriting: intBetween(rng, 4, 12) / 2,
          }
        : null,
    researchPapers: rng() < 0.6 ? 0 : intBetween(rng, 1, 4),
    conferences: rng() < 0.6 ? 0 : intBetween(rng, 1, 4),
    fullTimeMonths: rng() < 0.5 ? 0 : intBetween(rng, 1, 48),
    internshipMonths: rng() < 0.5 ? 0 : intBetween(rng, 1, 12),
    activities: Array.from({ length: intBetween(rng, 0, 3) }, () => randomActivity(rng)),
  };
}

const TOEFL_STEPS = [79, 80, 84, 88, 90, 92, 95, 100, 105, 110];
const POLICIES: readonly GrePolicy[] = ["Required", "Optional", "Not Required"];

/**
 * A level the fit could learn (selectivity-fitted.ts, a little wider at both ends): from a
 * program with hundreds of decisions (sd 0.1) to one known only from the prior (sd 2.2).
 */
export function randomSelectivity(rng: Rng): ProgramSelectivity {
  const decisions = rng() < 0.4 ? 0 : intBetween(rng, 1, 900);
  return {
    logit: round2(between(rng, -3.5, 3.5)),
    sd: round2(decisions === 0 ? between(rng, 0.8, 2.2) : between(rng, 0.1, 1)),
    decisions,
    universityDecisions: decisions + (rng() < 0.5 ? 0 : intBetween(rng, 1, 1500)),
  };
}

/**
 * Ranges of the catalogue's programs (docs/catalogue.md), a little wider at both ends: half
 * publish an acceptance rate, half have a selectivity learnt from decisions instead.
 */
export function randomProgram(rng: Rng): ProgramFacts {
  const gpaAvg = round2(between(rng, 2.9, 3.95));
  const greAvg = rng() < 0.9 ? intBetween(rng, 298, 335) : null;
  const toeflMin = pick(rng, TOEFL_STEPS);
  const international = pick(rng, POLICIES);
  const learnt = rng() < 0.5;
  return {
    selectivity: learnt ? randomSelectivity(rng) : null,
    acceptanceRate: learnt ? null : Math.round(between(rng, 3, 95) * 10) / 10,
    courseRanking: intBetween(rng, 1, 300),
    gpaAvg,
    gpaMin: round2(gpaAvg - between(rng, 0.2, 0.8)),
    greAvg,
    greMin: rng() < 0.5 ? null : (greAvg ?? 315) - intBetween(rng, 8, 20),
    toeflMin,
    ieltsMin: toeflMin >= 105 ? 7.5 : toeflMin >= 95 ? 7 : toeflMin >= 84 ? 6.5 : 6,
    greRequired: {
      international,
      domestic: rng() < 0.8 ? international : pick(rng, POLICIES),
    },
  };
}

/** Every figure that may be unknown, as the real catalogue holds most programs: all null. */
export const UNKNOWN_FIGURES = UNKNOWN_PROGRAM_FIGURES;

/**
 * The program with some figures not known: a third of the time nothing known, not even a learnt
 * selectivity; otherwise each figure unknown by a coin toss, the acceptance rate always among
 * them (the real catalogue: a learnt selectivity and nothing published), and the selectivity
 * learnt half the time.
 */
export function withUnknowns(rng: Rng, program: ProgramFacts): ProgramFacts {
  if (rng() < 1 / 3) return { ...program, ...UNKNOWN_FIGURES, selectivity: null };
  const out: ProgramFacts = {
    ...program,
    acceptanceRate: null,
    selectivity: rng() < 0.5 ? (program.selectivity ?? randomSelectivity(rng)) : null,
  };
  for (const key of Object.keys(UNKNOWN_FIGURES) as (keyof typeof UNKNOWN_FIGURES)[])
    if (rng() < 0.5) out[key] = null;
  return out;
}

/** A program of middling selectivity whose minimums a weak applicant still meets. */
export const MID_PROGRAM: ProgramFacts = {
  acceptanceRate: 40,
  courseRanking: 120,
  gpaAvg: 3.4,
  gpaMin: 2.5,
  greAvg: 314,
  greMin: null,
  toeflMin: 79,
  ieltsMin: 6,
  greRequired: { international: "Optional", domestic: "Optional" },
};

/** The same student with one input raised, each within the test's bounds. */
export function raisedVariants(a: ApplicantProfile, rng: Rng): [string, ApplicantProfile][] {
  const step = 1 + Math.floor(rng() * 10);
  const out: [string, ApplicantProfile][] = [
    ["gpa", { ...a, gpa: Math.min(4, a.gpa! + step * 0.05) }],
    ["papers", { ...a, researchPapers: a.researchPapers + 1 }],
    ["conferences", { ...a, conferences: a.conferences + 1 }],
    ["full-time", { ...a, fullTimeMonths: a.fullTimeMonths + step }],
    ["internship", { ...a, internshipMonths: a.internshipMonths + step }],
    ["activity", { ...a, activities: [...a.activities, randomActivity(rng)] }],
  ];
  const gre = a.gre;
  if (gre) {
    out.push(["verbal", { ...a, gre: { ...gre, verbal: Math.min(170, gre.verbal + step) } }]);
    out.push([
      "quant",
      { ...a, gre: { ...gre, quantitative: Math.min(170, gre.quantitative + step) } },
    ]);
  }
  const english = a.english;
  if (english?.test === "TOEFL")
    out.push([
      "toefl",
      { ...a, english: { test: "TOEFL", total: Math.min(120, english.total + step) } },
    ]);
  if (english?.test === "IELTS") {
    const overallBand = Math.min(9, english.overallBand + 0.5 * Math.ceil(step / 3));
    out.push(["ielts", { ...a, english: { test: "IELTS", overallBand } }]);
  }
  return out;
}

/** Any calibration a fit could give: a shift of +-3 logits, a slope within the fit's 0.25-4. */
export function randomCalibration(rng: Rng): CourseCalibration {
  return {
    shift: between(rng, -3, 3),
    slope: Math.exp(between(rng, Math.log(0.25), Math.log(4))),
    results: intBetween(rng, 0, 400),
  };
}
