/** Test fixtures: search result cards as the API sends them, and a fake search API over fetch. */
import type { SearchResultCourse } from "@gradplan/schema";
import { screen } from "@testing-library/react";
import { routes } from "../../app/routes";
import { renderRoutes } from "../../test/render";
import { stubFetch } from "../../test/session";

export function aResult(overrides: Partial<SearchResultCourse> = {}): SearchResultCourse {
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
    ...overrides,
  };
}

/** The logged-in extras the student variant adds. */
export function withChances(
  course: SearchResultCourse,
  category: string,
  admitChances: number,
  preference_match = 75,
): SearchResultCourse {
  return { ...course, category, admitChances, preference_match };
}

export interface SearchCall {
  path: string;
  page: number;
  filters: unknown;
}

type SearchAnswer = (call: SearchCall) => Response | Promise<Response>;
type OtherAnswer = (path: string, init?: RequestInit) => Response | Promise<Response>;

/** Stubs fetch: filter-universities goes to `search` (with its parsed call), the rest to `other`. */
export function stubSearchApi(search: SearchAnswer, other?: OtherAnswer) {
  const calls: SearchCall[] = [];
  const fetchMock = stubFetch((path, init) => {
    const url = new URL(path, "http://localhost");
    if (url.pathname.startsWith("/api/filter-universities")) {
      const body = JSON.parse(String(init?.body)) as { filters: unknown };
      const call = {
        path: url.pathname,
        page: Number(url.searchParams.get("page")),
        filters: body.filters,
      };
      calls.push(call);
      return search(call);
    }
    if (other) return other(path, init);
    return Response.json({ success: false, message: `Unexpected ${path}` }, { status: 404 });
  });
  return { calls, fetchMock };
}

export const answer = (universities: SearchResultCourse[], totalCount = universities.length) =>
  Response.json({ universities, totalCount });

/** Loads the lazy page's modules once per file, so the first test's time goes to the test. */
export async function loadSearchPage(): Promise<void> {
  await import("./UniversitySearchPage");
}

/** Opens /university-search through the app's routes and waits for the page heading. */
export async function openSearchPage() {
  const view = renderRoutes(routes, "/university-search");
  // The first visit transforms the lazy page's modules, which can take longer than 1 s.
  await screen.findByRole("heading", { level: 1, name: "University Search" }, { timeout: 5000 });
  return view;
}
