/**
 * University search through GraphQL (spec 2 section 7, filter-universities): a page of result
 * cards, with the student's category, chances and preference match when a student asks. Pages
 * come from the cache while it holds them; a profile or preferences change evicts them
 * (cache.ts), so the chances are never stale.
 */
import { SEARCH_PAGE_SIZE, type SearchSort, type UniversityFilters } from "@gradplan/schema";
import {
  FilterUniversitiesDocument,
  type FilterUniversitiesQuery,
  type SearchResultFieldsFragment,
  type StudentScoresQuery,
} from "../../graphql/generated";
import { readQuery } from "../../shared/graphql/request";

/** One result card. */
export type SearchCard = SearchResultFieldsFragment;
export type SearchPage = FilterUniversitiesQuery["filterUniversities"];

export interface FilterUniversitiesRequest {
  filters: UniversityFilters;
  /** From 1. */
  page: number;
  /** The logged-in variant adds category, admit chances and preference match to each card. */
  studentId: string | null;
  /** The server's order (docs/search.md); best match when absent. */
  sort?: SearchSort;
  /** Part of a university's or program's name; empty: any. */
  name?: string;
}

/**
 * The request is not aborted with its caller: the machine ignores a stopped actor's answer, and
 * a read without a signal shares one in-flight request with identical reads (StrictMode stops
 * and restarts an actor mid-request; the restarted one waits on the same request).
 */
export async function filterUniversities({
  filters,
  page,
  studentId,
  sort = "best",
  name = "",
}: FilterUniversitiesRequest): Promise<SearchPage> {
  const data = await readQuery(FilterUniversitiesDocument, {
    filters,
    page,
    limit: SEARCH_PAGE_SIZE,
    studentId,
    sort,
    name: name || null,
  });
  return data.filterUniversities;
}

/** The English test on the student's profile, which picks the cards' gauge; null when none. */
export function englishTestOf(data: StudentScoresQuery | undefined): "TOEFL" | "IELTS" | null {
  const scores = data?.studentProfile.studentStats.english_scores;
  if (scores?.ielts) return "IELTS";
  if (scores?.toefl) return "TOEFL";
  return null;
}

export const searchApi = { filterUniversities };
