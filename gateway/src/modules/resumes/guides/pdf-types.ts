/** The PDF writer's vocabulary: page sizes, document options, text styles, columns, placed lines. */
import type { FontKey } from "./afm-widths";
import type { Tone } from "./ops";

export const PAGE_SIZES = {
  A4: { width: 595.28, height: 841.89 },
  Letter: { width: 612, height: 792 },
} as const;
export type PageSize = keyof typeof PAGE_SIZES;

export interface PdfOptions {
  title: string;
  author: string;
  subject?: string;
  pageSize?: PageSize;
  /** Left, right and top margin in points; the bottom one also holds the footer. */
  margin?: number;
  /** Left part of the footer; the right part is "Page n of N". */
  footerLabel?: string;
}

/** Every text line drawn, with its measured width and the right edge it had to stay within. */
export interface PlacedLine {
  page: number;
  x: number;
  y: number;
  width: number;
  right: number;
  size: number;
  text: string;
}

export interface TextStyle {
  size?: number;
  font?: FontKey;
  tone?: Tone;
}

/** A column of the two-column block: an optional coloured label over a list. */
export interface Column {
  label?: string;
  tone: Tone;
  items: readonly string[];
}
