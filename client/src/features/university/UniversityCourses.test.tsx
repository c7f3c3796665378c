import { SELECTIVITY_UNKNOWN_TEXT } from "@gradplan/schema";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { deferred } from "../../test/deferred";
import { fakeGraphql, graphqlError } from "../../test/graphql";
import { logIn } from "../../test/session";
import type { CourseChance } from "./courseApi";
import { aCourse, anIpedsCourse, asApiCourse, STANFORD_CS, STANFORD_EE } from "./courseFixtures";
import {
  renderDetailsPage,
  STANFORD,
  STANFORD_LINK,
  serveGraphqlOverHttp,
} from "./detailsPageTestKit";

const FINAL_ONLY = aCourse({
  ...STANFORD_EE,
  deadlines: {
    spring_semester: {
      final_application_submission: {
        international_deadline: "2025-09-15",
        domestic_deadline: "2025-10-01",
      },
    },
  },
});

const CHANCE: CourseChance = {
  admitChances: 38,
  calibratedOn: 12,
  admitRange: { low: 24, high: 54 },
  category: "ambitious",
  studentScore: 44,
  courseScore: 90,
  selectivityKnown: true,
  selectivityDecisions: 412,
  score_tier: "Below admits",
  reasons: {
    raised: ["Your GPA of 3.9 is above this program's average."],
    lowered: ["Your GRE of 305 is below this program's average of 325."],
  },
  whatIf: [
    {
      kind: "gpa",
      change: "A GPA of 3.6 (+0.2)",
      admitChances: 45,
      category: "moderate",
      delta: 7,
    },
    {
      kind: "paper",
      change: "One more research paper (1 in all)",
      admitChances: 38,
      category: "ambitious",
      delta: 0,
    },
  ],
};
const NOT_MET: CourseChance = {
  admitChances: 0,
  calibratedOn: 0,
  admitRange: null,
  whatIf: [],
  category: "NA",
  studentScore: 0,
  courseScore: 90,
  selectivityKnown: true,
  selectivityDecisions: 412,
  score_tier: "Requirement not met",
  reasons: { raised: [], lowered: ["Your TOEFL of 90 is below the minimum of 100."] },
};

const university = () => STANFORD;

/** Courses start folded (issue 32): open every one, as a reader clicking each would. */
function expandCourses() {
  const toggles = screen
    .getAllByRole("article")
    .flatMap((course) => within(course).queryAllByRole("button", { expanded: false }));
  for (const toggle of toggles) fireEvent.click(toggle);
}
const card = (name: string) => screen.getByRole("article", { name });
const term = (scope: HTMLElement, name: string) =>
  within(scope).getByText(name, { selector: "dt" }).nextElementSibling?.textContent;

describe("University details: courses", () => {
  it("each course starts folded to its name, chance and category, and opens on click or Enter", async () => {
    logIn();
    fakeGraphql({
      university,
      universityCourseResults: () => [],
      universityCoursesForStudent: () => [{ course: asApiCourse(STANFORD_CS), ...CHANCE }],
    });
    renderDetailsPage();
    const cs = await screen.findByRole("article", { name: "MS in Computer Science" });
    const toggle = within(cs).getByRole("button", { expanded: false });
    expect(toggle.textContent).toContain("MS in Computer Science");
    expect(toggle.textContent).toContain("38%");
    expect(toggle.textContent?.toLowerCase()).toContain("ambitious");
    expect(within(cs).getByText("Your category").closest("[hidden]")).not.toBeNull();
    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(within(cs).getByText("Your category").closest("[hidden]")).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const body = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(body?.hidden).toBe(false);
  });

  it("logged out: each course's known figures with their sources, deadlines where known, no chances and no '+'", async () => {
    const graphql = fakeGraphql({
      university,
      universityCourseResults: () => [],
      universityCourses: () => [STANFORD_CS, FINAL_ONLY].map(asApiCourse),
    });
    renderDetailsPage();
    const cs = await screen.findByRole("article", { name: "MS in Computer Science" });
    expandCourses();
    expect(
      screen.getByRole("heading", { level: 3, name: "MS in Electrical Engineering" }),
    ).not.toBeNull();
    expect(term(cs, "Master's degrees awarded in 2023-24")).toContain("412");
    expect(term(cs, "Tuition and fees a year")).toContain("$62,484");
    expect(term(cs, "TOEFL minimum")).toBe("100");
    expect(term(cs, "IELTS minimum")).toBe("7.0");
    expect(term(cs, "GRE average")).toBe("325from 86 reported decisions");
    expect(term(cs, "GRE")).toBe("International: Required; domestic: Optional");
    expect(term(cs, "GPA average")).toBe("3.80from 86 reported decisions");
    expect(term(cs, "GPA minimum")).toBe("3.00");
    expect(term(cs, "Duration")).toBe("24 months");
    expect(term(cs, "Course rank")).toBe("#2");
    expect(term(cs, "Network building")).toBe("Excellent");
    // Everything known: no not-known line.
    expect(within(cs).queryByText("Not known:")).toBeNull();

    const international = within(cs).getByRole("table", { name: "International students" });
    const domestic = within(cs).getByRole("table", { name: "Domestic students" });
    expect(within(international).getByRole("row", { name: /Fall/ }).textContent).toBe(
      "FallNov 1, 2025—NoneDec 1, 2025No",
    );
    expect(within(domestic).getByRole("row", { name: /Fall/ }).textContent).toBe(
      "Fall—None—NoneJan 15, 2026Yes",
    );
    // A final_application_submission block is the regular deadline, per audience.
    const ee = card("MS in Electrical Engineering");
    const eeDomestic = within(ee).getByRole("table", { name: "Domestic students" });
    expect(within(eeDomestic).getByRole("row", { name: /Spring/ }).textContent).toContain(
      "Oct 1, 2025",
    );

    expect(screen.queryByText("Admit chances")).toBeNull();
    expect(screen.queryByText("What raised your chances")).toBeNull();
    expect(screen.queryByRole("button", { name: /to shortlist$/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(graphql.callsOf("universityCourses")).toEqual([{ universityId: 42 }]);
    expect(graphql.callsOf("universityCoursesForStudent")).toEqual([]);
  });

  it("a program of the IPEDS catalogue: its graduates, trend and tuition with their sources, one not-known line", async () => {
    const aero = anIpedsCourse({ tuition_in_state: 21000 });
    fakeGraphql({
      university,
      universityCourseResults: () => [],
      universityCourses: () => [asApiCourse(aero)],
    });
    renderDetailsPage();
    const card = await screen.findByRole("article", { name: "Aerospace Engineering" });
    expandCourses();
    // The section says once what open data does not publish, and links the university's pages.
    expect(
      screen.getByText(/^Deadlines, test minimums and acceptance rates are not published/)
        .textContent,
    ).toContain("Check Stanford University's admissions pages. Application page");
    expect(term(card, "Master's degrees awarded in 2023-24")).toMatch(/^412/);
    expect(
      within(card)
        .getByRole("img", { name: /^Master's degrees awarded per year/ })
        .getAttribute("aria-label"),
    ).toBe("Master's degrees awarded per year: 2021-22: 380, 2022-23: 401, 2023-24: 412");
    const graduatesSource = within(card).getByRole("link", {
      name: /^IPEDS Completions 2019-20 to 2023-24/,
    });
    expect(graduatesSource.getAttribute("href")).toContain("nces.ed.gov");
    expect(term(card, "Tuition and fees a year")).toMatch(
      /^\$62,484 out of state, \$21,000 in stateIPEDS 2023-24/,
    );
    expect(
      within(card)
        .getByRole("link", { name: /^IPEDS 2023-24/ })
        .getAttribute("href"),
    ).toBe("https://nces.ed.gov/ipeds/datacenter/DataFiles.aspx?year=2023&surveyNumber=1");
    // No acceptance rate, test or deadline figure claimed: one line names them.
    expect(within(card).queryByText("Acceptance rate", { selector: "dt" })).toBeNull();
    expect(within(card).queryByRole("table")).toBeNull();
    const line = within(card).getByText("Not known:").parentElement;
    expect(line?.textContent).toBe(
      "Not known: acceptance rate, deadlines, test and GPA minimums, GRE policy, GRE and GPA averages, duration and network building. Check the application page of Stanford University (opens in a new tab)",
    );
    expect(
      within(card)
        .getByRole("link", { name: /^Check the application page/ })
        .getAttribute("href"),
    ).toBe("https://gradadmissions.stanford.edu/");
  });

  it("says when a course was checked against its own page, and claims nothing for the others", async () => {
    const verified = aCourse({
      ...STANFORD_CS,
      source_url: "https://grad.stanford.example/cs-admissions",
      verified_at: "2026-10-15",
      reported_admits: 0,
    });
    fakeGraphql({
      university,
      universityCourseResults: () => [],
      universityCourses: () => [verified, STANFORD_EE].map(asApiCourse),
    });
    renderDetailsPage();
    const cs = await screen.findByRole("article", { name: "MS in Computer Science" });
    expandCourses();
    expect(within(cs).getByText(/^Last verified/).textContent).toBe(
      "Last verified Oct 15, 2026 · Source",
    );
    const source = within(cs).getByRole("link", { name: `Source for ${verified.course_name}` });
    expect(source.getAttribute("href")).toBe("https://grad.stanford.example/cs-admissions");
    // A checked row's averages come from its source, not from reported decisions.
    expect(term(cs, "GPA average")).toBe("3.80");

    const ee = card("MS in Electrical Engineering");
    expect(within(ee).queryByText(/Last verified/)).toBeNull();
    expect(within(ee).queryByText(/Sample data/)).toBeNull();
  });

  it("logged in: the student's category, chance and reasons, NA text, own deadlines and '+'", async () => {
    logIn({ student_id: "st_1001", category: "Domestic Student" });
    let added = 0;
    const graphql = fakeGraphql({
      university,
      universityCourseResults: () => [],
      universityCoursesForStudent: () => [
        { course: asApiCourse(STANFORD_CS), ...CHANCE },
        { course: asApiCourse(FINAL_ONLY), ...NOT_MET },
      ],
      checkAndAddCourse: () => ++added > 1,
    });
    const user = userEvent.setup();
    renderDetailsPage();
    const cs = await screen.findByRole("article", { name: "MS in Computer Science" });
    expandCourses();
    expect(graphql.callsOf("universityCoursesForStudent")).toEqual([{ universityId: 42 }]);
    expect(term(cs, "Your category")).toBe("ambitious");
    expect(term(cs, "Admit chances")).toBe("38%");
    expect(within(cs).getByText("38%, likely between 24% and 54%")).not.toBeNull();
    // What the range rests on, said plainly on the line under the chance.
    const basis = within(cs).getByText("Based on 412 reported decisions for this program.");
    expect(basis.previousElementSibling?.textContent).toContain("Admit chances38%");
    expect(within(cs).queryByText(/90%/)).toBeNull();
    // How many shared results the chance rests on.
    expect(within(cs).getByText(/Calibrated on 12 results students shared/)).not.toBeNull();
    const whatIf = within(cs).getByRole("heading", { name: "What would change your chances" });
    expect(whatIf.nextElementSibling?.textContent).toBe(
      "A GPA of 3.6 (+0.2): 45% (+7 points)One more research paper (1 in all): 38% (no change)",
    );
    expect(within(cs).getByRole("heading", { name: "What raised your chances" })).not.toBeNull();
    expect(within(cs).getByText(CHANCE.reasons.raised[0]!)).not.toBeNull();
    expect(within(cs).getByText(CHANCE.reasons.lowered[0]!)).not.toBeNull();
    // Only the student's own category's deadlines.
    expect(within(cs).getByRole("table", { name: "Domestic students" })).not.toBeNull();
    expect(within(cs).queryByRole("table", { name: "International students" })).toBeNull();

    const ee = card("MS in Electrical Engineering");
    // Said in the folded summary and again in the opened course.
    expect(within(ee).getAllByText("Minimum requirements not met")).toHaveLength(2);
    expect(within(ee).queryByText("Admit chances")).toBeNull();
    expect(within(ee).queryByText(/likely between/)).toBeNull();
    expect(
      within(ee).queryByRole("heading", { name: "What would change your chances" }),
    ).toBeNull();
    expect(within(ee).getByText(NOT_MET.reasons.lowered[0]!)).not.toBeNull();
    expect(within(ee).queryByText(/reported for this program/)).toBeNull();
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();

    const toasts = screen.getByRole("status", { name: "Notifications" });
    const plus = screen.getByRole("button", { name: "Add MS in Computer Science to shortlist" });
    await user.click(plus);
    await waitFor(() => expect(toasts.textContent).toContain("Course added successfully."));
    expect(graphql.callsOf("checkAndAddCourse")).toEqual([{ courseId: 101 }]);
    await waitFor(() => expect(plus.getAttribute("aria-disabled")).toBeNull());
    await user.click(plus);
    await waitFor(() => expect(toasts.textContent).toContain("This course is already present."));
  });

  it("logged in, selectivity not known: the chance is its range with the reason said once, never safe", async () => {
    logIn({ student_id: "st_1001", category: "International Student" });
    const aero = anIpedsCourse();
    fakeGraphql({
      university,
      universityCourseResults: () => [],
      universityCoursesForStudent: () => [
        {
          course: asApiCourse(aero),
          ...CHANCE,
          category: "moderate",
          admitChances: 41,
          admitRange: { low: 22, high: 59 },
          courseScore: null,
          selectivityKnown: false,
          reasons: {
            raised: ["Your GPA 3.6 is above the 3.59 admitted applicants typically have."],
            lowered: [SELECTIVITY_UNKNOWN_TEXT],
          },
        },
      ],
    });
    renderDetailsPage();
    const card = await screen.findByRole("article", { name: "Aerospace Engineering" });
    expandCourses();
    expect(term(card, "Admit chances")).toBe("22\u201159%");
    expect(within(card).getByText("Likely between 22% and 59%")).not.toBeNull();
    expect(within(card).getAllByText(SELECTIVITY_UNKNOWN_TEXT)).toHaveLength(1);
    expect(within(card).queryByText("41%")).toBeNull();
    expect(within(card).queryByText(/^safe$/i)).toBeNull();
  });

  it("logged in: a range resting on few or no reported decisions says it is wide", async () => {
    logIn({ student_id: "st_1001", category: "International Student" });
    fakeGraphql({
      university,
      universityCourseResults: () => [],
      universityCoursesForStudent: () => [
        { course: asApiCourse(STANFORD_CS), ...CHANCE, selectivityDecisions: 12 },
        {
          course: asApiCourse(FINAL_ONLY),
          ...CHANCE,
          admitRange: { low: 9, high: 81 },
          selectivityDecisions: 0,
        },
      ],
    });
    renderDetailsPage();
    const cs = await screen.findByRole("article", { name: "MS in Computer Science" });
    expandCourses();
    expect(
      within(cs).getByText("Few decisions (12) reported for this program: a wide range."),
    ).not.toBeNull();
    const ee = card("MS in Electrical Engineering");
    expect(within(ee).getByText("38%, likely between 9% and 81%")).not.toBeNull();
    expect(
      within(ee).getByText(
        "No decisions reported for this program: estimated from similar programs, a wide range.",
      ),
    ).not.toBeNull();
  });

  it("logged in: toasts when the course cannot be added", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    logIn();
    fakeGraphql({
      university,
      universityCourseResults: () => [],
      universityCoursesForStudent: () => [{ course: asApiCourse(STANFORD_CS), ...CHANCE }],
      checkAndAddCourse: () => {
        throw graphqlError("down", "INTERNAL_SERVER_ERROR");
      },
    });
    const user = userEvent.setup();
    renderDetailsPage();
    await user.click(
      await screen.findByRole("button", { name: "Add MS in Computer Science to shortlist" }),
    );
    const toasts = screen.getByRole("status", { name: "Notifications" });
    await waitFor(() =>
      expect(toasts.textContent).toContain("Failed to add course to shortlisting."),
    );
  });

  it("shows skeletons while the courses load, the spec's text when they fail, and retries", async () => {
    const first = deferred<never>();
    let answer: () => Promise<unknown> = () => first.promise;
    const graphql = fakeGraphql({
      university,
      universityCourses: () => answer(),
      universityCourseResults: () => [],
    });
    const user = userEvent.setup();
    renderDetailsPage();
    expect(await screen.findByText("Loading courses")).not.toBeNull();
    first.reject(graphqlError("down", "INTERNAL_SERVER_ERROR"));
    expect((await screen.findByRole("alert")).textContent).toBe("Error fetching courses list");

    answer = async () => [asApiCourse(STANFORD_CS)];
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "MS in Computer Science" })).not.toBeNull();
    expect(graphql.callsOf("universityCourses")).toHaveLength(2);
  });

  it("loads the courses under StrictMode, whose remount restarts the machine mid-request", async () => {
    // Apollo shares one request among identical queries: aborting it for the stopped actor
    // would fail the restarted one's read.
    serveGraphqlOverHttp({
      university,
      universityCourses: () => [asApiCourse(STANFORD_CS)],
      universityCourseResults: () => [],
    });
    renderDetailsPage(STANFORD_LINK, { strict: true });
    expect(await screen.findByText("Loading courses")).not.toBeNull();
    await waitFor(() => expect(screen.queryByText("Loading courses")).toBeNull());
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("article", { name: "MS in Computer Science" })).not.toBeNull();
  });
});
