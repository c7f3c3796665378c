/** Suggestions for the search boxes: case-insensitive, prefix matches first, at most 10. */
import {
  type CourseSuggestion,
  SUGGESTION_LIMIT,
  searchKeyOf,
  type UniversitySuggestion,
} from "@gradplan/schema";
import type { SqlReader } from "../../core/sql-reader";
import {
  MIN_SUBSTRING_QUERY_LENGTH,
  prefixStatement,
  SOURCES,
  type Statement,
  type SuggestionSource,
  substringStatement,
} from "./suggestion-sql";

export interface SuggestionRow {
  label: string;
  id?: number;
  code?: string;
}

/** Distinct labels, prefix matches before substring ones, at most SUGGESTION_LIMIT. */
export async function findSuggestions(
  sql: SqlReader,
  source: SuggestionSource,
  query: string,
): Promise<SuggestionRow[]> {
  if (!query) return [];
  const run = (s: Statement) => sql.query<SuggestionRow>(s.sql, s.params);
  // Fetch a little more than needed: the same label can appear twice (a name in two countries).
  const found = await run(prefixStatement(source, query, SUGGESTION_LIMIT * 2));
  if (found.length < SUGGESTION_LIMIT && query.length >= MIN_SUBSTRING_QUERY_LENGTH) {
    found.push(...(await run(substringStatement(source, query, SUGGESTION_LIMIT * 2))));
  }
  const byLabel = new Map<string, SuggestionRow>();
  for (const row of found) if (!byLabel.has(row.label)) byLabel.set(row.label, row);
  return [...byLabel.values()].slice(0, SUGGESTION_LIMIT);
}

export class SuggestionsService {
  constructor(private readonly sql: SqlReader) {}

  /** `query` is the box's text as `searchQuerySchema` reads it (normalized, checked). */
  private suggest(source: SuggestionSource, query: string): Promise<SuggestionRow[]> {
    return findSuggestions(this.sql, source, searchKeyOf(query));
  }

  async universities(query: string): Promise<UniversitySuggestion[]> {
    const rows = await this.suggest(SOURCES.universities, query);
    return rows.map((r) => ({ universityId: Number(r.id), universityName: r.label }));
  }

  async undergradUniversities(query: string): Promise<string[]> {
    return (await this.suggest(SOURCES.undergradUniversities, query)).map((r) => r.label);
  }

  async courses(query: string): Promise<CourseSuggestion[]> {
    const rows = await this.suggest(SOURCES.courses, query);
    return rows.map((r) => ({ course_name: r.label, course_code: String(r.code) }));
  }

  async conferences(query: string): Promise<string[]> {
    return (await this.suggest(SOURCES.conferences, query)).map((r) => r.label);
  }

  async journals(query: string): Promise<string[]> {
    return (await this.suggest(SOURCES.journals, query)).map((r) => r.label);
  }
}

export { SOURCES } from "./suggestion-sql";
