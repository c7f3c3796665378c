/** The admit model's fixed rules (the fitted numbers are in fitted.ts; docs/scoring.md cites both). */
import type { AdmitCategory } from "./types";

/** No admit is certain or impossible: an assessed chance stays within 1-99. */
export const CHANCE_BOUNDS = { min: 1, max: 99 } as const;

/**
 * What really excludes an applicant (NA), decided from the Edulix decisions (docs/scoring.md,
 * "NA"): a GPA below what programs consider at all, an English score far below a stated minimum
 * for an international student, and a required test not taken.
 */
export const EXCLUSION = {
  /** Four-point GPA below which no assessment is given. */
  gpaBelow: 2.0,
  /** TOEFL points (IELTS: the same in half bands, 8 points each) below the program's minimum. */
  toeflPointsBelowMinimum: 20,
} as const;

/** The shown interval: 80% of the fit's and the program's level's uncertainty. */
export const INTERVAL_Z = 1.2816;

/**
 * Categories students can trust (docs/scoring.md, "Categories"): a chance reads "safe" or "very
 * safe" only where the low end of its range in a bad year (the range widened by how far levels
 * move between seasons) is at least this high, and "very ambitious" only where the high end in
 * a good year is below `veryAmbitiousBelow`; otherwise the next category toward the middle.
 */
export const CATEGORY_RANGE_RULES = {
  verySafeLow: 70,
  safeLow: 50,
  veryAmbitiousBelow: 35,
} as const;

/** Category from the rounded chance: the first threshold it reaches. */
export const CATEGORY_THRESHOLDS: readonly (readonly [number, Exclude<AdmitCategory, "NA">])[] = [
  [80, "very safe"],
  [60, "safe"],
  [40, "moderate"],
  [20, "ambitious"],
  [0, "very ambitious"],
];

/** score_tier from the student's summed terms (logits relative to the program's admits). */
export const TIER_THRESHOLDS = {
  wellAbove: 1.0,
  above: 0.35,
  below: -0.35,
  wellBelow: -1.0,
} as const;

/** The lowest chance of a category (CATEGORY_THRESHOLDS). */
const thresholdOf = (category: Exclude<AdmitCategory, "NA">): number =>
  CATEGORY_THRESHOLDS.find(([, c]) => c === category)![0];

/**
 * Where a program's selectivity is not known (docs/scoring.md, "Unknown figures"): the shown
 * chance stays within ambitious and moderate, so it is never "safe" on a level the model does not
 * know, nor "very ambitious" on one; the range carries what the profile says. A course becomes
 * known from community results once it has `resultsToKnow` of its own (as many as a reported
 * figure needs admits).
 */
export const UNKNOWN_SELECTIVITY = {
  minChance: thresholdOf("ambitious"),
  maxChance: thresholdOf("safe") - 1,
  resultsToKnow: 30,
} as const;

export function admitCategory(chance: number): Exclude<AdmitCategory, "NA"> {
  for (const [threshold, category] of CATEGORY_THRESHOLDS) if (chance >= threshold) return category;
  return "very ambitious";
}

/**
 * The category of a chance with its range: by the chance, moved toward "moderate" while the
 * range does not bear it out (CATEGORY_RANGE_RULES).
 */
export function admitCategoryWithin(
  chance: number,
  low: number,
  high: number,
): Exclude<AdmitCategory, "NA"> {
  const rules = CATEGORY_RANGE_RULES;
  let category = admitCategory(chance);
  if (category === "very safe" && low < rules.verySafeLow) category = "safe";
  if (category === "safe" && low < rules.safeLow) category = "moderate";
  if (category === "very ambitious" && high >= rules.veryAmbitiousBelow) category = "ambitious";
  return category;
}

/** A program's level rests on this many of its own decisions before the page calls it known well. */
export const MANY_DECISIONS = 30;
