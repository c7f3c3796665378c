/**
 * The SQL behind every suggestion endpoint, as text with `?` placeholders so the gateway (knex)
 * and the benchmark's bare server (pg) run exactly the same statements.
 *
 * Prefix matches come from a btree walk over `search_key text_pattern_ops` and stop at the limit.
 * Only when fewer than the limit exist, and the query has at least three characters (what a
 * trigram index can serve), a trigram substring search fills the rest: word starts first.
 */
import { SEARCH_KEY } from "./search-indexes";

export interface SuggestionSource {
  table: string;
  /** The indexed, lower-cased text searched (the generated `search_key` column). */
  key: string;
  /** Columns returned: always `label`, plus whatever the endpoint answers. */
  columns: string;
}

export const SOURCES = {
  universities: {
    table: "university",
    key: SEARCH_KEY,
    columns: `"id" as "id", "name" as "label"`,
  },
  undergradUniversities: {
    table: "undergrad_university",
    key: SEARCH_KEY,
    columns: `"name" as "label"`,
  },
  courses: {
    table: "undergrad_course",
    key: SEARCH_KEY,
    columns: `"course_name" as "label", "course_code" as "code"`,
  },
  conferences: {
    table: "conference",
    key: SEARCH_KEY,
    columns: `"name" || ' (' || "acronym" || ')' as "label"`,
  },
  journals: { table: "journal", key: SEARCH_KEY, columns: `"name" as "label"` },
} as const satisfies Record<string, SuggestionSource>;

export const MIN_SUBSTRING_QUERY_LENGTH = 3;

/** Escapes LIKE wildcards so `%`, `_` and `\` in a query match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface Statement {
  sql: string;
  params: (string | number)[];
}

export function prefixStatement(s: SuggestionSource, query: string, limit: number): Statement {
  return {
    sql: `select ${s.columns} from "${s.table}" where ${s.key} like ? escape '\\' order by ${s.key} using ~<~ limit ?`,
    params: [`${escapeLike(query)}%`, limit],
  };
}

export function substringStatement(s: SuggestionSource, query: string, limit: number): Statement {
  const q = escapeLike(query);
  return {
    sql:
      `select ${s.columns} from "${s.table}" where ${s.key} like ? escape '\\' and ${s.key} not like ? escape '\\' ` +
      `order by (${s.key} like ? escape '\\') desc, ${s.key} limit ?`,
    params: [`%${q}%`, `${q}%`, `% ${q}%`, limit],
  };
}
