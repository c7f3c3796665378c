/**
 * The AB Score (profile strength, 0-100): academics, tests, research, work and activities, each
 * turned into 0-1 by a curve and weighted (docs/scoring.md, "AB Score"). Shown with scoreBand().
 */

import { activitiesPoints } from "./activities";
import { saturation } from "./features";
import type { ApplicantProfile } from "./types";

/** Points out of 100 per part; academics and tests carry most, the rest set strong profiles apart. */
export const AB_SCORE_WEIGHTS = {
  academics: 45,
  tests: 35,
  research: 8,
  work: 7,
  activities: 5,
} as const;

/** Within tests: the GRE 60%, English 40%. */
export const AB_TEST_SHARES = { gre: 0.6, english: 0.4 } as const;

type Knots = readonly (readonly [number, number])[];

/** Four-point GPA: 3.0 is a fair 0.65, 3.5 a good 0.85, a 4.0 full marks. */
export const GPA_CURVE: Knots = [
  [0, 0],
  [2, 0.15],
  [2.5, 0.35],
  [3, 0.65],
  [3.5, 0.85],
  [4, 1],
];
/** GRE total: 300 is 0.4, 320 is 0.8, 330 and above close to full marks. */
export const GRE_CURVE: Knots = [
  [260, 0],
  [290, 0.2],
  [300, 0.4],
  [310, 0.6],
  [320, 0.8],
  [330, 0.95],
  [340, 1],
];
/** TOEFL total: 80 (a common minimum) is 0.4, 100 is 0.8. */
export const TOEFL_CURVE: Knots = [
  [0, 0],
  [60, 0.1],
  [80, 0.4],
  [90, 0.6],
  [100, 0.8],
  [110, 0.95],
  [120, 1],
];
/** IELTS band to the lowest TOEFL total of the same level (ETS's comparison table), then TOEFL_CURVE. */
export const IELTS_TO_TOEFL: Knots = [
  [0, 0],
  [4.5, 32],
  [5, 35],
  [5.5, 46],
  [6, 60],
  [6.5, 79],
  [7, 94],
  [7.5, 102],
  [8, 110],
  [8.5, 115],
  [9, 118],
];

/** Piecewise linear through the knots, flat beyond the ends: monotonic when the knots rise. */
export function piecewise(knots: Knots, x: number): number {
  const first = knots[0]!;
  if (x <= first[0]) return first[1];
  for (let i = 1; i < knots.length; i++) {
    const [x1, y1] = knots[i]!;
    if (x <= x1) {
      const [x0, y0] = knots[i - 1]!;
      return y0 + ((x - x0) * (y1 - y0)) / (x1 - x0);
    }
  }
  return knots[knots.length - 1]![1];
}

/**
 * A missing GRE counts as a below-typical one (a 300): many programs no longer ask for it, so
 * leaving it out must not sink a profile, yet a strong score still sets a student apart.
 */
export const MISSING_GRE_PART = 0.4;

/** 0-1. Domestic students are exempt from English tests: one counts only when it helps. */
export function testsPart(applicant: ApplicantProfile): number {
  const gre = applicant.gre
    ? piecewise(GRE_CURVE, applicant.gre.verbal + applicant.gre.quantitative)
    : MISSING_GRE_PART;
  const english = applicant.english;
  const englishPart = !english
    ? 0
    : english.test === "TOEFL"
      ? piecewise(TOEFL_CURVE, english.total)
      : piecewise(TOEFL_CURVE, piecewise(IELTS_TO_TOEFL, english.overallBand));
  const both = AB_TEST_SHARES.gre * gre + AB_TEST_SHARES.english * englishPart;
  return applicant.category === "Domestic Student" ? Math.max(gre, both) : both;
}

/** Each part 0-1, before weighting; null without a GPA. */
export function abScoreParts(
  applicant: ApplicantProfile,
): Record<keyof typeof AB_SCORE_WEIGHTS, number> | null {
  if (applicant.gpa === null) return null;
  const work = applicant.fullTimeMonths + 0.5 * applicant.internshipMonths;
  return {
    academics: piecewise(GPA_CURVE, applicant.gpa),
    tests: testsPart(applicant),
    // A conference paper counts 0.6 of a journal paper.
    research: saturation(applicant.researchPapers + 0.6 * applicant.conferences, 1.5),
    work: saturation(work, 15),
    activities: saturation(activitiesPoints(applicant.activities), 1.2),
  };
}

/** 0-100 integer, or null until the student has a GPA (the score would mean nothing without it). */
export function abScore(applicant: ApplicantProfile): number | null {
  const parts = abScoreParts(applicant);
  if (!parts) return null;
  let total = 0;
  for (const key of Object.keys(AB_SCORE_WEIGHTS) as (keyof typeof AB_SCORE_WEIGHTS)[])
    total += AB_SCORE_WEIGHTS[key] * parts[key];
  return Math.min(100, Math.max(0, Math.round(total)));
}
