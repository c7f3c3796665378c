/**
 * Suggestion search indexes, declared once: entity metadata lists them (so the schema diff in
 * tests sees no drift) and the migration creates them with the very same statements.
 */
export const SEARCH_KEYS = {
  university: `lower("name")`,
  undergrad_university: `lower("name")`,
  undergrad_course: `lower("course_name")`,
  conference: `lower("name" || ' (' || "acronym" || ')')`,
  journal: `lower("name")`,
} as const;
export type SearchTable = keyof typeof SEARCH_KEYS;

export function searchIndexes(table: SearchTable): { name: string; expression: string }[] {
  const key = SEARCH_KEYS[table];
  return [
    {
      name: `${table}_search_prefix_index`,
      expression: `create index "${table}_search_prefix_index" on "${table}" (${key} text_pattern_ops)`,
    },
    {
      name: `${table}_search_trgm_index`,
      expression: `create index "${table}_search_trgm_index" on "${table}" using gin (${key} gin_trgm_ops)`,
    },
  ];
}
