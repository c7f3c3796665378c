/**
 * How alike two drafts are (docs/sop.md, "Different programs, different drafts"): the share of
 * sentences they have in common, which the generator's drafts for different programs are held
 * to, and their word trigrams' overlap, reported beside it. Bracketed prompts are left out (they
 * are the generator's requests, not the draft's text); case and punctuation are ignored.
 */

/** The draft's words, lower case, prompts and punctuation left out. */
function words(text: string): string[] {
  return (
    text
      .replace(/\[[^\]]*\]/g, " ")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []
  );
}

/** The set of word trigrams ("a b c") of a text. */
export function trigrams(text: string): Set<string> {
  const w = words(text);
  const found = new Set<string>();
  for (let i = 0; i + 2 < w.length; i++) found.add(`${w[i]} ${w[i + 1]} ${w[i + 2]}`);
  return found;
}

function shared(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const t of a) if (b.has(t)) n++;
  return n;
}

/**
 * The share of the shorter draft's trigrams that the other draft also has (the overlap
 * coefficient): 1 when one draft's wording is wholly inside the other, 0 when none is. Stricter
 * than the Jaccard index (shared / union), which a long common passage dilutes less.
 */
export function trigramOverlap(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  const smaller = Math.min(ta.size, tb.size);
  return smaller === 0 ? 0 : shared(ta, tb) / smaller;
}

/** The Jaccard index of the two drafts' trigram sets: shared / union. */
export function trigramJaccard(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  const both = shared(ta, tb);
  const union = ta.size + tb.size - both;
  return union === 0 ? 0 : both / union;
}

/** The draft's sentences, lower case, spaces collapsed, prompts left out. */
function sentenceSet(text: string): Set<string> {
  return new Set(
    text
      .replace(/\[[^\]]*\]/g, " ")
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.replace(/\s+/g, " ").trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * The share of the shorter draft's sentences that the other draft has word for word: the
 * measure issue 34 counted ("shared 21 of about 24 sentences").
 */
export function sentenceOverlap(a: string, b: string): number {
  const sa = sentenceSet(a);
  const sb = sentenceSet(b);
  const smaller = Math.min(sa.size, sb.size);
  return smaller === 0 ? 0 : shared(sa, sb) / smaller;
}

/** Every pair's figure, for a set of drafts: max and mean. */
export function pairwise(
  drafts: readonly string[],
  measure: (a: string, b: string) => number,
): { max: number; mean: number; values: number[] } {
  const values: number[] = [];
  for (let i = 0; i < drafts.length; i++)
    for (let j = i + 1; j < drafts.length; j++) values.push(measure(drafts[i]!, drafts[j]!));
  const max = values.length ? Math.max(...values) : 0;
  const mean = values.length ? values.reduce((s, v) => s + v, 0) / values.length : 0;
  return { max, mean, values };
}
