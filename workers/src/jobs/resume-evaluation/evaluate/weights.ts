/** The overall resume score: the six category scores weighted, then adjusted for length. */
import { RESUME_LENGTH_WORDS } from "@gradplan/schema";

/**
 * For a Masters application in Engineering, CS or IT: what the student has done (academics,
 * projects and research, work) carries 60%, skills and achievements 15%, and how it is written
 * (formatting 15%, grammar 10%) the rest: presentation decides how the content is read, but
 * it cannot replace it. They add up to 1.
 */
export const RESUME_SCORE_WEIGHTS = {
  academic: 0.2,
  projectsAndResearch: 0.2,
  work: 0.2,
  skillsAndAchievements: 0.15,
  formatting: 0.15,
  grammar: 0.1,
} as const;

export type CategoryScores = Record<keyof typeof RESUME_SCORE_WEIGHTS, number>;

/** Points taken off at most for an empty page, or for a resume far too long. */
const MAX_SHORT_PENALTY = 25;
const SLIGHTLY_LONG_PENALTY = 5;
const MAX_LONG_PENALTY = 20;
/** Past the slightly-long limit, every 50 words costs one more point. */
const WORDS_PER_LONG_POINT = 50;

/**
 * Points off for length, continuous in the word count. Short: 25 times the square of the
 * missing share of 250 words, so a 200-word page loses 1 point and a 25-word note 20 (a few
 * words short is a detail, an almost empty page is not a resume). Ideal (250-500): 0.
 * Slightly long (500-700): 0-5. Too long: 5 plus one point per 50 words over 700, at most 20.
 */
export function lengthPenalty(words: number): number {
  const [min, max] = RESUME_LENGTH_WORDS.ideal;
  const longLimit = RESUME_LENGTH_WORDS.slightlyLong;
  if (words < min) return MAX_SHORT_PENALTY * ((min - words) / min) ** 2;
  if (words <= max) return 0;
  if (words <= longLimit) return (SLIGHTLY_LONG_PENALTY * (words - max)) / (longLimit - max);
  return Math.min(
    MAX_LONG_PENALTY,
    SLIGHTLY_LONG_PENALTY + (words - longLimit) / WORDS_PER_LONG_POINT,
  );
}

export function overallScore(scores: CategoryScores, words: number): number {
  let weighted = 0;
  for (const key of Object.keys(RESUME_SCORE_WEIGHTS) as (keyof CategoryScores)[]) {
    weighted += scores[key] * RESUME_SCORE_WEIGHTS[key];
  }
  return Math.round(Math.min(100, Math.max(0, weighted - lengthPenalty(words))));
}
