/** A small dependency-free PDF 1.4 writer: flowing headings, paragraphs, lists and two-column blocks. */
import { textWidth } from "./afm-widths";
import { boxOp, fillOp, ruleOp, type Tone, textOp } from "./ops";
import { assemblePdf } from "./pdf-file";
import {
  type Column,
  PAGE_SIZES,
  type PdfOptions,
  type PlacedLine,
  type TextStyle,
} from "./pdf-types";
import { glueAll, glueEnds, glueHead, groups, type Row, spacer, stack, total } from "./rows";
import { type Line, parseMarkup, toWinAnsi, wrapSpans } from "./text";

export type { Tone } from "./ops";
export {
  type Column,
  PAGE_SIZES,
  type PageSize,
  type PdfOptions,
  type PlacedLine,
  type TextStyle,
} from "./pdf-types";

type Marker = "bullet" | "box";

const BODY_SIZE = 10;
const LEADING = 1.35;
const FOOTER_SIZE = 8;

export class PdfDocument {
  readonly width: number;
  readonly height: number;
  readonly margin: number;
  readonly placedLines: PlacedLine[] = [];
  private readonly pages: string[][] = [];
  private cursor = 0;
  private atPageTop = true;
  /** Heading rows waiting to be placed together with the start of the next block. */
  private pending: Row[] = [];

  constructor(private readonly options: PdfOptions) {
    const size = PAGE_SIZES[options.pageSize ?? "Letter"];
    this.width = size.width;
    this.height = size.height;
    this.margin = options.margin ?? 50;
    this.newPage();
  }

  get contentWidth(): number {
    return this.width - 2 * this.margin;
  }

  /** Lowest y body text may reach; below it sit the footer rule and text. */
  private get bottom(): number {
    return this.margin + 12;
  }

  /** Height available for body text on an empty page. */
  private get pageBody(): number {
    return this.height - this.margin - this.bottom;
  }

  title(text: string): void {
    this.flow([...this.textRows(text, this.contentWidth, TITLE), spacer(4)]);
  }

  subtitle(text: string): void {
    this.flow([...this.textRows(text, this.contentWidth, SUBTITLE), this.ruleRow(8, 12)]);
  }

  /** A section heading with a rule under it; it never ends a page (see `flow`). */
  heading(text: string): void {
    const rows = [...this.textRows(text, this.contentWidth, HEADING), this.ruleRow(3, 7)];
    this.pending.push(spacer(9), ...rows.map((row) => ({ ...row, glue: true })));
  }

  subheading(text: string): void {
    const rows = this.textRows(text, this.contentWidth, { size: 11, font: "bold" });
    this.pending.push(spacer(5), ...rows.map((row) => ({ ...row, glue: true })));
  }

  paragraph(text: string, style: TextStyle = {}): void {
    this.flow([...glueEnds(this.textRows(text, this.contentWidth, style)), spacer(6)]);
  }

  /** A bullet list; with the "box" marker (a checklist) it is kept on one page when it fits. */
  bullets(items: readonly string[], marker: Marker = "bullet"): void {
    const rows = this.listRows(items, this.contentWidth, BODY_SIZE, marker);
    this.flow([...(marker === "box" ? glueAll(rows) : rows), spacer(4)]);
  }

  /** Paragraphs on a shaded panel with an accent bar, never split across pages. */
  callout(paragraphs: readonly string[]): void {
    const pad = 7;
    const inner: Row[] = paragraphs.flatMap((text, index) => [
      ...(index > 0 ? [spacer(2)] : []),
      ...this.textRows(text, this.contentWidth - 2 * pad - 3, { size: 9.5 }),
    ]);
    const height = total(inner) + 2 * pad;
    if (height > this.pageBody) {
      // Taller than a page: flowing plain paragraphs beats overflowing the bottom margin.
      for (const text of paragraphs) this.paragraph(text, { size: 9.5 });
      return;
    }
    const draw = (top: number, left: number) => {
      this.ops.push(fillOp("shade", left, top - height, this.contentWidth, height));
      this.ops.push(fillOp("accent", left, top - height, 3, height));
      stack(inner, top - pad, left + pad + 3);
    };
    this.flow([{ height, draw }, spacer(6)]);
  }

  /** Two lists side by side ("Do" / "Don't", a checklist), never split across pages. */
  columns(left: Column, right: Column, marker: Marker = "bullet"): void {
    const gutter = 18;
    const width = (this.contentWidth - gutter) / 2;
    const column = (col: Column): Row[] => [
      ...(col.label === undefined
        ? []
        : [
            ...this.textRows(col.label, width, { size: 10.5, font: "bold", tone: col.tone }),
            spacer(2),
          ]),
      ...this.listRows(col.items, width, 9.5, marker, col.tone),
    ];
    const [a, b] = [column(left), column(right)];
    const height = Math.max(total(a), total(b));
    if (height > this.pageBody) {
      for (const col of [left, right]) {
        if (col.label !== undefined) this.subheading(col.label);
        this.bullets(col.items, marker);
      }
      return;
    }
    const draw = (top: number, x: number) => {
      stack(a, top, x);
      stack(b, top, x + width + gutter);
    };
    this.flow([{ height, draw }, spacer(8)]);
  }

  /**
   * The finished file, once all content is added; footers are drawn here because they need the
   * final page count.
   */
  toBuffer(): Buffer {
    this.flow([]);
    const count = this.pages.length;
    const pages = this.pages.map((ops, index) => {
      const y = this.margin - 16;
      const label = this.options.footerLabel ?? this.options.title;
      const right = this.width - this.margin;
      const pageLine = plainLine(`Page ${index + 1} of ${count}`, FOOTER_SIZE);
      const footerText = (line: Line, x: number) =>
        this.textLine(line, x, y, FOOTER_SIZE, "muted", right, index);
      const footer = [
        ruleOp(this.margin, y + 11, right),
        footerText(plainLine(label, FOOTER_SIZE), this.margin),
        footerText(pageLine, right - pageLine.width),
      ];
      return { width: this.width, height: this.height, content: [...ops, ...footer].join("\n") };
    });
    const { title, author, subject } = this.options;
    return assemblePdf(
      pages,
      subject === undefined ? { title, author } : { title, author, subject },
    );
  }

  private newPage(): void {
    this.pages.push([]);
    this.cursor = this.height - this.margin;
    this.atPageTop = true;
  }

  private get ops(): string[] {
    return this.pages.at(-1)!;
  }

  /**
   * Places rows top-down. Pending heading rows go first, glued to the first two rows after them;
   * a glued run that fits on a page but not in the space left starts a new page.
   */
  private flow(rows: readonly Row[]): void {
    const all = [...this.pending, ...glueHead(rows, this.pending.length > 0 ? 2 : 0)];
    this.pending = [];
    for (const run of groups(all)) {
      const height = total(run);
      if (!this.atPageTop && this.cursor - height < this.bottom && height <= this.pageBody) {
        this.newPage();
      }
      for (const row of run) this.place(row);
    }
  }

  private place(row: Row): void {
    if (row.spacer && this.atPageTop) return; // no blank band at the top of a page
    if (this.cursor - row.height < this.bottom) {
      this.newPage();
      if (row.spacer) return;
    }
    row.draw(this.cursor, this.margin);
    this.cursor -= row.height;
    if (!row.spacer) this.atPageTop = false;
  }

  private ruleRow(gapAbove: number, gapBelow: number): Row {
    const draw = (top: number, left: number) => {
      this.ops.push(ruleOp(left, top - gapAbove, left + this.contentWidth));
    };
    return { height: gapAbove + gapBelow, draw };
  }

  /** Wrapped text as one row per line, within `width`; `indent` shifts the lines right. */
  private textRows(text: string, width: number, style: TextStyle, indent = 0): Row[] {
    const size = style.size ?? BODY_SIZE;
    const lines = wrapSpans(parseMarkup(text, style.font ?? "regular"), size, width - indent);
    return lines.map((line) => this.lineRow(line, size, style.tone ?? "text", indent, width));
  }

  private lineRow(line: Line, size: number, tone: Tone, indent: number, width: number): Row {
    const height = size * LEADING;
    const draw = (top: number, left: number) => {
      const y = baseline(top, height, size);
      this.ops.push(this.textLine(line, left + indent, y, size, tone, left + width));
    };
    return { height, draw };
  }

  /** Items with a hanging indent; the marker is drawn beside each item's first line. */
  private listRows(
    items: readonly string[],
    width: number,
    size: number,
    marker: Marker,
    tone: Tone = "accent",
  ): Row[] {
    return items.flatMap((item, index) => {
      const rows = glueEnds(this.textRows(item, width, { size }, size * 1.5));
      const first = rows[0]!;
      const draw = (top: number, left: number) => {
        first.draw(top, left);
        const y = baseline(top, first.height, size);
        if (marker === "box") {
          this.ops.push(boxOp(tone, left + 1, y, size * 0.62));
        } else {
          this.ops.push(this.textLine(BULLET, left + 1, y, size, tone, left + width));
        }
      };
      rows[0] = { ...first, draw };
      return index < items.length - 1 ? [...rows, spacer(size * 0.25)] : rows;
    });
  }

  /** Emits a text line and records it with its measured width, for the fit tests. */
  private textLine(
    line: Line,
    x: number,
    y: number,
    size: number,
    tone: Tone,
    right: number,
    page = this.pages.length - 1,
  ): string {
    const text = line.spans.map((span) => span.text).join("");
    const width = line.spans.reduce((sum, span) => sum + textWidth(span.text, span.font, size), 0);
    this.placedLines.push({ page, x, y, width, right, size, text });
    return textOp(line.spans, x, y, size, tone);
  }
}

const TITLE: TextStyle = { size: 22, font: "bold", tone: "accent" };
const SUBTITLE: TextStyle = { size: 11.5, tone: "muted" };
const HEADING: TextStyle = { size: 13.5, font: "bold", tone: "accent" };
const BULLET = plainLine("\u2022", BODY_SIZE); // WinAnsi bullet

/** Unwrapped single-font text as a line (footers, markers). */
function plainLine(text: string, size: number): Line {
  const winAnsi = toWinAnsi(text);
  return {
    spans: [{ text: winAnsi, font: "regular" }],
    width: textWidth(winAnsi, "regular", size),
  };
}

/** Baseline of a line centred in its row, allowing for the descenders below it. */
function baseline(top: number, rowHeight: number, size: number): number {
  return top - (rowHeight + size) / 2 + 0.22 * size;
}
