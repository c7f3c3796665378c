/**
 * The results browser's filters as a shareable query string: university, course, decision,
 * season and page. A hand-edited link with a bad value drops that value instead of failing.
 */
import {
  APPLICATION_DECISIONS,
  type ApplicationDecision,
  parseSeason,
  ROUTES,
} from "@gradplan/schema";

export interface ResultsFilters {
  universityId: number | null;
  /** Only within a university: the course list comes from the university's results. */
  courseId: number | null;
  decision: ApplicationDecision | null;
  /** "Fall 2026". */
  season: string | null;
  page: number;
}

export const NO_FILTERS: ResultsFilters = {
  universityId: null,
  courseId: null,
  decision: null,
  season: null,
  page: 1,
};

/** The server refuses pages past this. */
const LAST_PAGE = 10_000;

function positiveInt(value: string | null, max = Number.MAX_SAFE_INTEGER): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

function decisionOf(value: string | null): ApplicationDecision | null {
  return (APPLICATION_DECISIONS as readonly (string | null)[]).includes(value)
    ? (value as ApplicationDecision)
    : null;
}

export function readResultsFilters(params: URLSearchParams): ResultsFilters {
  const universityId = positiveInt(params.get("universityId"));
  const season = params.get("season");
  return {
    universityId,
    courseId: universityId === null ? null : positiveInt(params.get("courseId")),
    decision: decisionOf(params.get("decision")),
    season: season !== null && parseSeason(season) ? season.trim() : null,
    page: positiveInt(params.get("page"), LAST_PAGE) ?? 1,
  };
}

/** The query string of `filters`, without the defaults, in a stable order. */
export function resultsFiltersParams(filters: Partial<ResultsFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.universityId) params.set("universityId", String(filters.universityId));
  if (filters.universityId && filters.courseId) params.set("courseId", String(filters.courseId));
  if (filters.decision) params.set("decision", filters.decision);
  if (filters.season) params.set("season", filters.season);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** A link to the results browser with these filters. */
export function communityResultsUrl(filters: Partial<ResultsFilters> = {}): string {
  const search = resultsFiltersParams(filters).toString();
  return search ? `${ROUTES.communityResults}?${search}` : ROUTES.communityResults;
}

export function hasFilters(filters: ResultsFilters): boolean {
  return Boolean(filters.universityId || filters.decision || filters.season);
}
