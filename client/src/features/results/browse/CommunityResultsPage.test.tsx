import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { deferred } from "../../../test/deferred";
import { graphqlError } from "../../../test/graphql";
import { region } from "../../../test/page";
import { logIn } from "../../../test/session";
import {
  aPage,
  aRow,
  aSummary,
  fakeResultsApi,
  HIDDEN_SUMMARY,
  openResultsPage,
  stubUniversitySuggestions,
} from "./resultsFixtures";

beforeAll(() => import("./CommunityResultsPage"), 30_000);

const location = (router: { state: { location: { search: string } } }) =>
  router.state.location.search;

describe("Community results page", () => {
  it("shows the summary and each result's decision, scores, season and category, never a name", async () => {
    fakeResultsApi({
      communityResults: () =>
        aPage(
          [
            aRow(),
            aRow({
              decision: "Rejected",
              gpa: 3.1,
              greTotal: null,
              englishTest: "IELTS",
              englishScore: 7.5,
              semester: "Spring",
              year: 2025,
              category: "Domestic Student",
              sample: true,
            }),
          ],
          { total: 2 },
        ),
    });
    await openResultsPage();
    const results = await region("Results");
    const figures = within(results);
    expect(figures.getByText("Admit rate").nextElementSibling?.textContent).toBe("60%");
    expect(figures.getByText("Wait listed").nextElementSibling?.textContent).toBe("1");

    const table = figures.getByRole("table", { name: "Shared results" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toEqual(["Program", "Decision", "GPA", "GRE", "English", "Season", "Category"]);
    const [, first, second] = within(table).getAllByRole("row");
    expect(first?.textContent).toContain("Stanford University");
    expect(first?.textContent).toContain("MS in Computer Science");
    for (const text of [
      "Accepted",
      "3.60",
      "321",
      "TOEFL 105",
      "Fall 2026",
      "International Student",
    ]) {
      expect(within(first as HTMLElement).getByText(text, { exact: false })).not.toBeNull();
    }
    for (const text of [
      "Rejected",
      "3.10",
      "No GRE",
      "IELTS 7.5",
      "Spring 2025",
      "American Student",
    ]) {
      expect(within(second as HTMLElement).getByText(text, { exact: false })).not.toBeNull();
    }
    // The synthetic row says so, and the page says what the tag means.
    expect(within(second as HTMLElement).getByText("Sample")).not.toBeNull();
    expect(within(first as HTMLElement).queryByText("Sample")).toBeNull();
    expect(figures.getByText(/synthetic demo data/)).not.toBeNull();
    expect(figures.getByText("2 results")).not.toBeNull();
    expect(document.title).toBe("Community results | GradPlan");
    // Visitors get no college section.
    expect(screen.queryByRole("heading", { name: "Admits from my undergrad college" })).toBeNull();
  });

  it("says why the figures are hidden for fewer than 5 results", async () => {
    fakeResultsApi({ communityResults: () => aPage([aRow()], { summary: HIDDEN_SUMMARY }) });
    await openResultsPage();
    const results = await region("Results");
    expect(
      within(results).getByText(
        "Fewer than 5 results: figures appear once there are 5, so no applicant can be singled out.",
      ),
    ).not.toBeNull();
    expect(within(results).queryByText("Admit rate")).toBeNull();
    expect(within(results).queryByText(/synthetic/)).toBeNull();
  });

  it("reads its filters from the link and keeps each change in the query string, from page 1", async () => {
    const graphql = fakeResultsApi({
      communityResults: (args) => aPage([aRow()], { total: 45, page: args.page as number }),
    });
    const user = userEvent.setup();
    const { router } = await openResultsPage(
      "?universityId=42&courseId=101&decision=Accepted&season=Fall+2026&page=2",
    );
    await region("Results");
    expect(graphql.callsOf("communityResults")[0]).toEqual({
      universityId: 42,
      courseId: 101,
      decision: "Accepted",
      season: "Fall 2026",
      page: 2,
    });
    const filters = screen.getByRole("search", { name: "Filter results" });
    await waitFor(() =>
      expect(within(filters).getByRole("combobox", { name: "University" })).toHaveProperty(
        "value",
        "Stanford University",
      ),
    );
    const course = within(filters).getByRole("combobox", { name: "Course" });
    await waitFor(() => expect(course).toHaveProperty("value", "101"));
    expect(
      within(course)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "All courses",
      "MS in Computer Science (12 results)",
      "MS in Electrical Engineering (3 results)",
    ]);
    expect(screen.getByText("Page 2 of 3")).not.toBeNull();
    expect(screen.getByText(/The summary counts every decision/)).not.toBeNull();

    await user.selectOptions(
      within(filters).getByRole("combobox", { name: "Decision" }),
      "Rejected",
    );
    await waitFor(() =>
      expect(location(router)).toBe(
        "?universityId=42&courseId=101&decision=Rejected&season=Fall+2026",
      ),
    );
    await waitFor(() =>
      expect(graphql.callsOf("communityResults").at(-1)).toMatchObject({
        decision: "Rejected",
        page: 1,
      }),
    );

    await user.click(await screen.findByRole("button", { name: "Next" }));
    await waitFor(() => expect(location(router)).toContain("page=2"));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Results" }));

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(location(router)).toBe(""));
    await waitFor(() =>
      expect(within(filters).getByRole("combobox", { name: "University" })).toHaveProperty(
        "value",
        "",
      ),
    );
    expect(within(filters).getByRole("combobox", { name: "Course" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("filters by a university picked from the suggestions, then by one of its courses", async () => {
    const graphql = fakeResultsApi();
    stubUniversitySuggestions();
    const user = userEvent.setup();
    const { router } = await openResultsPage();
    const filters = screen.getByRole("search", { name: "Filter results" });
    const box = within(filters).getByRole("combobox", { name: "University" });
    await user.type(box, "mas");
    await user.click(await within(filters).findByRole("option", { name: "MIT" }));
    await waitFor(() => expect(location(router)).toBe("?universityId=7"));
    expect(box).toHaveProperty("value", "MIT");
    expect(graphql.callsOf("universityCourseResults")).toEqual([{ universityId: 7 }]);

    const course = within(filters).getByRole("combobox", { name: "Course" });
    await waitFor(() => expect(course).toHaveProperty("disabled", false));
    await user.selectOptions(course, "102");
    await waitFor(() => expect(location(router)).toBe("?universityId=7&courseId=102"));

    // Typing over the chosen name drops the university (and its course), keeping the text.
    await user.type(box, "x");
    await waitFor(() => expect(location(router)).toBe(""));
    expect(box).toHaveProperty("value", "MITx");
  });

  it("drops what a hand-edited link gets wrong instead of failing", async () => {
    const graphql = fakeResultsApi();
    await openResultsPage("?universityId=abc&courseId=5&decision=Maybe&season=Autumn+2026&page=0");
    await region("Results");
    expect(graphql.callsOf("communityResults")[0]).toEqual({
      universityId: null,
      courseId: null,
      decision: null,
      season: null,
      page: 1,
    });
  });

  it("shows a skeleton while loading, an error with a retry, and an empty state inviting results", async () => {
    const first = deferred<never>();
    let answer: () => unknown = () => first.promise;
    const graphql = fakeResultsApi({ communityResults: () => answer() });
    const user = userEvent.setup();
    await openResultsPage("?decision=Other");
    expect(await screen.findByText("Loading results…")).not.toBeNull();
    first.reject(graphqlError("down", "INTERNAL_SERVER_ERROR"));
    expect((await screen.findByRole("alert")).textContent).toMatch(/could not be loaded/);

    answer = () => aPage([], { total: 0, summary: aSummary({ results: 0, shown: false }) });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No results match these filters yet.")).not.toBeNull();
    const results = await region("Results");
    const share = within(results).getByRole("link", { name: "Share your results" });
    expect(share.getAttribute("href")).toBe("/submit-results");
    expect(within(results).getByRole("button", { name: "Clear filters" })).not.toBeNull();
    expect(graphql.callsOf("communityResults")).toHaveLength(2);
  });

  it("signed in: admits from the student's college as groups, and how many are hidden", async () => {
    logIn();
    fakeResultsApi({
      resultsFromMyCollege: () => ({
        undergradUniversity: "Anna University",
        results: 9,
        hiddenResults: 4,
        groups: [
          {
            universityId: 42,
            universityName: "Stanford University",
            courseId: 4201,
            courseName: "MS in Computer Science",
            summary: aSummary({ results: 5, accepted: 3, rejected: 2, admitRate: 60 }),
          },
        ],
      }),
    });
    await openResultsPage();
    const college = await region("Admits from my undergrad college");
    expect(
      within(college).getByText(/9 results from applicants of Anna University/),
    ).not.toBeNull();
    const row = within(college).getAllByRole("row")[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Results5", "Accepted3", "Admit rate60%"]);
    const link = within(row).getByRole("link", { name: "Stanford University" });
    expect(link.getAttribute("href")).toBe(
      "/university-details?universityName=Stanford+University&universityId=42",
    );
    const course = within(row).getByRole("link", { name: "MS in Computer Science" });
    expect(course.getAttribute("href")).toBe("/community-results?universityId=42&courseId=4201");
    expect(
      within(college).getByText("4 more results in groups under 5 are not shown."),
    ).not.toBeNull();
  });

  it("signed in without an undergrad university: a prompt to add it in the profile", async () => {
    logIn();
    fakeResultsApi({
      resultsFromMyCollege: () => ({
        undergradUniversity: null,
        results: 0,
        hiddenResults: 0,
        groups: [],
      }),
    });
    await openResultsPage();
    const college = await region("Admits from my undergrad college");
    expect(
      within(college).getByText(/Add your undergrad university to your profile/),
    ).not.toBeNull();
    expect(
      within(college).getByRole("link", { name: "Go to your profile" }).getAttribute("href"),
    ).toBe("/profile");
  });
});
