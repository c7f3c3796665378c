/**
 * Counts the SQL statements this process sends while a block runs: node-postgres is the one
 * driver under both MikroORM and the SqlReader, so wrapping `Client.prototype.query` sees every
 * statement the in-process test gateway runs (no pg_stat_statements needed).
 */
import pg from "pg";

/** Runs `work` and answers its result with the text of every statement sent meanwhile. */
export async function countingSql<T>(work: () => Promise<T>): Promise<{
  result: T;
  statements: string[];
}> {
  const statements: string[] = [];
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [config] = args;
    statements.push(
      typeof config === "string" ? config : String((config as { text?: string })?.text ?? config),
    );
    return original.apply(this, args);
  };
  try {
    return { result: await work(), statements };
  } finally {
    proto.query = original;
  }
}
