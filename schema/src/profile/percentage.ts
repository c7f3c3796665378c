/**
 * Marks in percent (the way many Indian universities report a degree) as a ten-point or four-point
 * GPA, for the helper beside the GPA input. The stored scales stay the spec's 4 and 10.
 *
 * The ten-point knots are fitted by equipercentile linking (`npm run model:fit`, docs/scoring.md,
 * "Percentages"): among Edulix applicants of 2012-2016, the percentage that as many applicants
 * reached as reached a given ten-point CGPA. Between knots the map is linear; it rises everywhere.
 */
import { PERCENT_TO_TEN_KNOTS } from "./percentage-knots";
import { gpaTenToFour, interpolate } from "./rules";

/** The lowest and highest percentage the helper converts. */
export const PERCENTAGE_RANGE = { min: 35, max: 100 } as const;

export function percentageError(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value))
    return "Please enter your percentage.";
  if (value < PERCENTAGE_RANGE.min || value > PERCENTAGE_RANGE.max)
    return `Percentage must be between ${PERCENTAGE_RANGE.min} and ${PERCENTAGE_RANGE.max}.`;
  return null;
}

export function percentToTen(percent: number): number {
  return interpolate(PERCENT_TO_TEN_KNOTS, percent);
}

export function percentToFour(percent: number): number {
  return gpaTenToFour(percentToTen(percent));
}
