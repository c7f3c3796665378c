/**
 * Read-only SQL for hot paths (suggestions, and later filtering): node-postgres with no ORM in
 * between. The bench showed MikroORM's raw execute costing about half a millisecond a request on
 * this path; writes and entity work stay on MikroORM. See docs/architecture.md.
 */
import { createHash } from "node:crypto";
import pg from "pg";

export interface SqlReader {
  query<Row>(sql: string, params: readonly unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

interface Prepared {
  name: string;
  text: string;
}

/**
 * Statements are written with `?` placeholders; pg wants `$1..$n`. Converted once per text, and
 * named, so each pooled connection parses and plans a statement once instead of per request
 * (planning a join cost as much as running it). Bounded: unknown texts beyond it run unnamed.
 */
const prepared = new Map<string, Prepared>();
const MAX_PREPARED = 5_000;
function pgStatement(sql: string): Prepared | string {
  const known = prepared.get(sql);
  if (known) return known;
  let n = 0;
  const text = sql.replace(/\?/g, () => `$${++n}`);
  if (prepared.size >= MAX_PREPARED) return text;
  const statement = {
    name: `s${createHash("sha1").update(text).digest("hex").slice(0, 20)}`,
    text,
  };
  prepared.set(sql, statement);
  return statement;
}

export function createSqlReader(databaseUrl: string, max = 10): SqlReader {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => undefined);
  return {
    async query<Row>(sql: string, params: readonly unknown[]) {
      const statement = pgStatement(sql);
      const result =
        typeof statement === "string"
          ? await pool.query(statement, params as unknown[])
          : await pool.query({ ...statement, values: params as unknown[] });
      return result.rows as Row[];
    },
    close: () => pool.end(),
  };
}
