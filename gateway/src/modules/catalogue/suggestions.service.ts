/** Suggestions for the search boxes: case-insensitive, prefix matches first, at most 10. */
import {
  type CourseSuggestion,
  normalizeSearchQuery,
  SEARCH_MESSAGES,
  SEARCH_QUERY_MAX_LENGTH,
  SUGGESTION_LIMIT,
  searchKeyOf,
  type UniversitySuggestion,
} from "@gradplan/schema";
import { BadInputError } from "../../core/errors";
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

/** Reads a raw `searchQuery` value: absent means empty, anything but one string is refused. */
export function parseSearchQuery(raw: unknown): string {
  if (raw === undefined || raw === null) return "";
  if (typeof raw !== "string") throw new BadInputError(SEARCH_MESSAGES.notAString);
  const query = normalizeSearchQuery(raw);
  if (query.length > SEARCH_QUERY_MAX_LENGTH) throw new BadInputError(SEARCH_MESSAGES.tooLong);
  return searchKeyOf(query);
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

  private suggest(source: SuggestionSource, rawQuery: unknown): Promise<SuggestionRow[]> {
    return findSuggestions(this.sql, source, parseSearchQuery(rawQuery));
  }

  async universities(query: unknown): Promise<UniversitySuggestion[]> {
    const rows = await this.suggest(SOURCES.universities, query);
    return rows.map((r) => ({ universityId: Number(r.id), universityName: r.label }));
  }

  async undergradUniversities(query: unknown): Promise<string[]> {
    return (await this.suggest(SOURCES.undergradUniversities, query)).map((r) => r.label);
  }

  async courses(query: unknown): Promise<CourseSuggestion[]> {
    const rows = await this.suggest(SOURCES.courses, query);
    return rows.map((r) => ({ course_name: r.label, course_code: String(r.code) }));
  }

  async conferences(query: unknown): Promise<string[]> {
    return (await this.suggest(SOURCES.conferences, query)).map((r) => r.label);
  }

  async journals(query: unknown): Promise<string[]> {
    return (await this.suggest(SOURCES.journals, query)).map((r) => r.label);
  }
}

export { SOURCES } from "./suggestion-sql";
