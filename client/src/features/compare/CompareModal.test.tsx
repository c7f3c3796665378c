import { CHANCES_INVITATION, COMPARE_MESSAGES, SEARCH_PAGE_MESSAGES } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { fromPromise } from "xstate";
import { fakeGraphql, graphqlError, type RootField } from "../../test/graphql";
import { renderGraphqlPage, renderWithProviders } from "../../test/render";
import { logIn } from "../../test/session";
import type { CourseDetails } from "../university";
import {
  aCourse,
  asApiCourse,
  MIT_CS,
  STANFORD_CS,
  STANFORD_EE,
} from "../university/courseFixtures";
import { CompareModal } from "./CompareModal";
import { COMPARE_ROWS, PROVENANCE_ROW } from "./compareRows";
import { COMPARE_STORAGE_KEY, saveComparedCourses } from "./compareStorage";
import { compareUniversitySearchMachine } from "./UniversityCombobox";

const ROW_NAMES = [
  "Location",
  "Weather",
  "Tuition Fees",
  "Master's awarded 2023-24 (IPEDS)",
  "Course Duration",
  "Course Rank",
  "GRE Requirement",
  "Average GRE Score",
  "Average GPA Score",
  "TOEFL Minimum Score",
  "IELTS Minimum Score",
  "Network Building",
];

/** The university field's suggestions belong to the catalogue feature: a fake answers them. */
const searchMachine = compareUniversitySearchMachine.provide({
  actors: {
    searchUniversities: fromPromise(async () => [
      { universityId: 42, universityName: "Stanford University" },
    ]),
  },
});

/** Stands in for the search page: a button opens the modal, its close button closes it. */
function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Compare Universities
      </button>
      <CompareModal open={open} onClose={() => setOpen(false)} searchMachine={searchMachine} />
    </>
  );
}

const COURSES: readonly CourseDetails[] = [STANFORD_CS, STANFORD_EE, MIT_CS];
const courseById = (args: Record<string, unknown>) => {
  const course = COURSES.find((c) => c.course_id === args.courseId);
  if (!course) throw graphqlError("Course not found.", "NOT_FOUND");
  return asApiCourse(course);
};
const CHANCES: Record<number, { admitChances: number; category: string }> = {
  101: { admitChances: 12, category: "ambitious" },
  201: { admitChances: 0, category: "NA" },
};
const chanceFor = (args: Record<string, unknown>) => {
  const chance = CHANCES[args.courseId as number];
  if (!chance) throw graphqlError("down", "INTERNAL_SERVER_ERROR");
  return {
    ...chance,
    admitRange: null,
    studentScore: 40,
    courseScore: 90,
    selectivityKnown: true,
    selectivityDecisions: 412,
    score_tier: "Below admits",
    calibratedOn: 0,
    reasons: { raised: [], lowered: [] },
    course: courseById(args),
  };
};
const ENGLISH = { writing: 27, reading: 28, speaking: 26, listening: 27 };

function fakeApi(overrides: Record<string, RootField> = {}) {
  return fakeGraphql({
    universityCourses: (args) =>
      COURSES.filter((c) => c.university_id === args.universityId).map(asApiCourse),
    courseDetails: courseById,
    courseStatsForShortlisting: chanceFor,
    studentProfile: () => ({
      studentStats: {
        student_id: "st_1001",
        gpa: 3.6,
        gre: { verbal: 160, quantitative: 165, analytical_writing: 4, total: 325 },
        english_scores: { toefl: { ...ENGLISH, total_score: 108 } },
      },
    }),
    ...overrides,
  });
}

const dialog = () => screen.getByRole("dialog", { name: "Compare Universities" });
const table = () => within(dialog()).getByRole("table", { name: "Course comparison" });

async function pickStanfordCs(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("combobox", { name: "University" }), "stan");
  await user.click(await screen.findByRole("option", { name: "Stanford University" }));
  const course = screen.getByRole("combobox", { name: "Course" });
  await within(course).findByRole("option", { name: "MS in Computer Science" });
  await user.selectOptions(course, "MS in Computer Science");
  await user.click(screen.getByRole("button", { name: "Add" }));
}

afterEach(() => sessionStorage.clear());

describe("CompareModal", () => {
  it("opens on the picker when the table is empty and asks for a university first", async () => {
    const graphql = fakeApi();
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.queryByRole("table")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByRole("alert").textContent).toBe(COMPARE_MESSAGES.selectUniversity);
    await user.click(screen.getByRole("combobox", { name: "Course" }));
    expect(screen.getByRole("alert").textContent).toBe(COMPARE_MESSAGES.selectUniversityFirst);
    expect(graphql.calls).toEqual([]);
  });

  it("adds a course from the picked university as a column with the spec's rows, kept on reopening", async () => {
    const graphql = fakeApi();
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await pickStanfordCs(user);

    await waitFor(() => expect(screen.queryByRole("combobox", { name: "Course" })).toBeNull());
    const rows = within(table())
      .getAllByRole("rowheader")
      .map((th) => th.textContent);
    // The spec's rows, then where the figures come from.
    expect(rows).toEqual([...ROW_NAMES, PROVENANCE_ROW]);
    expect(COMPARE_ROWS.map((row) => row.label)).toEqual(ROW_NAMES);
    const header = within(table()).getAllByRole("columnheader")[0]!;
    expect(header.textContent).toContain("MS in Computer Science");
    expect(header.textContent).toContain("Stanford University");
    const cells = (row: string) =>
      within(screen.getByRole("rowheader", { name: row }).closest("tr")!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells("Location")).toEqual(["Stanford, CA", ""]);
    expect(cells("GRE Requirement")).toEqual(["International: RequiredDomestic: Optional", ""]);
    expect(cells("Tuition Fees")[0]).toBe("$62,484 per year");
    expect(cells("IELTS Minimum Score")[0]).toBe("7.0");
    expect(cells("Master's awarded 2023-24 (IPEDS)")[0]).toBe("412");
    // Where the figures come from: the IPEDS surveys, each linked.
    expect(cells(PROVENANCE_ROW)).toEqual([
      "Master's awarded: IPEDS Completions 2019-20 to 2023-24, source for graduates, MS in Computer Science at Stanford University (opens in a new tab)Tuition: IPEDS 2023-24, source for tuition, MS in Computer Science at Stanford University (opens in a new tab)",
      "",
    ]);
    expect(screen.queryByRole("columnheader", { name: "Your profile" })).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(COMPARE_STORAGE_KEY) ?? "[]")).toHaveLength(1);
    // Logged out: the course alone, no student figures or chances.
    expect(graphql.callsOf("universityCourses")).toEqual([{ universityId: 42 }]);
    expect(graphql.callsOf("courseDetails")).toEqual([{ courseId: 101 }]);
    expect(graphql.callsOf("courseStatsForShortlisting")).toEqual([]);
    expect(graphql.callsOf("studentProfile")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Close dialog" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Compare Universities" }));
    expect(within(table()).getAllByRole("columnheader")[0]!.textContent).toContain(
      "MS in Computer Science",
    );
    expect(screen.queryByRole("combobox", { name: "Course" })).toBeNull();
  });

  it("rejects a duplicate, then removing the last column reopens the picker", async () => {
    saveComparedCourses([STANFORD_CS]);
    fakeApi();
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole("button", { name: "Add another university" }));
    await pickStanfordCs(user);
    expect((await screen.findByRole("alert")).textContent).toBe(COMPARE_MESSAGES.duplicate);

    await user.click(
      screen.getByRole("button", { name: "Remove MS in Computer Science at Stanford University" }),
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("combobox", { name: "University" })).not.toBeNull();
    expect(sessionStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });

  it("toasts when a university's courses cannot be fetched", async () => {
    fakeApi({
      universityCourses: () => {
        throw graphqlError("down", "INTERNAL_SERVER_ERROR");
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(screen.getByRole("combobox", { name: "University" }), "stan");
    await user.click(await screen.findByRole("option", { name: "Stanford University" }));
    const toasts = screen.getByRole("status", { name: "Notifications" });
    await waitFor(() =>
      expect(toasts.textContent).toContain(SEARCH_PAGE_MESSAGES.fetchCoursesFailed),
    );
  });

  it("logged in: shows the student's own figures and each column's admit chance", async () => {
    logIn();
    saveComparedCourses([STANFORD_CS, MIT_CS]);
    const graphql = fakeApi();
    renderWithProviders(<Harness />);
    expect(within(table()).getByRole("columnheader", { name: "Your profile" })).not.toBeNull();
    const cells = (row: string) =>
      within(screen.getByRole("rowheader", { name: row }).closest("tr")!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    // A program's averages come from real reported decisions, and say so.
    await waitFor(() =>
      expect(cells("Average GPA Score")).toEqual([
        "3.60",
        "3.80from 86 reported decisions",
        "3.80from 86 reported decisions",
        "",
      ]),
    );
    expect(cells("Average GRE Score")).toEqual([
      "325",
      "325from 86 reported decisions",
      "Not known",
      "",
    ]);
    expect(cells("TOEFL Minimum Score")).toEqual(["108", "100", "100", ""]);
    expect(cells("IELTS Minimum Score")[0]).toBe("Not given");
    expect(cells("Your Admit Chances")).toEqual([
      "—Not applicable",
      "12% admit chance (ambitious)from 412 reported decisions",
      SEARCH_PAGE_MESSAGES.notMet,
      "",
    ]);
    expect(graphql.callsOf("studentProfile")).toEqual([{}]);
    expect(graphql.callsOf("courseStatsForShortlisting")).toEqual([
      { courseId: 101 },
      { courseId: 201 },
    ]);
  });

  it("says under each column where its figures come from: IPEDS, and a day it was checked against a source", async () => {
    logIn();
    const verified = aCourse({
      ...MIT_CS,
      source_url: "https://gradadmissions.mit.example/eecs",
      verified_at: "2027-02-15",
    });
    saveComparedCourses([STANFORD_CS, verified]);
    fakeApi();
    renderWithProviders(<Harness />);
    const row = screen.getByRole("rowheader", { name: PROVENANCE_ROW }).closest("tr")!;
    const [student, stanford, mit, add] = within(row).getAllByRole("cell");
    expect(student!.textContent).toBe("—Not applicable");
    expect(within(stanford!).queryByText(/Last verified/)).toBeNull();
    expect(
      within(stanford!)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "https://nces.ed.gov/ipeds/datacenter/DataFiles.aspx?year=2023&surveyNumber=3",
      "https://nces.ed.gov/ipeds/datacenter/DataFiles.aspx?year=2023&surveyNumber=1",
    ]);
    expect(within(mit!).getByText(/^Last verified/).textContent).toBe(
      "Last verified Feb 15, 2027 · Source",
    );
    const source = within(mit!).getByRole("link", { name: /^Source for / });
    expect(source.getAttribute("aria-label")).toBe(
      `Source for ${verified.course_name} at ${verified.university_name}`,
    );
    expect(source.getAttribute("href")).toBe("https://gradadmissions.mit.example/eecs");
    expect(add!.textContent).toBe("");
  });

  it("logged in: one course's chance failing reads 'Not available' and hides nothing else", async () => {
    logIn();
    saveComparedCourses([STANFORD_CS, STANFORD_EE]);
    fakeApi();
    renderWithProviders(<Harness />);
    const cells = (row: string) =>
      within(screen.getByRole("rowheader", { name: row }).closest("tr")!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    await waitFor(() => expect(cells("Average GPA Score")[0]).toBe("3.60"));
    expect(cells("Your Admit Chances")).toEqual([
      "—Not applicable",
      "12% admit chance (ambitious)from 412 reported decisions",
      "Not available",
      "",
    ]);
  });

  it("logged in: adds a course whose chance fails, from its details, its chance 'Not available'", async () => {
    logIn();
    const graphql = fakeApi({
      courseStatsForShortlisting: () => {
        throw graphqlError("down", "INTERNAL_SERVER_ERROR");
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await pickStanfordCs(user);
    await waitFor(() => expect(screen.queryByRole("combobox", { name: "Course" })).toBeNull());
    const chances = within(
      screen.getByRole("rowheader", { name: "Your Admit Chances" }).closest("tr")!,
    )
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(chances).toEqual(["—Not applicable", "Not available", ""]);
    expect(graphql.callsOf("courseDetails")).toEqual([{ courseId: 101 }]);
  });
  it("logged in without a GPA or tests: each chance invites them, as the cards do, never 'not met'", async () => {
    logIn();
    saveComparedCourses([STANFORD_CS, MIT_CS]);
    const graphql = fakeApi({ chancesNeed: () => ["GPA", "English test", "GRE"] });
    // The search page's place: under the data pages' Apollo client and the router.
    renderGraphqlPage("/", <Harness />);
    const row = () => screen.getByRole("rowheader", { name: "Your Admit Chances" }).closest("tr")!;
    await waitFor(() =>
      expect(within(row()).getAllByRole("link", { name: CHANCES_INVITATION })).toHaveLength(2),
    );
    for (const link of within(row()).getAllByRole("link")) {
      expect(link.getAttribute("href")).toBe("/profile?edit=tests");
    }
    expect(within(table()).queryByText(SEARCH_PAGE_MESSAGES.notMet)).toBeNull();
    expect(graphql.callsOf("chancesNeed")).toEqual([{}]);
  });

  it("logged in with a complete profile: the model's answer, NA included", async () => {
    logIn();
    saveComparedCourses([STANFORD_CS, MIT_CS]);
    const graphql = fakeApi({ chancesNeed: () => [] });
    renderGraphqlPage("/", <Harness />);
    const row = () => screen.getByRole("rowheader", { name: "Your Admit Chances" }).closest("tr")!;
    await waitFor(() =>
      expect(
        within(row())
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ).toEqual([
        "—Not applicable",
        "12% admit chance (ambitious)from 412 reported decisions",
        SEARCH_PAGE_MESSAGES.notMet,
        "",
      ]),
    );
    expect(within(row()).queryByRole("link", { name: CHANCES_INVITATION })).toBeNull();
    expect(graphql.callsOf("chancesNeed")).toHaveLength(1);
  });
});
