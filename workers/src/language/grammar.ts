/** Rule-based spelling and grammar checks that give original/corrected pairs and a 0-100 score. */
import type { GrammarPair } from "@gradplan/schema";
import { MISSPELLINGS } from "./lexicon/misspellings";
import { sentences } from "./text";

/** How much one issue of each kind costs; a missed capital or spacing reads as less careless. */
const ISSUE_WEIGHT = {
  spelling: 1,
  repeated: 1,
  pronoun: 1,
  article: 1,
  capital: 0.5,
  spacing: 0.5,
};
/** Each weighted issue keeps 92% of the score: 1 issue 92, 3 issues 78, 10 issues 43. */
const SCORE_DECAY = 0.92;
/** The page shows pairs one under another: past 20 the student has enough to go on. */
export const MAX_GRAMMAR_PAIRS = 20;
/** Sentences longer than this are quoted as a window of words around the corrections. */
const QUOTE_MAX_CHARS = 120;
const QUOTE_CONTEXT_WORDS = 5;

export type IssueKind = keyof typeof ISSUE_WEIGHT;

export interface GrammarResult {
  score: number;
  pairs: GrammarPair[];
  /** Issues found per kind (all of them, not only those quoted). */
  counts: Record<IssueKind, number>;
}

interface Word {
  lead: string;
  core: string;
  trail: string;
}

function splitWord(token: string): Word {
  const m = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(token)!;
  return { lead: m[1]!, core: m[2]!, trail: m[3]! };
}

function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return replacement.toUpperCase();
  if (/^\p{Lu}/u.test(original)) return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}

/** Letters whose name starts with a vowel sound though the letter itself is a consonant. */
const VOWEL_NAMED_CONSONANTS = "FHLMNRSX";

/**
 * Whether a word is spoken starting with a vowel sound ("an hour", "a user", "an MS"), or null
 * when it cannot be told, and then the article is never corrected.
 */
function vowelSound(core: string): boolean | null {
  if (/^[A-Z]([A-Z0-9]|$)/.test(core)) return acronymVowelSound(core);
  if (!/^\p{L}+$/u.test(core)) return null;
  const lower = core.toLowerCase();
  if (/^(uni|use|usu|uti|ura|ure|eu|ewe|one|once|ubiq)/.test(lower)) return false;
  if (/^(hour|honest|honor|honour|heir)/.test(lower)) return true;
  return /^[aeiou]/.test(lower);
}

/**
 * Capitals and digits ("MS", "F1", "GPU", "REST", "MATLAB"). Without a vowel they are read
 * letter by letter: "an MS", "an F1 score", "an LSTM", "a GPU". With one they may be read as a
 * word ("a REST API", "a MATLAB script", "a NASA mission", "a SLAM pipeline") or by letters
 * ("an SOP", "an MIT lab"): where the letter's name and the word's sound differ (F, H, L, M,
 * N, R, S, X) that cannot be told, so the article is left alone.
 */
function acronymVowelSound(core: string): boolean | null {
  const first = core[0]!;
  if ("AEIO".includes(first)) return true;
  if (!VOWEL_NAMED_CONSONANTS.includes(first)) return false;
  return /[AEIOU]/.test(core.slice(1)) ? null : true;
}

/**
 * Names written in lower case on purpose: a sentence may start with them ("pandas made the
 * join trivial.") and the capital check leaves them alone.
 */
const LOWER_CASE_NAMES = new Set(
  `pandas numpy scipy scikit-learn sklearn matplotlib seaborn nltk gensim xgboost lightgbm
  pytest npm pip conda git gcc clang vim emacs bash zsh kubectl make cmake ns-3 gem5 dplyr
  ggplot tidyverse torch jax vllm fastai spaCy`
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => name.toLowerCase()),
);

/** A word said twice on purpose: "had had", "that that". */
const DOUBLED_ON_PURPOSE = new Set(["had", "that"]);

/** Words the checks skip: addresses, links, versions, code ("iOS", "node.js", "S3"). */
function isPlainWord(core: string): boolean {
  return /^\p{L}[\p{L}'’-]*$/u.test(core);
}

function checkSentence(sentence: string, counts: Record<IssueKind, number>): GrammarPair | null {
  const parts = sentence.split(/(\s+)/);
  const words = parts.filter((_, i) => i % 2 === 0).map(splitWord);
  const spaces = parts.filter((_, i) => i % 2 === 1);
  const fixed = words.map((w) => ({ ...w }));
  const fixedSpaces = [...spaces];
  const changed: number[] = [];
  const note = (kind: IssueKind, index: number): void => {
    counts[kind] += 1;
    changed.push(index);
  };
  const firstIndex = words.findIndex((w) => /\p{L}/u.test(w.core));
  words.forEach((word, i) => {
    const out = fixed[i]!;
    if (!isPlainWord(word.core)) return;
    const lower = word.core.toLowerCase();
    const correction = MISSPELLINGS.get(lower);
    if (correction) {
      out.core = matchCase(word.core, correction);
      note("spelling", i);
    }
    if (/^i(['’](m|ve|d|ll))?$/.test(word.core)) {
      out.core = `I${word.core.slice(1)}`;
      note("pronoun", i);
    }
    const prev = words[i - 1];
    const doubled = prev && !prev.trail && !word.lead && prev.core.toLowerCase() === lower;
    if (doubled && !DOUBLED_ON_PURPOSE.has(lower)) {
      out.core = "";
      out.lead = "";
      out.trail = word.trail ? word.trail : "";
      fixedSpaces[i - 1] = "";
      note("repeated", i);
    }
    const next = words[i + 1];
    const article = lower === "a" || lower === "an";
    const articleChecked = article && (word.core === lower || i === firstIndex);
    if (articleChecked && next && !word.trail && !next.lead) {
      const vowel = vowelSound(next.core);
      if (vowel !== null && vowel !== (lower === "an")) {
        out.core = matchCase(word.core, vowel ? "an" : "a");
        note("article", i);
      }
    }
    const startsLower = /^\p{Ll}/u.test(out.core) && !/\p{Lu}/u.test(out.core.slice(1));
    // Only a sentence that starts with a word: "100 connections were open." is not wrong.
    const starts = i === 0 && firstIndex === 0;
    if (starts && startsLower && !word.lead && !LOWER_CASE_NAMES.has(lower)) {
      out.core = out.core[0]!.toUpperCase() + out.core.slice(1);
      note("capital", i);
    }
  });
  spaces.forEach((space, i) => {
    if (/^ {2,}$/.test(space) && fixedSpaces[i] !== "" && words[i + 1]?.core) {
      fixedSpaces[i] = " ";
      note("spacing", i);
    }
  });
  if (changed.length === 0) return null;
  return {
    original: quote(words, spaces, changed),
    corrected: quote(fixed, fixedSpaces, changed),
  };
}

/** The sentence, or for a long one the words around the corrections, marked with "…". */
function quote(words: Word[], spaces: string[], changed: number[]): string {
  const join = (from: number, to: number): string => {
    let text = "";
    for (let i = from; i < to; i++) {
      const w = words[i]!;
      text += (i > from ? spaces[i - 1] : "") + w.lead + w.core + w.trail;
    }
    return text.trim();
  };
  const whole = join(0, words.length);
  const original = words.map((w) => w.lead + w.core + w.trail).join(" ");
  if (original.length <= QUOTE_MAX_CHARS) return whole;
  const from = Math.max(0, Math.min(...changed) - QUOTE_CONTEXT_WORDS);
  const to = Math.min(words.length, Math.max(...changed) + QUOTE_CONTEXT_WORDS + 1);
  return `${from > 0 ? "…" : ""}${join(from, to)}${to < words.length ? "…" : ""}`;
}

export function checkGrammar(paragraphs: readonly string[]): GrammarResult {
  const counts: Record<IssueKind, number> = {
    spelling: 0,
    repeated: 0,
    pronoun: 0,
    article: 0,
    capital: 0,
    spacing: 0,
  };
  const pairs: GrammarPair[] = [];
  for (const paragraph of paragraphs) {
    for (const sentence of sentences(paragraph)) {
      const pair = checkSentence(sentence, counts);
      if (pair && pairs.length < MAX_GRAMMAR_PAIRS) pairs.push(pair);
    }
  }
  const weighted = (Object.keys(counts) as IssueKind[]).reduce(
    (sum, kind) => sum + counts[kind] * ISSUE_WEIGHT[kind],
    0,
  );
  return { score: Math.round(100 * SCORE_DECAY ** weighted), pairs, counts };
}
