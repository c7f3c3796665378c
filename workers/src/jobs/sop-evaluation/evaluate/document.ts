/** An SOP's text read once: paragraphs, sentences, words and a matching key per sentence. */
import { searchKeyOf } from "@gradplan/schema";
import { countWords, sentences } from "../../../language/text";

export interface SopSentence {
  text: string;
  /** Index of its paragraph in `paragraphs`. */
  paragraph: number;
  words: number;
  /** Lower case, punctuation read as spaces, " and " left out (see `matchKey`). */
  key: string;
}

export interface SopDocument {
  /** Every paragraph, titles included: what the grammar and readability read. */
  paragraphs: string[];
  /** Indexes of the paragraphs that are prose, not a title line ("Statement of Purpose"). */
  body: number[];
  sentences: SopSentence[];
  wordCount: number;
}

/**
 * The text names are compared in: `searchKeyOf` (lower case; "," "-" "&" "/" read as spaces,
 * "." and "'" dropped) without possessives and the word "and": "Industrial & Systems
 * Engineering" and "Industrial and Systems Engineering" are the same name, and "Carnegie
 * Mellon's" names Carnegie Mellon.
 */
export function matchKey(text: string): string {
  return searchKeyOf(text.replace(/['’]s(?![\p{L}\p{N}])/gu, ""))
    .split(" ")
    .filter((word) => word && word !== "and")
    .join(" ");
}

/** Whether `key` (a matchKey) holds `phrase` (a matchKey) as whole words. */
export function keyHas(key: string, phrase: string): boolean {
  if (!phrase) return false;
  return ` ${key} `.includes(` ${phrase} `);
}

/**
 * Paragraphs: blocks between blank lines (a hard-wrapped block is one paragraph), or, when the
 * text has no blank line (a .docx's text has one paragraph a line), lines; a line that stops
 * mid-sentence runs on into the next when it is longer than a title or the next does not start
 * with a capital (text copied from a PDF).
 */
function paragraphsOf(text: string): string[] {
  const normalized = text.replace(/\r\n?/g, "\n").replace(/\u00a0/g, " ");
  let blocks: string[];
  if (/\n[ \t]*\n/.test(normalized)) {
    blocks = normalized.split(/\n[ \t]*\n/).map((block) => block.replace(/[ \t]*\n[ \t]*/g, " "));
  } else {
    blocks = [];
    const lines = normalized.split("\n").map((line) => line.trim());
    let open = false;
    lines.forEach((line, i) => {
      if (open) blocks[blocks.length - 1] += ` ${line}`;
      else blocks.push(line);
      const next = lines[i + 1] ?? "";
      open =
        !ENDS_SENTENCE.test(line) &&
        /[\p{L}\p{N}]/u.test(next) &&
        (countWords(line) > TITLE_WORDS || !/^\p{Lu}/u.test(next));
    });
  }
  return blocks.map((block) => block.trim()).filter((block) => /[\p{L}\p{N}]/u.test(block));
}

/** A line this short without a full stop is a title ("Statement of Purpose"), not prose. */
const TITLE_WORDS = 10;
const ENDS_SENTENCE = /[.!?:]["')\]”’]?$/;

/** A title line: short and without a full stop ("Statement of Purpose", "Priya Sharma"). */
function isTitle(paragraph: string): boolean {
  return countWords(paragraph) <= TITLE_WORDS && !ENDS_SENTENCE.test(paragraph);
}

export function readSop(text: string): SopDocument {
  const paragraphs = paragraphsOf(text);
  const body: number[] = [];
  const found: SopSentence[] = [];
  paragraphs.forEach((paragraph, index) => {
    if (isTitle(paragraph)) return;
    body.push(index);
    for (const sentence of sentences(paragraph)) {
      found.push({
        text: sentence,
        paragraph: index,
        words: countWords(sentence),
        key: matchKey(sentence),
      });
    }
  });
  return { paragraphs, body, sentences: found, wordCount: countWords(text) };
}

/**
 * How a comment quotes a sentence: whole up to 30 words, else its first 25 and "…"; without
 * its full stop, so the comment's own punctuation follows.
 */
export function quote(sentence: string): string {
  const words = sentence.split(/\s+/).filter(Boolean);
  const text = words.length <= 30 ? words.join(" ") : `${words.slice(0, 25).join(" ")}…`;
  return `"${text.replace(/\.$/, "")}"`;
}

export interface PartResult {
  /** 0-100 integer. */
  score: number;
  comments: string[];
}

export function clampScore(points: number): number {
  return Math.round(Math.min(100, Math.max(0, points)));
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
