/** Test fixtures: search result cards as the API answers them, and a fake search over GraphQL. */
import { screen } from "@testing-library/react";
import { fakeGraphql, type RootField } from "../../test/graphql";
import { renderApp } from "../../test/render";
import type { SearchCard, SearchPage } from "./searchApi";

export function aResult(overrides: Partial<SearchCard> = {}): SearchCard {
  return {
    university_name: "Stanford University",
    university_id: 42,
    city: "Stanford",
    state: "CA",
    course_id: 101,
    course_name: "MS in Computer Science",
    degree_code: "CS",
    university_type: "Private",
    overall_acceptance_rate: 3.9,
    tuition: 62484,
    english_scores: { toefl: { total_score: 100 }, ielts: { overall_band: 7 } },
    gre_avg: 325,
    gpa_min: 3,
    gpa_avg: 3.8,
    course_duration: 24,
    network_building: "Excellent",
    course_ranking: 2,
    climate: "Warm",
    graduates_latest: 412,
    tuition_in_state: null,
    reported_admits: 0,
    category: null,
    admitChances: null,
    admitRange: null,
    preference_match: null,
    selectivityKnown: null,
    selectivityDecisions: null,
    ...overrides,
  };
}

/** A program as the real catalogue has it: its size and fee from IPEDS, the rest not known. */
export const IPEDS_PROGRAM = aResult({
  university_name: "University of Central Missouri",
  university_id: 176965,
  city: "Warrensburg",
  state: "MO",
  course_id: 17696509,
  course_name: "Computer Science",
  university_type: "Public",
  overall_acceptance_rate: null,
  tuition: 18498,
  english_scores: { toefl: { total_score: null }, ielts: { overall_band: null } },
  gre_avg: null,
  gpa_min: null,
  gpa_avg: null,
  course_duration: null,
  network_building: null,
  course_ranking: null,
  graduates_latest: 1146,
  tuition_in_state: 9954,
});

/** The logged-in extras the student variant adds. */
export function withChances(
  course: SearchCard,
  category: string,
  admitChances: number,
  preference_match = 75,
): SearchCard {
  return { ...course, category, admitChances, preference_match };
}

/** One filterUniversities call as the gateway receives it. */
export interface SearchCall {
  studentId: string | null;
  page: number;
  limit: number;
  filters: unknown;
  sort: string;
  name: string;
}

type SearchAnswer = (call: SearchCall) => SearchPage | Promise<SearchPage>;

/** A fake GraphQL API: filterUniversities goes to `search` (with its call), `other` adds fields. */
export function fakeSearchApi(search: SearchAnswer, other: Record<string, RootField> = {}) {
  const calls: SearchCall[] = [];
  const graphql = fakeGraphql({
    filterUniversities: (args) => {
      const call = {
        studentId: (args.studentId as string | null | undefined) ?? null,
        page: args.page as number,
        limit: args.limit as number,
        filters: args.filters,
        sort: (args.sort as string | null | undefined) ?? "best",
        name: (args.name as string | null | undefined) ?? "",
      };
      calls.push(call);
      return search(call);
    },
    ...other,
  });
  return { calls, graphql };
}

/** No range set: every count null. */
export const NO_UNKNOWN_COUNTS: SearchPage["unknownCounts"] = {
  tuitionRange: null,
  rankRange: null,
  toeflRange: null,
  ieltsRange: null,
  greRange: null,
  gpaRange: null,
};

export const answer = (
  universities: SearchCard[],
  totalCount = universities.length,
  unknownCounts: Partial<SearchPage["unknownCounts"]> = {},
): SearchPage => ({
  universities,
  totalCount,
  unknownCounts: { ...NO_UNKNOWN_COUNTS, ...unknownCounts },
});

/**
 * Loads the lazy route's modules once per file (the layouts it sits in and the page), so the
 * first test's time goes to the test.
 */
export async function loadSearchPage(): Promise<void> {
  await import("../../app/GraphqlLayout");
  await import("../../app/SignedInPlatformLayout");
  await import("./UniversitySearchPage");
}

/** Opens /university-search through the app's routes and waits for the page heading. */
export async function openSearchPage() {
  const view = renderApp("/university-search");
  // A ceiling for the lazy page on a loaded machine (2 cores shared), not a speed check.
  await screen.findByRole("heading", { level: 1, name: "University Search" }, { timeout: 15_000 });
  return view;
}
