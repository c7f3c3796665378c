/** The overall SOP score: a weighted sum of the parts, scaled down outside 500-1200 words. */
import { SOP_WORDS, type SopPart } from "@gradplan/schema";

/** Percent of the overall score (sums to 100): what the SOP says weighs most. */
export const SOP_PART_WEIGHTS: Record<SopPart, number> = {
  length: 5,
  structure: 20,
  specificity: 35,
  program_fit: 20,
  originality: 10,
  readability: 5,
  grammar: 5,
};

/**
 * Outside 500-1200 words the weighted sum is scaled, whatever the parts say. Below, an SOP
 * cannot show enough: sqrt(words / 500) (400 words 0.89, 250 words 0.71, 100 words 0.45).
 * Above, it asks more of a reader than programs allow, but a long statement can still carry a
 * strong case (PhD statements run to 1,500 words and readers do not mark them down for it, as
 * the development set's ratings show): the fourth root of 1200 / words (1,500 words 0.95, 2,000
 * words 0.88, 4,000 words 0.74); the length part's comment still asks to cut it.
 */
export function lengthFactor(words: number): number {
  if (words < SOP_WORDS.min) return Math.sqrt(Math.max(0, words) / SOP_WORDS.min);
  if (words > SOP_WORDS.max) return (SOP_WORDS.max / words) ** 0.25;
  return 1;
}

export function overallScore(scores: Record<SopPart, number>, words: number): number {
  let sum = 0;
  for (const part of Object.keys(SOP_PART_WEIGHTS) as SopPart[]) {
    sum += SOP_PART_WEIGHTS[part] * scores[part];
  }
  return Math.round(Math.min(100, Math.max(0, (sum / 100) * lengthFactor(words))));
}
