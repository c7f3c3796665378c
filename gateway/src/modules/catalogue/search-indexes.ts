/**
 * Suggestion search, declared once. Each searchable table has a stored generated column
 * `search_key`: the text people search, folded as schema/'s searchKeyOf folds a query
 * (lower-cased, punctuation read as a space or dropped), so neither filters nor sorts compute it
 * per row: computed per row, a 10k-row substring scan took 6-14 ms. Entity metadata lists the
 * column and indexes (the schema diff in tests sees no drift); the migrations hold the same SQL
 * as literal text, so a later change here needs a migration of its own.
 */
import { SEARCH_DROPPED_CHARACTERS, SEARCH_SPACE_CHARACTERS } from "@gradplan/schema";

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** SQL for searchKeyOf(expression): translate() maps each space character to " " and drops the rest. */
export function searchKeySql(expression: string): string {
  const from = sqlText(SEARCH_SPACE_CHARACTERS + SEARCH_DROPPED_CHARACTERS);
  const to = sqlText(" ".repeat([...SEARCH_SPACE_CHARACTERS].length));
  return `btrim(regexp_replace(translate(lower(${expression}), ${from}, ${to}), '\\s+', ' ', 'g'))`;
}

export const SEARCH_KEY_SOURCES = {
  // A university is searched by its name and its aliases, one row each (university-search-term).
  university_search_term: searchKeySql(`"term"`),
  undergrad_university: searchKeySql(`"name"`),
  undergrad_course: searchKeySql(`"course_name"`),
  conference: searchKeySql(`"name" || ' (' || "acronym" || ')'`),
  journal: searchKeySql(`"name"`),
} as const;
export type SearchTable = keyof typeof SEARCH_KEY_SOURCES;

export const SEARCH_KEY = `"search_key"`;

/** University search terms with the same key: the university with more Master's first (CMU, USC). */
export const SEARCH_TERM_ORDER = `"masters_awarded" desc, "university_id"`;

/** The `generated` option of the entity's `searchKey` property. */
export function searchKeyGenerated(table: SearchTable): string {
  return `(${SEARCH_KEY_SOURCES[table]}) stored`;
}

/**
 * The prefix (btree) and substring (trigram) indexes. `thenBy`: columns that order rows with the
 * same key, so a prefix walk reads them in the answer's order and still stops at the limit.
 */
export function searchIndexes(
  table: SearchTable,
  thenBy = "",
): { name: string; expression: string }[] {
  const after = thenBy ? `, ${thenBy}` : "";
  return [
    {
      name: `${table}_search_prefix_index`,
      expression: `create index "${table}_search_prefix_index" on "${table}" (${SEARCH_KEY} text_pattern_ops${after})`,
    },
    {
      name: `${table}_search_trgm_index`,
      expression: `create index "${table}_search_trgm_index" on "${table}" using gin (${SEARCH_KEY} gin_trgm_ops)`,
    },
  ];
}
