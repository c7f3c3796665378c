/** The overall resume score: the six category scores weighted, then adjusted for length. */
import { RESUME_LENGTH_WORDS } from "@gradplan/schema";
import type { ApplicantStage } from "./applicant";

/**
 * For a Masters application in Engineering, CS or IT what the applicant has done weighs most, and
 * how it is written least (issue 33: substance over looks): formatting 10%, grammar 5%. What has
 * been done is read by stage: a student's projects and academics carry it, an engineer from
 * industry is read by the work. Each stage's weights add up to 1.
 */
export const RESUME_WEIGHTS_BY_STAGE = {
  student: {
    academic: 0.22,
    projectsAndResearch: 0.28,
    work: 0.15,
    skillsAndAchievements: 0.2,
    formatting: 0.1,
    grammar: 0.05,
  },
  "recent graduate": {
    academic: 0.18,
    projectsAndResearch: 0.24,
    work: 0.23,
    skillsAndAchievements: 0.2,
    formatting: 0.1,
    grammar: 0.05,
  },
  industry: {
    academic: 0.12,
    projectsAndResearch: 0.18,
    work: 0.35,
    skillsAndAchievements: 0.2,
    formatting: 0.1,
    grammar: 0.05,
  },
} as const satisfies Record<ApplicantStage, Record<string, number>>;

/** The student's weights, the ones most applicants are read by. */
export const RESUME_SCORE_WEIGHTS = RESUME_WEIGHTS_BY_STAGE.student;

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

/**
 * The overall score's share read from substance (substance.ts) rather than the categories: the
 * categories check that each part is there and well made, substance how much was done.
 */
export const SUBSTANCE_SHARE = 0.7;
/** How much of lengthPenalty the overall score takes: length is looks; thinness is in substance. */
export const LENGTH_SHARE = 0.5;

export function overallScore(
  scores: CategoryScores,
  substance: number,
  words: number,
  stage: ApplicantStage = "student",
): number {
  const weights = RESUME_WEIGHTS_BY_STAGE[stage];
  let categories = 0;
  for (const key of Object.keys(weights) as (keyof CategoryScores)[]) {
    categories += scores[key] * weights[key];
  }
  const weighted = SUBSTANCE_SHARE * substance + (1 - SUBSTANCE_SHARE) * categories;
  return Math.round(Math.min(100, Math.max(0, weighted - LENGTH_SHARE * lengthPenalty(words))));
}

/** An unfilled template's ceiling: below any real resume, however much of it is there. */
export const TEMPLATE_CEILING = 5;
/**
 * Share of the words on lines with a placeholder from which a resume is read as an unfilled
 * template: the development set's two templates are 48% and 93%, the most leftovers of a real
 * resume 13% (a "Skill 1" list under a real education and awards).
 */
export const TEMPLATE_SHARE = 0.25;
/** Distinct placeholders from which it is one too ("Your Name", "your.email@example.com", "City, State"). */
export const TEMPLATE_QUOTES = 3;
/**
 * Points off per kind of placeholder left in a real resume, and at most: a leftover halves
 * what presentation earns (about 10 of the overall's points) and proves nothing, but the
 * education, work and awards around it are still real.
 */
const PLACEHOLDER_COST = 5;
const MAX_PLACEHOLDER_COST = 10;
/** Points off per personal detail a US reader does not expect (date of birth, father's name). */
const PERSONAL_COST = 2;
const MAX_PERSONAL_COST = 8;

/**
 * The overall score after what a reader holds against a resume whatever else it holds: an
 * unfilled template scores at most TEMPLATE_CEILING; leftover placeholders and biodata cost points.
 */
export function afterDeductions(
  overall: number,
  placeholders: { quotes: readonly string[]; share: number },
  personalQuotes: number,
): number {
  if (placeholders.share >= TEMPLATE_SHARE || placeholders.quotes.length >= TEMPLATE_QUOTES) {
    return Math.min(overall, TEMPLATE_CEILING);
  }
  const cost =
    Math.min(MAX_PLACEHOLDER_COST, placeholders.quotes.length * PLACEHOLDER_COST) +
    Math.min(MAX_PERSONAL_COST, personalQuotes * PERSONAL_COST);
  return Math.max(0, overall - cost);
}
