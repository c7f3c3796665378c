import { MockedProvider } from "@apollo/client/testing/react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { UniversityDetailsDocument } from "../../graphql/generated";
import { renderRoutes } from "../../test/render";
import { callsTo, logIn, stubFetch } from "../../test/session";
import { aCourse, STANFORD_CS, STANFORD_EE } from "./courseFixtures";
import { UniversityDetailsPage } from "./UniversityDetailsPage";
import type { CourseChance } from "./universityCourses.machine";

const STANFORD = {
  __typename: "University" as const,
  universityId: 42,
  name: "Stanford University",
  city: "Stanford",
  state: "CA",
  website: null,
  universityType: "Private",
  acceptanceRate: 3.9,
  tuition: 62484,
  researchTier: "R1",
  courseCount: 2,
};

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
  admitRange: { low: 24, high: 54 },
  category: "ambitious",
  studentScore: 44,
  courseScore: 90,
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
  admitRange: null,
  whatIf: [],
  category: "NA",
  studentScore: 0,
  courseScore: 90,
  score_tier: "Requirement not met",
  reasons: { raised: [], lowered: ["Your TOEFL of 90 is below the minimum of 100."] },
};

function renderPage() {
  const request = { query: UniversityDetailsDocument, variables: { universityId: 42 } };
  return renderRoutes(
    [
      {
        path: "/university-details",
        element: (
          <MockedProvider mocks={[{ request, result: { data: { university: STANFORD } } }]}>
            <UniversityDetailsPage />
          </MockedProvider>
        ),
      },
    ],
    "/university-details?universityName=Stanford+University&universityId=42",
  );
}

const card = (name: string) => screen.getByRole("article", { name });
const term = (scope: HTMLElement, name: string) =>
  within(scope).getByText(name, { selector: "dt" }).nextElementSibling?.textContent;

describe("University details: courses", () => {
  it("logged out: every course's figures and both audiences' deadlines, no chances and no '+'", async () => {
    const fetchMock = stubFetch((path) =>
      path === "/api/get-university-specific-courses-list/42"
        ? Response.json([STANFORD_CS, FINAL_ONLY])
        : Response.json({ message: "unexpected" }, { status: 500 }),
    );
    renderPage();
    const cs = await screen.findByRole("article", { name: "MS in Computer Science" });
    expect(
      screen.getByRole("heading", { level: 3, name: "MS in Electrical Engineering" }),
    ).not.toBeNull();
    expect(term(cs, "TOEFL minimum")).toBe("100");
    expect(term(cs, "IELTS minimum")).toBe("7.0");
    expect(term(cs, "GRE average")).toBe("325");
    expect(term(cs, "GRE (international students)")).toBe("Required");
    expect(term(cs, "GRE (domestic students)")).toBe("Optional");
    expect(term(cs, "GPA average")).toBe("3.80");
    expect(term(cs, "GPA minimum")).toBe("3.00");
    expect(term(cs, "Tuition")).toBe("$62,484 per year");
    expect(term(cs, "Duration")).toBe("24 months");
    expect(term(cs, "Course rank")).toBe("#2");
    expect(term(cs, "Network building")).toBe("Excellent");

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
    expect(callsTo(fetchMock, "/api/get-university-specific-courses-list/42")).toBe(1);
  });

  it("logged in: the student's category, chance and reasons, NA text, own deadlines and '+'", async () => {
    logIn({ student_id: "st_1001", category: "Domestic Student" });
    const added: unknown[] = [];
    stubFetch(async (path, init) => {
      if (path === "/api/get-university-courses-for-student/42/st_1001") {
        return Response.json([
          { course: STANFORD_CS, ...CHANCE },
          { course: FINAL_ONLY, ...NOT_MET },
        ]);
      }
      if (path === "/api/check-and-add-course") {
        added.push(JSON.parse(String(init?.body)));
        return Response.json({ success: true, exists: added.length > 1 });
      }
      return Response.json({ message: "unexpected" }, { status: 500 });
    });
    const user = userEvent.setup();
    renderPage();
    const cs = await screen.findByRole("article", { name: "MS in Computer Science" });
    expect(term(cs, "Your category")).toBe("ambitious");
    expect(term(cs, "Admit chances")).toBe("38%");
    expect(within(cs).getByText("38%, likely between 24% and 54%")).not.toBeNull();
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
    expect(within(ee).getByText("Minimum requirements not met")).not.toBeNull();
    expect(within(ee).queryByText("Admit chances")).toBeNull();
    expect(within(ee).queryByText(/likely between/)).toBeNull();
    expect(
      within(ee).queryByRole("heading", { name: "What would change your chances" }),
    ).toBeNull();
    expect(within(ee).getByText(NOT_MET.reasons.lowered[0]!)).not.toBeNull();
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();

    const toasts = screen.getByRole("status", { name: "Notifications" });
    const plus = screen.getByRole("button", { name: "Add MS in Computer Science to shortlist" });
    await user.click(plus);
    await waitFor(() => expect(toasts.textContent).toContain("Course added successfully."));
    expect(added).toEqual([{ studentId: "st_1001", course: { course_id: 101 } }]);
    await user.click(plus);
    await waitFor(() => expect(toasts.textContent).toContain("This course is already present."));
  });

  it("logged in: toasts when the course cannot be added", async () => {
    logIn();
    stubFetch((path) =>
      path.startsWith("/api/get-university-courses-for-student/42/")
        ? Response.json([{ course: STANFORD_CS, ...CHANCE }])
        : Response.json({ success: false, message: "down" }, { status: 500 }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole("button", { name: "Add MS in Computer Science to shortlist" }),
    );
    const toasts = screen.getByRole("status", { name: "Notifications" });
    await waitFor(() =>
      expect(toasts.textContent).toContain("Failed to add course to shortlisting."),
    );
  });

  it("shows skeletons while the courses load and the spec's text when they fail", async () => {
    let fail!: () => void;
    stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          fail = () => resolve(Response.json({ message: "down" }, { status: 500 }));
        }),
    );
    renderPage();
    expect(await screen.findByText("Loading courses")).not.toBeNull();
    fail();
    expect((await screen.findByRole("alert")).textContent).toBe("Error fetching courses list");
    expect(screen.getByRole("button", { name: "Try again" })).not.toBeNull();
  });
});
