/** Email text for the decision classifier: normalization, sentences, words for phrase lookups. */

/**
 * One spelling for what mail clients spell many ways: straight quotes, plain spaces, "\n" line
 * ends, trimmed lines, at most one blank line in a row, at most three of . ! ? in a row ("!!!!!"
 * would cost the sentence splitter time in proportion to its square).
 */
export function normalizeText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, "")
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000\t]/g, " ")
    .replace(/[\u2018\u2019\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201f\u2033]/g, '"')
    .replace(/\u2026/g, "...")
    .replace(/[.!?]{4,}/g, (run) => run.slice(0, 3))
    .replace(/ {2,}/g, " ")
    .replace(/^ +| +$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const ENDS_SENTENCE = /[.!?:;]["')\]]*$/;
/** "Decision: Admit", "Program: M.S. Electrical Engineering": a form's field, a line of its own. */
const FIELD_LINE = /^\p{Lu}[\p{L} ]{0,30}: \S/u;
const BULLET = /^(?:[-*\u2022\u00b7\u25aa]|\d{1,2}[.)])\s+/;
/**
 * Hard-wrapped plain text has lines of 60-78 characters; a shorter line that does not end a
 * sentence is a line of its own ("Dear Priya,", "Office of Graduate Admissions").
 */
const SHORT_LINE = 50;

/**
 * Whether a line starts a new run: the one before ends a sentence (not "M.S." before "program"),
 * is short, or either is a bullet or a form field.
 */
function breaksBetween(previous: string, line: string): boolean {
  if (previous.length < SHORT_LINE || BULLET.test(line)) return true;
  if (FIELD_LINE.test(previous) || FIELD_LINE.test(line)) return true;
  if (!ENDS_SENTENCE.test(previous)) return false;
  return !/^\p{Ll}/u.test(line) && !endsWithAbbreviation(previous);
}

/** Lines joined into runs of text that belong together, as a reader would see them. */
function textRuns(text: string): string[] {
  const runs: string[] = [];
  for (const paragraph of normalizeText(text).split(/\n\s*\n/)) {
    let run = "";
    let previous = "";
    for (const line of paragraph.split("\n")) {
      if (run === "" || breaksBetween(previous, line)) {
        if (run) runs.push(run);
        run = line;
      } else run = `${run} ${line}`;
      previous = line;
    }
    if (run) runs.push(run);
  }
  return runs;
}

const ABBREVIATIONS = new Set([
  "dr.",
  "mr.",
  "mrs.",
  "ms.",
  "prof.",
  "st.",
  "no.",
  "vs.",
  "jan.",
  "feb.",
  "mar.",
  "apr.",
  "aug.",
  "sept.",
  "sep.",
  "oct.",
  "nov.",
  "dec.",
]);
/** Initialisms (U.S., M.S., e.g., Ph.D., a.m.) and single initials (J. Smith), not "us." */
const INITIALISM = /^(?:(?:[a-z]{1,2}\.){2,}|[A-Z]\.)$/i;
const SENTENCE_END = /[.!?]+["')\]]*(?=\s+["'([]?[A-Z0-9])/g;

function isAbbreviation(word: string): boolean {
  return ABBREVIATIONS.has(word.toLowerCase()) || INITIALISM.test(word);
}

function endsWithAbbreviation(text: string): boolean {
  return isAbbreviation(text.slice(text.lastIndexOf(" ") + 1));
}

/** The sentences of a run, split after . ! ? before a capital, abbreviations kept whole. */
function splitRun(run: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of run.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    const word = run.slice(run.lastIndexOf(" ", match.index) + 1, match.index + 1);
    if (match[0] === "." && isAbbreviation(word)) continue;
    sentences.push(run.slice(start, end));
    start = end;
  }
  sentences.push(run.slice(start));
  return sentences;
}

/** The sentences of a plain text, trimmed, bullets dropped, those without a letter skipped. */
export function splitSentences(text: string): string[] {
  return textRuns(text)
    .flatMap(splitRun)
    .map((sentence) => sentence.replace(BULLET, "").trim())
    .filter((sentence) => /\p{L}/u.test(sentence));
}

/** Lowercase words and digits only, one space apart and one at each end: for phrase lookups. */
export function wordsOf(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return ` ${words} `;
}
