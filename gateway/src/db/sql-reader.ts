/**
 * Read-only SQL for hot paths (suggestions, and later filtering): node-postgres with no ORM in
 * between. The bench showed MikroORM's raw execute costing about half a millisecond a request on
 * this path; writes and entity work stay on MikroORM. See docs/architecture.md.
 */
import pg from "pg";

export interface SqlReader {
  query<Row>(sql: string, params: readonly unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** Statements are written with `?` placeholders; pg wants `$1..$n`. Converted once per text. */
const converted = new Map<string, string>();
function pgText(sql: string): string {
  let text = converted.get(sql);
  if (text === undefined) {
    let n = 0;
    text = sql.replace(/\?/g, () => `$${++n}`);
    converted.set(sql, text);
  }
  return text;
}

export function createSqlReader(databaseUrl: string, max = 10): SqlReader {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => undefined);
  return {
    async query<Row>(sql: string, params: readonly unknown[]) {
      const result = await pool.query(pgText(sql), params as unknown[]);
      return result.rows as Row[];
    },
    close: () => pool.end(),
  };
}
