/** Suggestions for the search boxes: case-insensitive, prefix matches first, at most 10. */
import {
  type CourseSuggestion,
  programNamesMeant,
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
  let found = await withDistinct(new Map(), (limit) => run(prefixStatement(source, query, limit)));
  if (found.size < SUGGESTION_LIMIT && query.length >= MIN_SUBSTRING_QUERY_LENGTH) {
    found = await withDistinct(found, (limit) => run(substringStatement(source, query, limit)));
  }
  return [...found.values()].slice(0, SUGGESTION_LIMIT);
}

/**
 * `found` and the rows `fetch` answers, one per label, up to SUGGESTION_LIMIT. The same label
 * comes back more than once (a university by its name and its aliases, a name in two
 * countries), so a little more than the limit is fetched, and more again in the rare case the
 * repeats leave it short while rows remain.
 */
async function withDistinct(
  found: ReadonlyMap<string, SuggestionRow>,
  fetch: (limit: number) => Promise<SuggestionRow[]>,
): Promise<Map<string, SuggestionRow>> {
  for (let limit = SUGGESTION_LIMIT * 2; ; limit *= 4) {
    const rows = await fetch(limit);
    const merged = new Map(found);
    for (const row of rows) if (!merged.has(row.label)) merged.set(row.label, row);
    if (merged.size >= SUGGESTION_LIMIT || rows.length < limit) return merged;
  }
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

  /** By the course's own words, then by the names a short form means ("ECE", "ML"). */
  async courses(query: string): Promise<CourseSuggestion[]> {
    const byLabel = new Map<string, SuggestionRow>();
    for (const text of [query, ...programNamesMeant(query)]) {
      if (byLabel.size >= SUGGESTION_LIMIT) break;
      for (const row of await this.suggest(SOURCES.courses, text))
        if (!byLabel.has(row.label)) byLabel.set(row.label, row);
    }
    return [...byLabel.values()]
      .slice(0, SUGGESTION_LIMIT)
      .map((r) => ({ course_name: r.label, course_code: String(r.code) }));
  }

  async conferences(query: string): Promise<string[]> {
    return (await this.suggest(SOURCES.conferences, query)).map((r) => r.label);
  }

  async journals(query: string): Promise<string[]> {
    return (await this.suggest(SOURCES.journals, query)).map((r) => r.label);
  }
}

export { SOURCES } from "./suggestion-sql";
