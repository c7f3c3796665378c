/** Score bands and colours of the AB, SOP and Resume scores and the progress bars (spec 1 section 9). */

export type ScoreBand = "Excellent" | "Good" | "Average" | "Poor" | "Very Poor";
export type Signal = "green" | "yellow" | "red";

export const SCORE_BAND_THRESHOLDS = { excellent: 90, good: 80, average: 70, poor: 60 } as const;
export const METER_BLOCKS = 7;

/** Above 90 Excellent, 80 or more Good, 70 or more Average, 60 or more Poor, lower Very Poor. */
export function scoreBand(score: number): ScoreBand {
  if (score > SCORE_BAND_THRESHOLDS.excellent) return "Excellent";
  if (score >= SCORE_BAND_THRESHOLDS.good) return "Good";
  if (score >= SCORE_BAND_THRESHOLDS.average) return "Average";
  if (score >= SCORE_BAND_THRESHOLDS.poor) return "Poor";
  return "Very Poor";
}

/** The 7-block meter: green at or above the good threshold, yellow at or above average, red below. */
export function meterSignal(score: number): Signal {
  if (score >= SCORE_BAND_THRESHOLDS.good) return "green";
  if (score >= SCORE_BAND_THRESHOLDS.average) return "yellow";
  return "red";
}

/** How many of the 7 blocks a 0-100 score lights (at least one for any score above 0). */
export function meterBlocks(score: number): number {
  if (score <= 0) return 0;
  return Math.max(1, Math.min(METER_BLOCKS, Math.round((score / 100) * METER_BLOCKS)));
}

/** Progress bars: up to 30% red, up to 80% yellow, above green. */
export function progressSignal(percent: number): Signal {
  if (percent <= 30) return "red";
  if (percent <= 80) return "yellow";
  return "green";
}
