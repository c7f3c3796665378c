/** Length against spec 1's guidance: 500-1200 words. */
import { SOP_WORDS } from "@gradplan/schema";
import { clampScore, type PartResult } from "../document";

/** Above the maximum, each 5 words over cost a point: 1,300 words 80, 1,500 words 40. */
const WORDS_PER_POINT_OVER = 5;

export function lengthScore(words: number): number {
  if (words < SOP_WORDS.min) return clampScore((100 * words) / SOP_WORDS.min);
  if (words > SOP_WORDS.max)
    return clampScore(100 - (words - SOP_WORDS.max) / WORDS_PER_POINT_OVER);
  return 100;
}

export function lengthPart(words: number): PartResult {
  const { min, max } = SOP_WORDS;
  const comments: string[] = [];
  if (words < min) {
    comments.push(
      `Your SOP has ${words} words: programs expect ${min}-${max}. Add what is missing, with specifics: the projects you did, the courses that prepared you, why this program and what you want to do after it.`,
    );
  } else if (words > max) {
    comments.push(
      `Your SOP has ${words} words: keep it within ${min}-${max} (about ${words - max} fewer). Cut what repeats your resume, background before university and general statements; keep your own work, the program's fit and your goals.`,
    );
  }
  return { score: lengthScore(words), comments };
}
