/** Readability: Flesch reading ease in the band graduate prose reads at, and no run-on sentences. */
import { clampScore, type PartResult, plural, quote, type SopSentence } from "../document";

/** Technical prose for a committee reads at 30-65; below is dense, above is choppy or plain. */
export const READING_EASE_BAND = { low: 30, high: 65 } as const;
/** A sentence longer than this loses a reader halfway. */
export const LONG_SENTENCE_WORDS = 45;
const LONG_SENTENCE_COST = 6;
const LONG_SENTENCE_MAX_COST = 24;

export function readabilityPart(ease: number, sentences: readonly SopSentence[]): PartResult {
  const comments: string[] = [];
  if (sentences.length === 0) return { score: 0, comments: ["Write the SOP in full sentences."] };
  const { low, high } = READING_EASE_BAND;
  let score = 100;
  if (ease < low) {
    score -= 3 * (low - ease);
    comments.push(
      `Your SOP is hard to read (reading ease ${ease}, aim for ${low}-${high}): shorten sentences and prefer plain words to long abstract ones.`,
    );
  } else if (ease > high) {
    score -= 2 * (ease - high);
    comments.push(
      `Your SOP reads as very simple (reading ease ${ease}, aim for ${low}-${high}): join short sentences where one idea continues, and use the precise terms of your field.`,
    );
  }
  const long = sentences.filter((s) => s.words > LONG_SENTENCE_WORDS);
  score -= Math.min(LONG_SENTENCE_MAX_COST, LONG_SENTENCE_COST * long.length);
  for (const sentence of long.slice(0, 3)) {
    comments.push(`Split this sentence (${sentence.words} words): ${quote(sentence.text)}`);
  }
  if (long.length > 3) {
    comments.push(`${plural(long.length - 3, "more sentence")} over ${LONG_SENTENCE_WORDS} words.`);
  }
  return { score: clampScore(score), comments };
}
