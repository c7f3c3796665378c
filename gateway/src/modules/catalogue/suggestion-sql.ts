/**
 * The SQL behind every suggestion endpoint, as text with `?` placeholders so the gateway (knex)
 * and the benchmark's bare server (pg) run exactly the same statements.
 *
 * Prefix matches come from a btree walk over `search_key text_pattern_ops` and stop at the limit.
 * Only when fewer than the limit exist, and the query has at least three characters (what a
 * trigram index can serve), a trigram substring search fills the rest: word starts first.
 */
import { SEARCH_KEY, SEARCH_TERM_ORDER } from "./search-indexes";

export interface SuggestionSource {
  table: string;
  /** The indexed, lower-cased text searched (the generated `search_key` column). */
  key: string;
  /** Order among rows with the same key, as the prefix index holds it (search-indexes.ts). */
  thenBy?: string;
  /** Columns returned: always `label`, plus whatever the endpoint answers. */
  columns: string;
}

export const SOURCES = {
  // A university is found by any of its names, and answered by its own (university_search_term).
  universities: {
    table: "university_search_term",
    key: SEARCH_KEY,
    thenBy: SEARCH_TERM_ORDER,
    columns: `"university_id" as "id", "university_name" as "label"`,
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

const thenBy = (s: SuggestionSource) => (s.thenBy ? `, ${s.thenBy}` : "");

/**
 * The smallest string above every string starting with `prefix` (in code point order, which is
 * the byte order text_pattern_ops compares in), or null when there is none.
 */
export function prefixUpperBound(prefix: string): string | null {
  const chars = [...prefix];
  while (chars.length > 0) {
    let next = (chars.pop()?.codePointAt(0) ?? 0) + 1;
    if (next >= 0xd800 && next <= 0xdfff) next = 0xe000; // no surrogate stands alone
    if (next <= 0x10ffff) return chars.join("") + String.fromCodePoint(next);
  }
  return null;
}

/**
 * A prefix is a key range, [query, the next string above every one starting with it), so the
 * btree walks just the matches. It is spelled out rather than left to `like 'q%'`: a statement
 * prepared once per connection is soon planned generically, and a generic plan cannot derive the
 * range from `like ?`. Nor does it keep a LIKE beside the range: with one, PostgreSQL's generic
 * plan on the 102k undergrad universities ANDed a trigram scan into the range scan (13.5 ms for
 * "univ" against 0.07 ms). In text_pattern_ops' byte order the range holds exactly the strings
 * starting with the query; the LIKE stays only for a query with no string above it.
 */
export function prefixStatement(s: SuggestionSource, query: string, limit: number): Statement {
  const upper = prefixUpperBound(query);
  const bound =
    upper === null
      ? { sql: `${s.key} like ? escape '\\'`, param: `${escapeLike(query)}%` }
      : { sql: `${s.key} ~<~ ?`, param: upper };
  return {
    sql:
      `select ${s.columns} from "${s.table}" where ${s.key} ~>=~ ? and ${bound.sql} ` +
      `order by ${s.key} using ~<~${thenBy(s)} limit ?`,
    params: [query, bound.param, limit],
  };
}

export function substringStatement(s: SuggestionSource, query: string, limit: number): Statement {
  const q = escapeLike(query);
  return {
    sql:
      `select ${s.columns} from "${s.table}" where ${s.key} like ? escape '\\' and ${s.key} not like ? escape '\\' ` +
      `order by (${s.key} like ? escape '\\') desc, ${s.key}${thenBy(s)} limit ?`,
    params: [`%${q}%`, `${q}%`, `% ${q}%`, limit],
  };
}
