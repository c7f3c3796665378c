/**
 * "Never invents facts", checked: the names (capitalised words) and numbers of a draft that do
 * not appear in what the student gave. The template's tests hold every draft to it; an LLM's
 * draft is refused (and the template written instead) when it names anything unsupported.
 *
 * Words are compared without regard to case ("Machine Learning" is supported by "machine
 * learning"), numbers by value ("3.70" by 3.7, "10" by "ten").
 */
import { NUMBER_WORDS } from "../../language/numbers";

/**
 * Capitalised words any statement of purpose may use without the student naming them: degrees,
 * tests, generic academic nouns, the language and the country the programs are in. A name made
 * of these alone ("Graduate School") says nothing invented; an invented one ("Stanford
 * University") still has a word that is not here.
 */
export const GENERIC_NAMES: readonly string[] = [
  "i",
  "i'm",
  "i've",
  "i'd",
  "i'll",
  "master",
  "master's",
  "masters",
  "ms",
  "m.s",
  "msc",
  "m.sc",
  "bachelor",
  "bachelor's",
  "bachelors",
  "phd",
  "ph.d",
  "gpa",
  "gre",
  "toefl",
  "ielts",
  "english",
  "us",
  "u.s",
  "usa",
  "united",
  "states",
  "america",
  "american",
  "university",
  "department",
  "school",
  "college",
  "institute",
  "program",
  "programme",
  "graduate",
  "professor",
  "faculty",
  "statement",
  "purpose",
  "dear",
  "admissions",
  "committee",
  "sincerely",
];

interface Token {
  text: string;
  start: boolean;
}

/** Word-like tokens with whether each begins a sentence (or a bracket, a colon's clause). */
function tokens(text: string): Token[] {
  const found: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’.&-]*/gu)) {
    let word = match[0].replace(/[.'’&-]+$/u, "").replace(/['’]s$/iu, "");
    word = word.replace(/’/g, "'");
    if (!word) continue;
    const before = text
      .slice(0, match.index)
      .replace(/[\s"'“‘([*_#>-]+$/u, "")
      .trimEnd();
    found.push({ text: word, start: before === "" || /[.!?:;\]]$/.test(before) });
  }
  return found;
}

function numberOf(word: string): number | null {
  const digits = /^\d+(?:\.\d+)?/.exec(word);
  if (digits) return Number(digits[0]);
  return NUMBER_WORDS[word.toLowerCase()] ?? null;
}

export interface CheckOptions {
  /** Capitalised words allowed besides the sources (lower-case). */
  allow?: readonly string[];
  /**
   * Whether a capitalised word that begins a sentence is checked too. The template's tests check
   * them (its own sentence openings are in its allow-list); an LLM's prose starts sentences with
   * any word, so those are skipped there.
   */
  checkSentenceStarts?: boolean;
}

/**
 * The capitalised words and numbers of `text` found in none of `sources` (nor in `allow`),
 * each once, in the order they first appear.
 */
export function unsupportedTerms(
  text: string,
  sources: readonly string[],
  options: CheckOptions = {},
): string[] {
  const known = new Set<string>();
  const knownNumbers = new Set<number>();
  for (const source of sources) {
    for (const { text: word } of tokens(source)) {
      const lower = word.toLowerCase();
      known.add(lower);
      for (const part of lower.split(/[-'.&]/)) if (part) known.add(part);
      const n = numberOf(word);
      if (n !== null) knownNumbers.add(n);
    }
  }
  const allowed = new Set((options.allow ?? []).map((w) => w.toLowerCase()));
  const isKnown = (word: string): boolean => {
    const lower = word.toLowerCase();
    if (known.has(lower) || allowed.has(lower)) return true;
    const parts = lower.split(/[-'.&]/).filter(Boolean);
    return parts.length > 1 && parts.every((p) => known.has(p) || allowed.has(p));
  };

  const unsupported: string[] = [];
  for (const { text: word, start } of tokens(text)) {
    if (/^\p{N}/u.test(word)) {
      const n = numberOf(word);
      if ((n === null || !knownNumbers.has(n)) && !isKnown(word)) unsupported.push(word);
    } else if (/^\p{Lu}/u.test(word) && (options.checkSentenceStarts || !start)) {
      if (!isKnown(word)) unsupported.push(word);
    }
  }
  return [...new Set(unsupported)];
}
