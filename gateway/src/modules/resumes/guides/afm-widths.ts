/** Glyph advance widths of the standard Type 1 fonts Helvetica and Helvetica-Bold (Adobe AFM). */

export type FontKey = "regular" | "bold";

/** First WinAnsi code of the tables below (space). */
const FIRST_CODE = 32;

/**
 * Widths in 1/1000 em for WinAnsi codes 32..126, from the Adobe Helvetica.afm metrics. Code 39 is
 * quotesingle and code 96 grave under WinAnsiEncoding (not quoteright/quoteleft as in
 * StandardEncoding), so their widths are those glyphs'.
 */
// biome-ignore format: one row per 16 codes keeps the table checkable against the AFM file.
const HELVETICA: readonly number[] = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // 32-47
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 48-63
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // 64-79
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // 80-95
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // 96-111
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // 112-126
];

/** Widths in 1/1000 em for WinAnsi codes 32..126, from the Adobe Helvetica-Bold.afm metrics. */
// biome-ignore format: one row per 16 codes keeps the table checkable against the AFM file.
const HELVETICA_BOLD: readonly number[] = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, // 32-47
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, // 48-63
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, // 64-79
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, // 80-95
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, // 96-111
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, // 112-126
];

/** WinAnsi 0x95, the bullet glyph: 350 in both fonts. The only code used above 126. */
export const BULLET_CODE = 0x95;
const BULLET_WIDTH = 350;

const TABLES: Record<FontKey, readonly number[]> = { regular: HELVETICA, bold: HELVETICA_BOLD };

/** PostScript names of the two fonts, as the PDF font dictionaries name them. */
export const BASE_FONT: Record<FontKey, string> = {
  regular: "Helvetica",
  bold: "Helvetica-Bold",
};

/** Advance width of one WinAnsi code in 1/1000 em; throws on a code the tables do not cover. */
export function glyphWidth(code: number, font: FontKey): number {
  if (code === BULLET_CODE) return BULLET_WIDTH;
  const width = TABLES[font][code - FIRST_CODE];
  if (width === undefined) throw new Error(`No width for character code ${code}`);
  return width;
}

/** Width in points of WinAnsi text (one char per code, as `toWinAnsi` returns) at `size` pt. */
export function textWidth(text: string, font: FontKey, size: number): number {
  let units = 0;
  for (let i = 0; i < text.length; i++) units += glyphWidth(text.charCodeAt(i), font);
  return (units * size) / 1000;
}
