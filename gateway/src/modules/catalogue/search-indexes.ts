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
  university: searchKeySql(`"name"`),
  undergrad_university: searchKeySql(`"name"`),
  undergrad_course: searchKeySql(`"course_name"`),
  conference: searchKeySql(`"name" || ' (' || "acronym" || ')'`),
  journal: searchKeySql(`"name"`),
} as const;
export type SearchTable = keyof typeof SEARCH_KEY_SOURCES;

export const SEARCH_KEY = `"search_key"`;

/** The `generated` option of the entity's `searchKey` property. */
export function searchKeyGenerated(table: SearchTable): string {
  return `(${SEARCH_KEY_SOURCES[table]}) stored`;
}

export function searchIndexes(table: SearchTable): { name: string; expression: string }[] {
  return [
    {
      name: `${table}_search_prefix_index`,
      expression: `create index "${table}_search_prefix_index" on "${table}" (${SEARCH_KEY} text_pattern_ops)`,
    },
    {
      name: `${table}_search_trgm_index`,
      expression: `create index "${table}_search_trgm_index" on "${table}" using gin (${SEARCH_KEY} gin_trgm_ops)`,
    },
  ];
}
