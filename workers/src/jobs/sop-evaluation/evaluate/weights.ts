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
 * Far over two pages, where a statement starts to hide its argument: the rubric's only cost of
 * length. Between 1,200 words (the FAQ's guidance, which the length part and its comment keep)
 * and here a statement is not scaled: PhD statements run to 1,500 words and readers do not mark
 * them down for it, as the development set's ratings show.
 */
const LONG_WORDS = 1500;

/**
 * Below 500 words and above LONG_WORDS the weighted sum is scaled, whatever the parts say.
 * Below, an SOP cannot show enough: sqrt(words / 500) (400 words 0.89, 250 words 0.71, 100
 * words 0.45). Above, the fourth root of 1500 / words (2,000 words 0.93, 4,000 words 0.78).
 */
export function lengthFactor(words: number): number {
  if (words < SOP_WORDS.min) return Math.sqrt(Math.max(0, words) / SOP_WORDS.min);
  if (words > LONG_WORDS) return (LONG_WORDS / words) ** 0.25;
  return 1;
}

export function overallScore(scores: Record<SopPart, number>, words: number): number {
  let sum = 0;
  for (const part of Object.keys(SOP_PART_WEIGHTS) as SopPart[]) {
    sum += SOP_PART_WEIGHTS[part] * scores[part];
  }
  return Math.round(Math.min(100, Math.max(0, (sum / 100) * lengthFactor(words))));
}
