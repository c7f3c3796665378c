/**
 * A minimal RFC 4180 CSV reader. The federal extract quotes a few fields that contain commas
 * (some websites carry "#location=City, ST"), so splitting on commas is not enough; a dependency
 * for this would be overkill.
 */

/** Parse CSV text into rows of string cells (quotes removed, "" unescaped). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          inQuotes = false;
        }
      } else {
        cell += ch;
      }
    } else if (ch === '"') {
      inQuotes = true;
    } else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else {
      cell += ch;
    }
  }
  if (inQuotes) throw new Error("csv: unterminated quoted field");
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ""));
}

/** Parse CSV with a header row into records keyed by column name; checks the expected columns. */
export function parseCsvRecords(
  text: string,
  requiredColumns: readonly string[],
): Record<string, string>[] {
  const [header, ...body] = parseCsv(text);
  if (!header) throw new Error("csv: empty file");
  for (const column of requiredColumns) {
    if (!header.includes(column)) throw new Error(`csv: missing column "${column}"`);
  }
  return body.map((cells, index) => {
    if (cells.length !== header.length) {
      throw new Error(`csv: row ${index + 2} has ${cells.length} cells, expected ${header.length}`);
    }
    const record: Record<string, string> = {};
    header.forEach((column, i) => {
      record[column] = cells[i] ?? "";
    });
    return record;
  });
}
