/** Text for the PDF writer: WinAnsi mapping, string escaping, bold markup and width-measured wrapping. */
import { BULLET_CODE, type FontKey, textWidth } from "./afm-widths";

/**
 * Typographic characters mapped to what the width tables cover. Authors paste from Word and
 * Docs, which turn quotes and dashes curly; the tables only measure printable ASCII.
 */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201a": "'",
  "\u2032": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u201e": '"',
  "\u2033": '"',
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2013": "-",
  "\u2014": "--",
  "\u2015": "--",
  "\u2212": "-",
  "\u2026": "...",
  "\u00a0": " ",
  "\u2009": " ",
  "\u202f": " ",
  "\u2192": "->",
  "\u00d7": "x",
  "\u2022": String.fromCharCode(BULLET_CODE),
};

/**
 * The text as WinAnsi codes (one JS char per byte). Throws on anything else, so a character the
 * fonts cannot show fails the build and the tests instead of printing as a blank.
 */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text) {
    const replaced = REPLACEMENTS[char];
    if (replaced !== undefined) {
      out += replaced;
      continue;
    }
    const code = char.codePointAt(0) ?? 0;
    if (code === 9 || code === 10 || code === 13) out += " ";
    else if (code >= 32 && code <= 126) out += char;
    else throw new Error(`Character U+${code.toString(16).padStart(4, "0")} cannot be written`);
  }
  return out;
}

/** A PDF literal string body: `\`, `(` and `)` escaped, bytes above 126 as octal escapes. */
export function escapePdfString(winAnsi: string): string {
  let out = "";
  for (let i = 0; i < winAnsi.length; i++) {
    const char = winAnsi.charAt(i);
    const code = winAnsi.charCodeAt(i);
    if (char === "\\" || char === "(" || char === ")") out += `\\${char}`;
    // Octal keeps the file pure ASCII, so string lengths equal byte offsets.
    else if (code > 126 || code < 32) out += `\\${code.toString(8).padStart(3, "0")}`;
    else out += char;
  }
  return out;
}

/** A run of text in one font, already in WinAnsi. */
export interface Span {
  text: string;
  font: FontKey;
}

/** One wrapped line: its spans and measured width in points. */
export interface Line {
  spans: Span[];
  width: number;
}

/** `**bold**` markup to spans; the only inline style the guides need (labels like "Before:"). */
export function parseMarkup(text: string, baseFont: FontKey = "regular"): Span[] {
  const spans: Span[] = [];
  text.split("**").forEach((part, index) => {
    if (part === "") return;
    spans.push({ text: toWinAnsi(part), font: index % 2 === 1 ? "bold" : baseFont });
  });
  return spans;
}

function spansWidth(spans: readonly Span[], size: number): number {
  return spans.reduce((sum, span) => sum + textWidth(span.text, span.font, size), 0);
}

/** Appends a span, merging it into the last one when the font is the same. */
function pushSpan(spans: Span[], span: Span): void {
  const last = spans.at(-1);
  if (last && last.font === span.font) last.text += span.text;
  else spans.push({ ...span });
}

/** Words as span lists: a word may change font mid-way ("**30%**,"), spaces separate words. */
function splitWords(spans: readonly Span[]): Span[][] {
  const words: Span[][] = [];
  let current: Span[] = [];
  for (const span of spans) {
    span.text.split(" ").forEach((part, index) => {
      if (index > 0 && current.length > 0) {
        words.push(current);
        current = [];
      }
      if (part !== "") pushSpan(current, { text: part, font: span.font });
    });
  }
  if (current.length > 0) words.push(current);
  return words;
}

/** Cuts a word wider than a whole line (a long URL) into pieces that fit. */
function hardSplit(word: readonly Span[], size: number, maxWidth: number): Span[][] {
  const pieces: Span[][] = [];
  let piece: Span[] = [];
  for (const span of word) {
    for (const char of span.text) {
      const next: Span[] = piece.map((s) => ({ ...s }));
      pushSpan(next, { text: char, font: span.font });
      if (piece.length > 0 && spansWidth(next, size) > maxWidth) {
        pieces.push(piece);
        piece = [{ text: char, font: span.font }];
      } else piece = next;
    }
  }
  if (piece.length > 0) pieces.push(piece);
  return pieces;
}

/** Greedy wrapping by measured width: every returned line is at most `maxWidth` points wide. */
export function wrapSpans(spans: readonly Span[], size: number, maxWidth: number): Line[] {
  const lines: Line[] = [];
  let line: Span[] = [];
  let width = 0;
  const space = textWidth(" ", "regular", size); // 278 units in both fonts
  const flush = () => {
    if (line.length > 0) lines.push({ spans: line, width });
    line = [];
    width = 0;
  };
  for (const word of splitWords(spans)) {
    const wordWidth = spansWidth(word, size);
    if (line.length > 0 && width + space + wordWidth <= maxWidth) {
      pushSpan(line, { text: " ", font: line.at(-1)!.font });
      for (const span of word) pushSpan(line, span);
      width += space + wordWidth;
      continue;
    }
    flush();
    const pieces = wordWidth > maxWidth ? hardSplit(word, size, maxWidth) : [word];
    for (const piece of pieces) {
      flush();
      line = piece.map((s) => ({ ...s }));
      width = spansWidth(piece, size);
    }
  }
  flush();
  return lines;
}
