/** Words, sentences, syllables and the Flesch reading ease of English prose (resumes, SOPs). */

import { words } from "@gradplan/schema";

/** The one word count (schema/src/words.ts), here beside the other text tools. */
export { countWords, words } from "@gradplan/schema";

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS = new Set([
  "e.g.",
  "i.e.",
  "etc.",
  "vs.",
  "dr.",
  "mr.",
  "mrs.",
  "ms.",
  "prof.",
  "inc.",
  "ltd.",
  "co.",
  "jr.",
  "sr.",
  "st.",
  "no.",
  "approx.",
  "dept.",
  "univ.",
  "jan.",
  "feb.",
  "mar.",
  "apr.",
  "jun.",
  "jul.",
  "aug.",
  "sep.",
  "sept.",
  "oct.",
  "nov.",
  "dec.",
]);

function endsSentence(token: string): boolean {
  if (!/[.!?]["')\]]?$/.test(token)) return false;
  const bare = token.toLowerCase().replace(/^[("'[]+/, "");
  if (ABBREVIATIONS.has(bare)) return false;
  // An initial ("S.") or a dotted degree ("B.S.", "Ph.D.", "M.Tech."); "US." ends a sentence.
  if (/^\p{L}\.$/u.test(bare) || /^\p{L}{1,2}\.(\p{L}{1,4}\.)+$/u.test(bare)) return false;
  return true;
}

/**
 * Sentences of one paragraph: split after ".", "!" or "?" (not after abbreviations or
 * initials). A bullet or a line without a full stop is one sentence: that is how it reads.
 */
export function sentences(paragraph: string): string[] {
  const tokens = paragraph.split(/(\s+)/);
  const found: string[] = [];
  let current = "";
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    current += token;
    const isWord = i % 2 === 0;
    if (isWord && endsSentence(token) && i < tokens.length - 1) {
      found.push(current.trim());
      current = "";
    }
  }
  if (current.trim()) found.push(current.trim());
  return found.filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/**
 * Syllables by vowel groups, the usual heuristic behind Flesch scores: drop a silent final
 * "e", "es" or "ed", count runs of one or two vowels (y included), at least one per word.
 */
export function syllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, "");
  if (!letters) return 0;
  if (letters.length <= 3) return 1;
  const stem = letters.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  return Math.max(1, stem.match(/[aeiouy]{1,2}/g)?.length ?? 0);
}

/** Words for readability: no e-mail addresses, links or bare numbers. */
function readableWords(text: string): string[] {
  return words(text).filter((w) => /\p{L}/u.test(w) && !/@|:\/\/|www\.|\.com\b/i.test(w));
}

export interface ReadabilityCounts {
  words: number;
  sentences: number;
  syllables: number;
}

export function readabilityCounts(paragraphs: readonly string[]): ReadabilityCounts {
  let wordCount = 0;
  let sentenceCount = 0;
  let syllableCount = 0;
  for (const paragraph of paragraphs) {
    for (const sentence of sentences(paragraph)) {
      const found = readableWords(sentence);
      if (found.length === 0) continue;
      sentenceCount += 1;
      wordCount += found.length;
      for (const w of found) syllableCount += syllables(w);
    }
  }
  return { words: wordCount, sentences: sentenceCount, syllables: syllableCount };
}

/**
 * Flesch reading ease: 206.835 - 1.015 (words / sentences) - 84.6 (syllables / words),
 * clamped to 0-100 and rounded to one decimal. No words reads as 0.
 */
export function fleschReadingEase(paragraphs: readonly string[]): number {
  const c = readabilityCounts(paragraphs);
  if (c.words === 0) return 0;
  const ease = 206.835 - 1.015 * (c.words / c.sentences) - 84.6 * (c.syllables / c.words);
  return Math.round(Math.min(100, Math.max(0, ease)) * 10) / 10;
}
