/**
 * How words are counted, everywhere a count is shown or judged (the SOP editor's live count, the
 * evaluations' length, the generator's draft length): one rule, so the page and the score agree.
 */

/** Tokens a reader counts as words: anything with a letter or a digit ("|" and "–" are not). */
export function words(text: string): string[] {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token));
}

export function countWords(text: string): number {
  return words(text).length;
}
