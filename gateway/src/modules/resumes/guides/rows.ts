/** Rows, the unit of vertical layout in the PDF writer, and the rules that keep them together. */

/** Drawn at `top` (y of its upper edge, PDF y grows upwards) from the `left` x origin. */
export interface Row {
  height: number;
  draw: (top: number, left: number) => void;
  /** Blank space: dropped at the top of a page. */
  spacer?: boolean;
  /** Never separated from the row before it by a page break (when the group fits a page). */
  glue?: boolean;
}

export function spacer(height: number): Row {
  return { height, draw: () => {}, spacer: true };
}

export function total(rows: readonly Row[]): number {
  return rows.reduce((sum, row) => sum + row.height, 0);
}

/** Draws rows top-down from `top` at `left`, as the inside of a block that is already placed. */
export function stack(rows: readonly Row[], top: number, left: number): void {
  let y = top;
  for (const row of rows) {
    row.draw(y, left);
    y -= row.height;
  }
}

/**
 * Widow and orphan control for the lines of one paragraph or list item: the second line sticks
 * to the first and the last to the one before, so no line is left alone across a page break.
 */
export function glueEnds(rows: readonly Row[]): Row[] {
  return rows.map((row, index) =>
    index > 0 && (index === 1 || index === rows.length - 1) ? { ...row, glue: true } : row,
  );
}

/** Every row glued to the previous one: the whole block moves to the next page if needed. */
export function glueAll(rows: readonly Row[]): Row[] {
  return rows.map((row, index) => (index > 0 ? { ...row, glue: true } : row));
}

/** Glues the first `count` non-blank rows (and any blanks among them) to what precedes them. */
export function glueHead(rows: readonly Row[], count: number): Row[] {
  let left = count;
  return rows.map((row) => {
    if (left <= 0) return row;
    if (!row.spacer) left--;
    return { ...row, glue: true };
  });
}

/** Splits rows into runs that must share a page: a glued row joins the run before it. */
export function groups(rows: readonly Row[]): Row[][] {
  const out: Row[][] = [];
  for (const row of rows) {
    const last = out.at(-1);
    if (row.glue && last) last.push(row);
    else out.push([row]);
  }
  return out;
}
