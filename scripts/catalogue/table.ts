/**
 * Curated reference lists are kept as "a | b | c" text tables: one entry a line stays readable
 * and greppable, where object literals would be re-wrapped over several lines by the formatter.
 */

/** Split a table into rows of exactly `columns` trimmed cells; blank lines are skipped. */
export function parseTable(table: string, columns: number): string[][] {
  return table
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const cells = line.split("|").map((cell) => cell.trim());
      if (cells.length !== columns || cells.some((cell) => cell === "")) {
        throw new Error(`table: expected ${columns} non-empty cells in "${line}"`);
      }
      return cells;
    });
}
