/**
 * A grammar result from the checker's flags: original/corrected pairs (one a sentence, quoted
 * with every correction in it), counts per kind and a 0-100 score. The checker itself is
 * checker.ts (harper.js and cspell's dictionaries).
 */
import type { GrammarPair } from "@gradplan/schema";
import { sentences } from "./text";

/** How much one issue of each kind costs; punctuation and a missed capital read as less careless. */
const ISSUE_WEIGHT = {
  spelling: 1,
  wrong_word: 1,
  agreement: 1,
  article: 1,
  repeated: 1,
  pronoun: 1,
  punctuation: 0.5,
  capital: 0.5,
};
/** Each weighted issue keeps 92% of the score: 1 issue 92, 3 issues 78, 10 issues 43. */
const SCORE_DECAY = 0.92;
/** The page shows pairs one under another: past 20 the student has enough to go on. */
export const MAX_GRAMMAR_PAIRS = 20;
/** Sentences longer than this are quoted as a window of words around the corrections. */
const QUOTE_MAX_CHARS = 120;
const QUOTE_CONTEXT_WORDS = 5;

export type IssueKind = keyof typeof ISSUE_WEIGHT;
export const ISSUE_KINDS = Object.keys(ISSUE_WEIGHT) as IssueKind[];

export interface GrammarResult {
  score: number;
  pairs: GrammarPair[];
  /** Issues found per kind (all of them, not only those quoted). */
  counts: Record<IssueKind, number>;
}

/** One error the checker found: where in which block, and its correction. */
export interface GrammarFlag {
  block: number;
  /** UTF-16 offsets in the block. */
  start: number;
  end: number;
  original: string;
  replacement: string;
  kind: IssueKind;
}

/** The sentences of a block with their offsets. */
function sentenceSpans(block: string): [number, number][] {
  const spans: [number, number][] = [];
  let from = 0;
  for (const sentence of sentences(block)) {
    const at = block.indexOf(sentence, from);
    if (at < 0) continue;
    spans.push([at, at + sentence.length]);
    from = at + sentence.length;
  }
  return spans;
}

/** Start of the word `count` words before `at`, or of the text. */
function wordsBefore(text: string, at: number, count: number): number {
  let i = at;
  for (let n = 0; n <= count && i > 0; n++) {
    i = text.lastIndexOf(" ", i - 1);
    if (i < 0) return 0;
  }
  return i + 1;
}

/** End of the word `count` words after `at`, or of the text. */
function wordsAfter(text: string, at: number, count: number): number {
  let i = at;
  for (let n = 0; n <= count; n++) {
    i = text.indexOf(" ", i + 1);
    if (i < 0) return text.length;
  }
  return i;
}

/** A sentence and its corrected form, or a window of words around the corrections. */
function pairOf(sentence: string, flags: GrammarFlag[], offset: number): GrammarPair {
  let from = 0;
  let to = sentence.length;
  if (sentence.length > QUOTE_MAX_CHARS) {
    from = wordsBefore(sentence, flags[0]!.start - offset, QUOTE_CONTEXT_WORDS);
    to = wordsAfter(sentence, flags.at(-1)!.end - offset, QUOTE_CONTEXT_WORDS);
  }
  let corrected = "";
  let at = from;
  for (const flag of flags) {
    corrected += sentence.slice(at, flag.start - offset) + flag.replacement;
    at = flag.end - offset;
  }
  corrected += sentence.slice(at, to);
  const lead = from > 0 ? "…" : "";
  const tail = to < sentence.length ? "…" : "";
  return {
    original: `${lead}${sentence.slice(from, to).trim()}${tail}`,
    corrected: `${lead}${corrected.replace(/ {2,}/g, " ").trim()}${tail}`,
  };
}

export function grammarResult(
  blocks: readonly string[],
  flags: readonly GrammarFlag[],
): GrammarResult {
  const counts = Object.fromEntries(ISSUE_KINDS.map((k) => [k, 0])) as Record<IssueKind, number>;
  const pairs: GrammarPair[] = [];
  const sorted = [...flags].sort((a, b) => a.block - b.block || a.start - b.start);
  blocks.forEach((block, index) => {
    const inBlock: GrammarFlag[] = [];
    for (const flag of sorted) {
      if (flag.block !== index) continue;
      // Overlapping flags: the first one stands.
      const last = inBlock.at(-1);
      if (last && flag.start < last.end) continue;
      inBlock.push(flag);
    }
    for (const flag of inBlock) counts[flag.kind] += 1;
    const spans = sentenceSpans(block);
    for (const [start, end] of spans) {
      const inSentence = inBlock.filter((f) => f.start >= start && f.start < end);
      if (inSentence.length === 0 || pairs.length >= MAX_GRAMMAR_PAIRS) continue;
      const last = inSentence.at(-1)!;
      const sentence = block.slice(start, Math.max(end, last.end));
      pairs.push(pairOf(sentence, inSentence, start));
    }
  });
  const weighted = ISSUE_KINDS.reduce((sum, kind) => sum + counts[kind] * ISSUE_WEIGHT[kind], 0);
  return { score: Math.round(100 * SCORE_DECAY ** weighted), pairs, counts };
}
