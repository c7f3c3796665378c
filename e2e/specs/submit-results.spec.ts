import { randomUUID } from "node:crypto";
import { API, SUBMIT_RESULTS_MESSAGES as M, pathOf } from "@gradplan/schema";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { registerWithScores, studentId } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { withDatabase } from "../support/database";

const TITLE = "Submit Your Profile Details";
/** Stanford University's MS in Computer Science in the sample catalogue. */
const STANFORD_CS = { universityId: 243744, courseId: 24374409, course: "Computer Science" };

/** The form as a student sees it: its groups, suggestion boxes and application cards. */
class SubmitResultsForm {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole("form", { name: TITLE });
  }

  async open(path = "/submit-results"): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
    await expect(this.form).toBeVisible();
  }

  /** Chooses a radio of a group (styled toggles: the label takes the click, as for a mouse). */
  async choose(legend: string, option: string, scope: Locator = this.form): Promise<void> {
    const group = scope.getByRole("radiogroup", { name: legend });
    const radio = group.getByRole("radio", { name: option, exact: true });
    // `has` takes a locator relative to the label: one from the page root.
    const own = this.page.getByRole("radio", { name: option, exact: true });
    await group.locator("label", { has: own }).click();
    await expect(radio).toBeChecked();
  }

  /** Types into a suggestion box and picks the suggestion named `name`. */
  async pick(scope: Locator, label: string, query: string, name: string): Promise<void> {
    await scope.getByRole("combobox", { name: label, exact: true }).fill(query);
    await scope.getByRole("option", { name, exact: true }).click();
  }

  application(n: number): Locator {
    return this.form.getByRole("group", { name: `University ${n}`, exact: true });
  }

  /** Fills the applicant's details a visitor has to give. */
  async fillApplicant(): Promise<void> {
    await this.choose("Category", "International Student");
    await this.fillBackground();
    await this.form.getByLabel("GPA", { exact: true }).fill("3.7");
    await this.choose("English test", "TOEFL");
    for (const [section, score] of [
      ["writing", "26"],
      ["reading", "28"],
      ["speaking", "24"],
      ["listening", "27"],
    ]) {
      await this.form.getByLabel(`TOEFL ${section}`).fill(score as string);
    }
    await expect(this.form.getByLabel("TOEFL total score")).toHaveValue("105");
    await this.choose("Aptitude test", "None");
  }

  async fillBackground(): Promise<void> {
    await this.pick(
      this.form,
      "Undergrad university",
      "Indian Institute of Technology, B",
      "Indian Institute of Technology, Bombay",
    );
    await this.form.getByRole("combobox", { name: "Undergrad course" }).fill("Computer Science");
    await this.form.getByLabel("Current education level").selectOption("Bachelors");
  }

  async fillApplication(n: number, university: string, decision: string): Promise<void> {
    const card = this.application(n);
    await this.pick(card, "University", university.slice(0, 8), university);
    const course = card.getByLabel("Course applied to");
    await expect(
      course.getByRole("option", { name: "Computer Science", exact: true }),
    ).toBeAttached();
    await course.selectOption("Computer Science");
    await card.getByLabel("Semester applied").selectOption("Fall");
    await card.getByLabel("Application decision").selectOption(decision);
  }

  async submit(): Promise<void> {
    await this.form.getByRole("button", { name: "Submit Details" }).click();
  }
}

/** The stored applications of the submissions whose `column` is `value`, in the form's order. */
function storedApplications(column: "s.name" | "s.student_id", value: string) {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{
      university_id: number;
      course_id: number | null;
      decision: string;
    }>(
      `select a.university_id, a.course_id, a.decision from result_application a
         join result_submission s on s.id = a.submission_id
        where ${column} = $1 order by a.position`,
      [value],
    );
    return rows;
  });
}

test.describe("sharing results", () => {
  test("a visitor submits two applications and is thanked", async ({ page }) => {
    const results = new SubmitResultsForm(page);
    await results.open();
    const name = `E2E ${randomUUID()}`;
    await results.form.getByLabel("Name (optional)").fill(name);
    await results.fillApplicant();
    await results.fillApplication(1, "Stanford University", "Accepted");
    await results.application(1).getByLabel("Notification date").fill("2025-03-14");
    await results.application(1).getByLabel("Notification method (optional)").selectOption("Email");
    await results.form.getByRole("button", { name: "Add another university" }).click();
    await results.fillApplication(2, "Massachusetts Institute of Technology", "Rejected");
    await results.submit();

    await expect(page.getByText(M.submitted)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Thank you for sharing!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See community results" })).toHaveAttribute(
      "href",
      "/community-results",
    );
    expect(await storedApplications("s.name", name)).toEqual([
      {
        university_id: STANFORD_CS.universityId,
        course_id: STANFORD_CS.courseId,
        decision: "Accepted",
      },
      { university_id: 166683, course_id: expect.any(Number), decision: "Rejected" },
    ]);
  });

  test("a submission with missing fields shows each field's message and the toast", async ({
    page,
  }) => {
    const results = new SubmitResultsForm(page);
    await results.open();
    await results.submit();
    await expect(page.getByText(M.correctErrors)).toBeVisible();
    for (const message of [
      M.categoryRequired,
      M.undergradUniversityRequired,
      M.undergradCourseRequired,
      M.currentEducationLevelRequired,
      M.gpaRequired,
      M.englishTestRequired,
      M.aptitudeTestRequired,
      M.universityRequired,
      M.appliedCourseRequired,
      M.decisionRequired,
      M.semesterRequired,
    ]) {
      await expect(results.form.getByText(message, { exact: true })).toBeVisible();
    }
    const category = results.form.getByRole("radiogroup", { name: "Category" });
    await expect(category).toHaveAttribute("aria-invalid", "true");
    await expect(category.getByRole("radio").first()).toBeFocused();
    const university = results.form.getByRole("combobox", { name: "Undergrad university" });
    await expect(university).toHaveAttribute("aria-invalid", "true");
    await expect(university).toHaveAccessibleDescription(M.undergradUniversityRequired);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the form fits a phone and a laptop screen, one column on the phone", async ({ page }) => {
    const results = new SubmitResultsForm(page);
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await results.open();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal scroll at ${width} px`).toBeLessThanOrEqual(0);
      const card = results.application(1);
      const semester = await card.getByLabel("Semester applied").boundingBox();
      const decision = await card.getByLabel("Application decision").boundingBox();
      // Side by side on a laptop, one under the other on a phone.
      if (width === 375) expect(decision!.y).toBeGreaterThan(semester!.y);
      else expect(decision!.y).toBe(semester!.y);
    }
  });

  test("a student marks a shortlisted course Accepted and shares it from the offer", async ({
    page,
  }) => {
    await registerWithScores(page, {
      gpa: 3.6,
      toefl: { writing: 26, reading: 27, speaking: 24, listening: 26 },
      gre: { verbal: 156, quantitative: 164, analytical_writing: 4 },
    });
    const id = await studentId(page);
    const added = await page.request.post(pathOf(API.shortlist.checkAndAddCourse), {
      data: { studentId: id, course: { course_id: STANFORD_CS.courseId } },
    });
    expect(added.ok()).toBe(true);

    await page.goto("/university-shortlisting");
    const status = page.getByRole("combobox", {
      name: `Status of ${STANFORD_CS.course} at Stanford University`,
    });
    await status.selectOption("Accepted");
    await expect(page.getByText("Status changed to Accepted.")).toBeVisible();
    const offer = page.getByRole("note", {
      name: `Share your ${STANFORD_CS.course} at Stanford University result`,
    });
    await expect(offer).toContainText("Share this result with other students?");
    await offer.getByRole("link", { name: "Share your result" }).click();
    await expect(page).toHaveURL(/\/submit-results\?universityId=243744&/);

    // The profile's scores and the shortlisted course are filled in; the rest is typed.
    const results = new SubmitResultsForm(page);
    await expect(results.form).toBeVisible();
    await expect(
      results.form.getByRole("radiogroup", { name: "Category" }).getByRole("radio", {
        name: "International Student",
      }),
    ).toBeChecked();
    await expect(results.form.getByLabel("TOEFL total score")).toHaveValue("103");
    await expect(results.form.getByLabel("GRE total score")).toHaveValue("320");
    const card = results.application(1);
    await expect(card.getByRole("combobox", { name: "University" })).toHaveValue(
      "Stanford University",
    );
    await expect(card.getByLabel("Course applied to")).toHaveValue(STANFORD_CS.course);
    await expect(card.getByLabel("Application decision")).toHaveValue("Accepted");
    await results.fillBackground();
    await card.getByLabel("Semester applied").selectOption("Fall");
    await results.submit();

    await expect(page.getByText(M.submitted)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to your shortlist" })).toBeVisible();
    expect(await storedApplications("s.student_id", id)).toEqual([
      {
        university_id: STANFORD_CS.universityId,
        course_id: STANFORD_CS.courseId,
        decision: "Accepted",
      },
    ]);
  });
});
