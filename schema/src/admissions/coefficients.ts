/** The admit-chance model's coefficients and thresholds, in one place (docs/scoring.md cites them). */
import type { AdmitCategory } from "./types";

/**
 * Terms are in logits (log-odds). A GPA or GRE gap is measured in "spreads" (a typical standard
 * deviation among a program's applicants), so one number works for every program; upsides are
 * capped so that one strong metric cannot buy an admit on its own.
 */
export const ADMIT_MODEL = {
  /** The anchor: logit of the acceptance rate, clamped so 0% or 100% stay finite. */
  rate: { minPercent: 1, maxPercent: 99 },
  /** GPA is the most predictive metric: 1 logit per 0.3 GPA points above or below the average. */
  gpa: { spread: 0.3, weight: 1.0, capSpreads: 2.5 },
  /** An absolute floor: below 2.5 no program's figures can make a chance look good. */
  gpaFloor: { at: 2.5, logitsPerPoint: 6 },
  /** 0.6 logit per 8 GRE points; with no published average, the minimum + 10 stands in. */
  gre: { spread: 8, weight: 0.6, capSpreads: 2.5, averageOverMinimum: 10 },
  /** GRE optional and not sent: as if half a spread (4 points) below the average. */
  greOptionalMissing: -0.3,
  /** English only needs to clear the bar: a small, soon-saturating reward above the minimum. */
  english: { toeflUnit: 8, ieltsUnit: 0.5, weight: 0.3, capUnits: 2 },
  /** Saturating extras: max * (1 - exp(-amount / scale)). */
  research: { max: 0.6, scale: 1.5 },
  conferences: { max: 0.4, scale: 1.5 },
  /** Months of work; an internship month counts half a full-time month. */
  work: { max: 0.5, scale: 18, internshipShare: 0.5 },
  /** Activity points (activities.ts), each activity 0.16-1. */
  activities: { max: 0.3, scale: 1.5 },
  /** No admit is certain or impossible: an assessed chance stays within 1-99. */
  chance: { min: 1, max: 99 },
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
  wellAbove: 1.5,
  above: 0.5,
  below: -0.5,
  wellBelow: -1.5,
} as const;

export function admitCategory(chance: number): Exclude<AdmitCategory, "NA"> {
  for (const [threshold, category] of CATEGORY_THRESHOLDS) if (chance >= threshold) return category;
  return "very ambitious";
}

/** max * (1 - exp(-amount / scale)): rises from 0, never falls, never passes max. */
export function saturating(amount: number, term: { max: number; scale: number }): number {
  if (!(amount > 0)) return 0;
  return term.max * (1 - Math.exp(-amount / term.scale));
}
