/**
 * The admit model's student features: the numbers a fitted coefficient multiplies, on top of the
 * program's level (its selectivity, selectivity.ts). The product and the fit script (`npm run
 * model:fit`) compute them with this one file, so the chances a student sees are exactly the
 * model that was measured on real decisions (docs/scoring.md).
 *
 * Each feature has a known direction: the fit keeps the coefficient of a "reward" feature at 0 or
 * above and of a "penalty" feature (a shortfall, always >= 0) at 0 or below, which is what makes
 * every chance monotonic in every score.
 */
import type { ApplicantEnglish, GrePolicy, ProgramFacts } from "./types";

export const FEATURES = [
  "gpa",
  "gpaFloor",
  "gre",
  "english",
  "gpaShort",
  "greShort",
  "englishShort",
  "research",
  "conferences",
  "work",
] as const;
export type Feature = (typeof FEATURES)[number];
export const FEATURE_COUNT = FEATURES.length;

/** The sign a feature's coefficient must keep: +1 reward, -1 penalty, 0 free. */
export const FEATURE_SIGN: Readonly<Record<Feature, -1 | 0 | 1>> = {
  gpa: 1,
  gpaFloor: -1,
  gre: 1,
  english: 1,
  gpaShort: -1,
  greShort: -1,
  englishShort: -1,
  research: 1,
  conferences: 1,
  work: 1,
};

/** Fixed shapes (not fitted): the units a gap is measured in and where terms stop growing. */
export const FEATURE_SHAPE = {
  /** A published acceptance rate's logit (the level it gives), clamped so 0% or 100% stay finite. */
  rate: { minPercent: 1, maxPercent: 99 },
  /** A GPA gap in spreads of 0.3 points: from 5 spreads below the average to 2.5 above. */
  gpa: { spread: 0.3, min: -5, max: 2.5 },
  /** Below 2.5 (four-point) programs rarely look further: a penalty per point below it. */
  gpaFloor: { at: 2.5 },
  /** A GRE gap in spreads of 8 points; without a published average, the minimum + 10. */
  gre: { spread: 8, min: -5, max: 2.5, averageOverMinimum: 10 },
  /** GRE optional and not sent (or withheld): read as half a spread (4 points) below. */
  greOptionalMissing: -0.5,
  /** English above the minimum in units (8 TOEFL points, half an IELTS band), full at 2. */
  english: { toeflUnit: 8, ieltsUnit: 0.5, max: 2 },
  /** Saturating extras: 1 - exp(-amount / scale). An internship month is half a work month. */
  research: { scale: 1.5 },
  conferences: { scale: 1.5 },
  work: { scale: 18, internshipShare: 0.5 },
} as const;

export const FEATURE_INDEX: Readonly<Record<Feature, number>> = Object.fromEntries(
  FEATURES.map((name, i) => [name, i]),
) as Record<Feature, number>;

const clamp = (x: number, min: number, max: number): number => Math.min(max, Math.max(min, x));
export const logit = (p: number): number => Math.log(p / (1 - p));
export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** 1 - exp(-amount / scale): 0 for nothing, rising, never past 1. */
export function saturation(amount: number, scale: number): number {
  return amount > 0 ? 1 - Math.exp(-amount / scale) : 0;
}

export function rateFeature(acceptanceRate: number): number {
  const { minPercent, maxPercent } = FEATURE_SHAPE.rate;
  return logit(clamp(acceptanceRate, minPercent, maxPercent) / 100);
}

export function gpaFeature(gpa: number, gpaAvg: number): number {
  const { spread, min, max } = FEATURE_SHAPE.gpa;
  return clamp((gpa - gpaAvg) / spread, min, max);
}

export const gpaFloorFeature = (gpa: number): number =>
  Math.max(0, FEATURE_SHAPE.gpaFloor.at - gpa);

/** In GPA spreads, like the GPA term, so the two coefficients compare. */
export const gpaShortFeature = (gpa: number, gpaMin: number | null): number =>
  gpaMin === null ? 0 : Math.max(0, gpaMin - gpa) / FEATURE_SHAPE.gpa.spread;

/** The GRE total the student is compared with: the published average, else minimum + 10. */
export function greReference(program: ProgramFacts): number | null {
  if (program.greAvg !== null) return program.greAvg;
  return program.greMin === null ? null : program.greMin + FEATURE_SHAPE.gre.averageOverMinimum;
}

/** A GRE total against the program's reference, in spreads; a missing reference reads as 0. */
export function greGap(total: number, reference: number | null): number {
  const { spread, min, max } = FEATURE_SHAPE.gre;
  return reference === null ? 0 : clamp((total - reference) / spread, min, max);
}

/**
 * The GRE feature under the program's policy for the student. Required: the gap (a missing
 * score is an unmet requirement, handled by the NA rule). Optional: the student sends the score
 * only when it beats sending none. Not Required: nothing.
 */
export function greFeature(total: number | null, reference: number | null, policy: GrePolicy) {
  if (policy === "Not Required") return 0;
  const gap = total === null ? null : greGap(total, reference);
  if (policy === "Required") return gap ?? 0;
  const missing = FEATURE_SHAPE.greOptionalMissing;
  return gap === null || gap < missing ? missing : gap;
}

/** Only a required GRE is held to the published minimum: an optional low score is withheld. */
export function greShortFeature(total: number | null, program: ProgramFacts, policy: GrePolicy) {
  if (policy !== "Required" || total === null || program.greMin === null) return 0;
  return Math.max(0, program.greMin - total) / FEATURE_SHAPE.gre.spread;
}

/** The program's minimum for the student's test; null: not known. */
export const englishMinimumFor = (
  english: ApplicantEnglish,
  program: ProgramFacts,
): number | null => (english.test === "TOEFL" ? program.toeflMin : program.ieltsMin);

/**
 * English above (positive) or below (negative) the program's minimum, in units; 0 where the
 * minimum is not known (neither above nor below anything).
 */
export function englishUnits(english: ApplicantEnglish, program: ProgramFacts): number {
  const { toeflUnit, ieltsUnit } = FEATURE_SHAPE.english;
  const minimum = englishMinimumFor(english, program);
  if (minimum === null) return 0;
  return english.test === "TOEFL"
    ? (english.total - minimum) / toeflUnit
    : (english.overallBand - minimum) / ieltsUnit;
}

export const englishFeature = (units: number): number => clamp(units, 0, FEATURE_SHAPE.english.max);
export const englishShortFeature = (units: number): number => Math.max(0, -units);

export const researchFeature = (papers: number): number =>
  saturation(papers, FEATURE_SHAPE.research.scale);
export const conferencesFeature = (conferences: number): number =>
  saturation(conferences, FEATURE_SHAPE.conferences.scale);
export function workFeature(fullTimeMonths: number, internshipMonths: number): number {
  const { scale, internshipShare } = FEATURE_SHAPE.work;
  return saturation(
    Math.max(0, fullTimeMonths) + internshipShare * Math.max(0, internshipMonths),
    scale,
  );
}
