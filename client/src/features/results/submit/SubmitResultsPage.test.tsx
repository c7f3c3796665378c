import { SUBMIT_RESULTS_MESSAGES as M, PROFILE_MESSAGES } from "@gradplan/schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { fakeGraphql, graphqlError, type RootField } from "../../../test/graphql";
import { toasts } from "../../../test/page";
import { renderApp } from "../../../test/render";
import { logIn } from "../../../test/session";
import { aFilledProfile } from "../../profile/profileFixtures";
import { asApiCourse, MIT_CS, STANFORD_CS, STANFORD_EE } from "../../university/courseFixtures";
import { SUBMIT_TEXT } from "./submitResultsText";

const UNIVERSITIES = [
  { universityId: 42, universityName: "Stanford University" },
  { universityId: 7, universityName: "Massachusetts Institute of Technology" },
];
const COURSES = [STANFORD_CS, STANFORD_EE, MIT_CS];

function fakeApi(fields: Record<string, RootField> = {}) {
  return fakeGraphql({
    searchUniversities: ({ searchQuery }) =>
      UNIVERSITIES.filter((u) =>
        u.universityName.toLowerCase().includes(String(searchQuery).toLowerCase()),
      ),
    universityCourses: ({ universityId }) =>
      COURSES.filter((c) => c.university_id === universityId).map(asApiCourse),
    searchUndergradUniversities: () => ["Anna University"],
    searchCourses: () => [{ courseCode: "ECE", courseName: "Electronics Engineering" }],
    submitResults: () => ({ success: true, message: M.submitted }),
    popups: () => [],
    ...fields,
  });
}

async function openPage(path = "/submit-results") {
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: SUBMIT_TEXT.title });
  const form = await screen.findByRole("form", { name: SUBMIT_TEXT.title });
  return { user, form: within(form), ...view };
}

type User = ReturnType<typeof userEvent.setup>;
type Scope = ReturnType<typeof within>;

const group = (scope: Scope, name: string) => within(scope.getByRole("radiogroup", { name }));
const application = (scope: Scope, n: number) =>
  within(scope.getByRole("group", { name: `University ${n}` }));

async function choose(user: User, scope: Scope, legend: string, option: string) {
  await user.click(group(scope, legend).getByRole("radio", { name: option }));
}

/** Types into a suggestion box and picks the suggestion named `pick`. */
async function pick(user: User, scope: Scope, label: string, query: string, name: string) {
  await user.type(scope.getByRole("combobox", { name: label }), query);
  await user.click(await scope.findByRole("option", { name }));
}

async function fillApplication(user: User, form: Scope, n: number, university: string) {
  const card = application(form, n);
  await pick(user, card, "University", university.slice(0, 4), university);
  const course = card.getByLabelText("Course applied to");
  await waitFor(() => expect(within(course).getAllByRole("option").length).toBeGreaterThan(1));
  await user.selectOptions(course, "MS in Computer Science");
  await user.selectOptions(card.getByLabelText("Semester applied"), "Fall");
}

describe("the submit-results page", () => {
  beforeAll(async () => {
    await import("./SubmitResultsPage");
  }, 30_000);

  it("is public, titled, and linked from the footer", async () => {
    fakeApi();
    const { form } = await openPage();
    await waitFor(() => expect(document.title).toBe("Submit Your Profile Details | GradPlan"));
    expect(screen.getByText(SUBMIT_TEXT.privacy)).not.toBeNull();
    const footer = screen.getByRole("contentinfo");
    const link = within(footer).getByRole("link", { name: "Share your results" });
    expect(link.getAttribute("href")).toBe("/submit-results");
    const category = group(form, "Category");
    expect(category.getAllByRole("radio").map((radio) => radio.parentElement?.textContent)).toEqual(
      ["International Student", "American Student"],
    );
  });

  it("a visitor shares two applications and is thanked", async () => {
    const graphql = fakeApi();
    const { user, form } = await openPage();
    await user.type(form.getByLabelText("Name (optional)"), "Priya");
    await choose(user, form, "Category", "American Student");
    await pick(user, form, "Undergrad university", "Anna", "Anna University");
    await user.type(form.getByRole("combobox", { name: "Undergrad course" }), "Physics");
    await user.selectOptions(form.getByLabelText("Current education level"), "Bachelors");
    await choose(user, form, "GPA scale", "Out of 10");
    await user.type(form.getByLabelText("GPA"), "8.5");
    expect((form.getByLabelText("Four-point equivalent") as HTMLInputElement).value).toBe("3.6");
    await choose(user, form, "English test", "None");
    await choose(user, form, "Aptitude test", "GRE");
    await user.type(form.getByLabelText("GRE verbal"), "155");
    await user.type(form.getByLabelText("GRE quantitative"), "165");
    await user.type(form.getByLabelText("GRE analytical writing"), "4");
    expect((form.getByLabelText("GRE total score") as HTMLInputElement).value).toBe("320");
    await user.type(form.getByLabelText(SUBMIT_TEXT.fulltime), "12");

    await fillApplication(user, form, 1, "Stanford University");
    await user.selectOptions(
      application(form, 1).getByLabelText("Application decision"),
      "Accepted",
    );
    await user.type(application(form, 1).getByLabelText("Notification date"), "2025-03-01");
    await user.selectOptions(
      application(form, 1).getByLabelText("Notification method (optional)"),
      "Email",
    );
    await user.click(form.getByRole("button", { name: SUBMIT_TEXT.addApplication }));
    await fillApplication(user, form, 2, "Massachusetts Institute of Technology");
    await user.selectOptions(
      application(form, 2).getByLabelText("Application decision"),
      "Rejected",
    );
    await user.click(form.getByRole("button", { name: "Submit Details" }));

    expect(await screen.findByRole("heading", { name: SUBMIT_TEXT.thanksTitle })).not.toBeNull();
    expect(document.activeElement?.textContent).toBe(SUBMIT_TEXT.thanksTitle);
    expect(within(toasts()).getByText(M.submitted)).not.toBeNull();
    expect(
      screen.getByRole("link", { name: SUBMIT_TEXT.communityResults }).getAttribute("href"),
    ).toBe("/community-results");
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
    const stanford = { universityId: "42", universityName: "Stanford University" };
    const mit = { universityId: "7", universityName: "Massachusetts Institute of Technology" };
    expect(graphql.callsOf("submitResults")).toEqual([
      {
        input: {
          name: "Priya",
          email: null,
          category: "Domestic Student",
          undergradUniversity: "Anna University",
          undergradCourse: "Physics",
          currentEducationLevel: "Bachelors",
          gpaFourScale: null,
          gpaTenScale: 8.5,
          englishTestScores: { test: "None" },
          greScores: { test: "GRE", verbal: 155, quantitative: 165, analytical_writing: 4 },
          researchPaperDetails: null,
          conferences: null,
          extracurricularActivities: [],
          workEx: { fulltime: 12, internship: null },
          appliedToUniversities: [
            {
              appliedUniversity: stanford,
              appliedCourse: "MS in Computer Science",
              appliedSemester: "Fall",
              applicationDecision: "Accepted",
              notificationDate: "2025-03-01",
              notificationMethod: "Email",
            },
            {
              appliedUniversity: mit,
              appliedCourse: "MS in Computer Science",
              appliedSemester: "Fall",
              applicationDecision: "Rejected",
              notificationDate: null,
              notificationMethod: null,
            },
          ],
        },
      },
    ]);
  });

  it("shows each problem by its field, focuses the first, and sends nothing", async () => {
    const graphql = fakeApi();
    const { user, form } = await openPage();
    await user.click(form.getByRole("button", { name: "Submit Details" }));
    expect(await within(toasts()).findByText(M.correctErrors)).not.toBeNull();

    const category = form.getByRole("radiogroup", { name: "Category" });
    expect(category.getAttribute("aria-invalid")).toBe("true");
    const describedBy = category.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe(M.categoryRequired);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(category).getAllByRole("radio")[0]),
    );

    const university = form.getByRole("combobox", { name: "Undergrad university" });
    expect(university.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(university.getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).toBe(M.undergradUniversityRequired);
    for (const text of [
      M.undergradCourseRequired,
      M.currentEducationLevelRequired,
      M.englishTestRequired,
      M.aptitudeTestRequired,
      M.universityRequired,
      M.appliedCourseRequired,
      M.decisionRequired,
      M.semesterRequired,
    ]) {
      expect(form.getByText(text)).not.toBeNull();
    }
    const decision = application(form, 1).getByLabelText("Application decision");
    expect(decision.getAttribute("aria-invalid")).toBe("true");
    expect(graphql.callsOf("submitResults")).toEqual([]);

    // A fixed field loses its message at once.
    await choose(user, form, "Category", "International Student");
    expect(form.queryByText(M.categoryRequired)).toBeNull();
  });

  it("refuses out-of-range scores with a warning, storing nothing", async () => {
    fakeApi();
    const { user, form } = await openPage();
    await choose(user, form, "English test", "TOEFL");
    const writing = form.getByLabelText("TOEFL writing") as HTMLInputElement;
    await user.type(writing, "31");
    expect(writing.value).toBe("3");
    expect(within(toasts()).getByText(PROFILE_MESSAGES.toeflRange("Writing"))).not.toBeNull();
    expect(toasts().querySelector("[data-kind]")?.getAttribute("data-kind")).toBe("warning");
  });

  it("puts the server's field messages by their fields, and says the submission failed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refusal = "Pick the university from the list.";
    const path = "appliedToUniversities.0.appliedUniversity";
    fakeApi({
      submitResults: () => {
        throw graphqlError(refusal, "BAD_USER_INPUT", { [path]: refusal });
      },
    });
    const { user, form } = await openPage(
      "/submit-results?universityId=42&universityName=Stanford%20University&courseName=MS%20in%20Computer%20Science&decision=Accepted&semester=Fall",
    );
    await choose(user, form, "Category", "American Student");
    await user.type(form.getByRole("combobox", { name: "Undergrad university" }), "Anna");
    await user.type(form.getByRole("combobox", { name: "Undergrad course" }), "Physics");
    await user.selectOptions(form.getByLabelText("Current education level"), "Bachelors");
    await user.type(form.getByLabelText("GPA"), "3.5");
    await choose(user, form, "English test", "None");
    await choose(user, form, "Aptitude test", "None");
    await user.click(form.getByRole("button", { name: "Submit Details" }));

    expect(await within(toasts()).findByText(M.submissionFailed(refusal))).not.toBeNull();
    const university = application(form, 1).getByRole("combobox", { name: "University" });
    await waitFor(() => expect(document.activeElement).toBe(university));
    expect(university.getAttribute("aria-invalid")).toBe("true");
    expect(
      document.getElementById(university.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toBe(refusal);
  });

  it("fills a signed-in student's form from the profile and the shortlist's link", async () => {
    logIn();
    const graphql = fakeApi({ studentProfile: () => aFilledProfile() });
    const { user, form } = await openPage(
      "/submit-results?universityId=42&universityName=Stanford%20University&courseName=MS%20in%20Computer%20Science&decision=Accepted&semester=Fall",
    );
    expect(graphql.callsOf("studentProfile")).toEqual([{}]);
    expect(
      group(form, "Category").getByRole("radio", { name: "International Student" }),
    ).toHaveProperty("checked", true);
    expect(
      (form.getByRole("combobox", { name: "Undergrad university" }) as HTMLInputElement).value,
    ).toBe("Indian Institute of Technology Bombay");
    expect((form.getByLabelText("GPA") as HTMLInputElement).value).toBe("3.6");
    expect((form.getByLabelText("TOEFL total score") as HTMLInputElement).value).toBe("104");
    expect((form.getByLabelText("GRE total score") as HTMLInputElement).value).toBe("320");
    expect((form.getByLabelText(SUBMIT_TEXT.fulltime) as HTMLInputElement).value).toBe("24");
    expect(form.getByRole("list", { name: "Your journals" }).textContent).toContain(
      "IEEE Transactions",
    );
    expect((form.getByLabelText("Activity type") as HTMLSelectElement).value).toBe(
      "Competitions/Hackathons",
    );

    const card = application(form, 1);
    expect((card.getByRole("combobox", { name: "University" }) as HTMLInputElement).value).toBe(
      "Stanford University",
    );
    await waitFor(() =>
      expect((card.getByLabelText("Course applied to") as HTMLSelectElement).value).toBe(
        "MS in Computer Science",
      ),
    );
    expect((card.getByLabelText("Application decision") as HTMLSelectElement).value).toBe(
      "Accepted",
    );
    expect((card.getByLabelText("Semester applied") as HTMLSelectElement).value).toBe("Fall");

    await user.click(form.getByRole("button", { name: "Submit Details" }));
    expect(await screen.findByRole("heading", { name: SUBMIT_TEXT.thanksTitle })).not.toBeNull();
    expect(screen.getByRole("link", { name: "Back to your shortlist" }).getAttribute("href")).toBe(
      "/university-shortlisting",
    );
    expect(graphql.callsOf("submitResults")[0]).toMatchObject({
      input: {
        category: "International Student",
        gpaFourScale: 3.6,
        englishTestScores: { test: "TOEFL", writing: 25, reading: 28, speaking: 24, listening: 27 },
        appliedToUniversities: [
          {
            appliedUniversity: { universityId: "42", universityName: "Stanford University" },
            appliedCourse: "MS in Computer Science",
            applicationDecision: "Accepted",
            appliedSemester: "Fall",
          },
        ],
      },
    });
  });
});
