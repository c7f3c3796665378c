/** Test fixtures of the results browser: rows, summaries and the page's fake API. */
import { screen } from "@testing-library/react";
import type {
  CommunityResultFieldsFragment,
  ResultsSummaryFieldsFragment,
} from "../../../graphql/generated";
import { fakeGraphql, type RootField } from "../../../test/graphql";
import { renderApp } from "../../../test/render";
import { stubFetch } from "../../../test/session";

let nextId = 1;

export function aRow(overrides: Partial<CommunityResultFieldsFragment> = {}) {
  return {
    id: `r${nextId++}`,
    universityId: 42,
    universityName: "Stanford University",
    courseId: 101,
    courseName: "MS in Computer Science",
    decision: "Accepted",
    gpa: 3.6,
    greTotal: 321,
    englishTest: "TOEFL",
    englishScore: 105,
    semester: "Fall",
    year: 2026,
    category: "International Student",
    sample: false,
    ...overrides,
  } satisfies CommunityResultFieldsFragment;
}

export function aSummary(
  overrides: Partial<ResultsSummaryFieldsFragment> = {},
): ResultsSummaryFieldsFragment {
  return {
    results: 12,
    shown: true,
    accepted: 6,
    rejected: 4,
    waitListed: 1,
    other: 1,
    admitRate: 60,
    ...overrides,
  };
}

export const HIDDEN_SUMMARY = aSummary({
  results: 3,
  shown: false,
  accepted: null,
  rejected: null,
  waitListed: null,
  other: null,
  admitRate: null,
});

export function aPage(
  rows: ReturnType<typeof aRow>[],
  { total = rows.length, page = 1, summary = aSummary() } = {},
) {
  return { rows, total, page, summary };
}

export const STANFORD = { universityId: 42, name: "Stanford University" };
const MIT = { universityId: 7, name: "MIT" };

/** The browser's fake API: one page of rows, the seasons, Stanford and MIT, and two courses. */
export function fakeResultsApi(fields: Record<string, RootField> = {}) {
  return fakeGraphql({
    communityResults: () => aPage([aRow()]),
    resultSeasons: () => ["Fall 2026", "Spring 2026"],
    university: (args) => [STANFORD, MIT].find((u) => u.universityId === args.universityId) ?? null,
    universityCourseResults: () => [
      { courseId: 101, courseName: "MS in Computer Science", summary: aSummary() },
      { courseId: 102, courseName: "MS in Electrical Engineering", summary: HIDDEN_SUMMARY },
    ],
    popups: () => [],
    ...fields,
  });
}

/** The navbar-style suggestions (lightQuery, plain fetch): every query finds MIT. */
export function stubUniversitySuggestions() {
  return stubFetch(() =>
    Response.json({
      data: { searchUniversities: [{ universityId: 7, universityName: "MIT" }] },
    }),
  );
}

export async function openResultsPage(search = "") {
  const view = renderApp(`/community-results${search}`);
  // A ceiling for the lazy page on a loaded machine, not a speed check.
  await screen.findByRole("heading", { level: 1, name: "Community results" }, { timeout: 15_000 });
  return view;
}
