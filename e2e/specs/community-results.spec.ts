/**
 * Community results in Chromium against the real product (issue 16): results shared through the
 * API for one catalogue course show on its university's page and in the results browser, whose
 * decision filter keeps to the link; the calibration page draws its chart (or says there is no
 * fit yet). Each page passes axe, wide and at phone width.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { API, pathOf } from "@gradplan/schema";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { newEmail, register, studentId } from "../support/accounts";
import { seriousViolations } from "../support/axe";

interface CatalogueCourse {
  courseId: number;
  universityId: number;
  courseName: string;
}
const read = <T>(file: string): T =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, "../../data/catalogue", file), "utf8")) as T;
const COURSE = read<CatalogueCourse[]>("courses.json")[700]!;
const UNIVERSITY = read<{ universityId: number; name: string }[]>("universities.json").find(
  (u) => u.universityId === COURSE.universityId,
)!;

/** Four admits and two rejections, each its own applicant; the GPA tells their rows apart. */
const SEEDED = [
  { gpa: 3.27, decision: "Accepted" },
  { gpa: 3.38, decision: "Accepted" },
  { gpa: 3.49, decision: "Accepted" },
  { gpa: 3.61, decision: "Accepted" },
  { gpa: 3.72, decision: "Rejected" },
  { gpa: 3.83, decision: "Rejected" },
] as const;

function submission(gpa: number, decision: string) {
  return {
    category: "International Student",
    undergradUniversity: `E2E College ${gpa}`,
    undergradCourse: "Electronics and Communication Engineering",
    currentEducationLevel: "Bachelors",
    gpaFourScale: gpa,
    gpaTenScale: null,
    englishTestScores: { test: "TOEFL", writing: 26, reading: 28, speaking: 24, listening: 27 },
    greScores: { test: "GRE", verbal: 155, quantitative: 166, analytical_writing: 4 },
    researchPaperDetails: { enabled: false, items: [] },
    conferences: { enabled: false, items: [] },
    extracurricularActivities: [],
    workEx: { fulltime: 12, internship: 6 },
    appliedToUniversities: [
      {
        appliedUniversity: {
          universityId: String(UNIVERSITY.universityId),
          universityName: UNIVERSITY.name,
        },
        appliedCourse: COURSE.courseName,
        appliedSemester: "Fall",
        applicationDecision: decision,
        notificationDate: new Date().toISOString().slice(0, 10),
        notificationMethod: "Email",
      },
    ],
  };
}

const octet = () => Math.floor(Math.random() * 250);

/**
 * Shares the six results, each from its own address (10 an hour per address, kept in Redis
 * across runs). The same body is stored once, so both workers may seed without doubling them.
 */
async function seed(request: APIRequestContext): Promise<void> {
  for (const [i, { gpa, decision }] of SEEDED.entries()) {
    const answer = await request.post(pathOf(API.results.submitResults), {
      data: submission(gpa, decision),
      headers: { "x-forwarded-for": `10.${octet()}.${octet()}.${i + 1}` },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}

test.beforeAll(async ({ request }) => seed(request));

/** A seeded result's row: its GPA with the scores every seeded result has (sample rows vary). */
const seededRow = (table: Locator, gpa: number) =>
  table
    .getByRole("row")
    .filter({ hasText: gpa.toFixed(2) })
    .filter({ hasText: "TOEFL 105" })
    .filter({ hasText: "321" });

/** No serious axe violation at 1366 px and at 375 px, where `part` must also fit the screen. */
async function expectAxeClean(page: Page, what: string, part: Locator): Promise<void> {
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page), what).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await seriousViolations(page), `${what} at 375 px`).toEqual([]);
  const box = await part.evaluate((el) => ({
    right: el.getBoundingClientRect().right,
    overflow: el.scrollWidth - el.clientWidth,
  }));
  expect(box.right, `${what} fits 375 px`).toBeLessThanOrEqual(375);
  expect(box.overflow, `${what} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.describe("community results", () => {
  test("the course's shared results show on its university's page", async ({ page }) => {
    const query = new URLSearchParams({
      universityName: UNIVERSITY.name,
      universityId: String(UNIVERSITY.universityId),
    });
    await page.goto(`/university-details?${query}`);
    const section = page.getByRole("region", { name: "Community results" });
    const byCourse = section.getByRole("table", { name: "Shared results by course" });
    await expect(byCourse.getByRole("rowheader", { name: COURSE.courseName })).toBeVisible();
    await section.getByLabel("Course").selectOption(String(COURSE.courseId));
    const rows = section.getByRole("table", { name: `Results for ${COURSE.courseName}` });
    for (const { gpa, decision } of SEEDED) {
      await expect(seededRow(rows, gpa)).toContainText(decision);
    }
    await expect(section.getByRole("link", { name: "See all results" })).toHaveAttribute(
      "href",
      `/community-results?universityId=${UNIVERSITY.universityId}`,
    );
    await expectAxeClean(page, "university details", section);
  });

  test("the results browser filters the course's results by decision, through the link", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Community Results" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Community results" })).toBeVisible();

    const filters = page.getByRole("search", { name: "Filter results" });
    await filters.getByRole("combobox", { name: "University" }).fill(UNIVERSITY.name);
    await filters.getByRole("option", { name: UNIVERSITY.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?universityId=${UNIVERSITY.universityId}$`));
    await filters.getByLabel("Course").selectOption(String(COURSE.courseId));
    await filters.getByLabel("Decision").selectOption("Rejected");
    await expect(page).toHaveURL(
      `/community-results?universityId=${UNIVERSITY.universityId}&courseId=${COURSE.courseId}&decision=Rejected`,
    );

    const results = page.getByRole("region", { name: "Results" });
    const table = results.getByRole("table", { name: /^Shared results/ });
    await expect(seededRow(table, 3.72)).toBeVisible();
    await expect(seededRow(table, 3.83)).toBeVisible();
    await expect(seededRow(table, 3.27)).toHaveCount(0);
    const decisions = await table
      .getByRole("cell")
      .filter({ hasText: /^Decision/ })
      .allTextContents();
    expect(decisions.length).toBeGreaterThan(0);
    for (const text of decisions) expect(text).toMatch(/^DecisionRejected/);
    // Six or more results: the course's figures are shown.
    await expect(results.getByText("Admit rate", { exact: true })).toBeVisible();

    // The link is the filter: opened afresh, it shows the same view.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Community results" })).toBeVisible();
    await expect(filters.getByLabel("Decision")).toHaveValue("Rejected");
    await expect(filters.getByRole("combobox", { name: "University" })).toHaveValue(
      UNIVERSITY.name,
    );
    await expect(seededRow(table, 3.72)).toBeVisible();
    await expectAxeClean(page, "community results", page.getByRole("main"));
  });

  test("the calibration page draws its reliability chart, or says there is no fit yet", async ({
    page,
  }) => {
    await page.goto("/");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "How Accurate Are Chances?" })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "How accurate are the admit chances?" }),
    ).toBeVisible();
    const figures = page.getByRole("region", {
      name: "How well the chances matched shared results",
    });
    const chart = figures.getByRole("img", {
      name: /^Predicted chance against observed admit rate/,
    });
    const none = figures.getByText(/have not been checked against shared results yet/);
    await expect(chart.or(none)).toBeVisible();
    if (await chart.isVisible()) {
      await expect(figures.getByRole("table", { name: "Before calibration" })).toBeVisible();
      await expect(figures.getByRole("table", { name: "After calibration" })).toBeVisible();
      await expect(figures.getByText("Brier score after calibration")).toBeVisible();
    }
    await expectAxeClean(page, "calibration report", page.getByRole("main"));
  });

  test("a signed-in student sees admits from their undergrad college once the profile names it", async ({
    page,
  }) => {
    await register(page, newEmail());
    await page.goto("/community-results");
    const college = page.getByRole("region", { name: "Admits from my undergrad college" });
    await expect(college.getByText(/Add your undergrad university to your profile/)).toBeVisible();
    await expect(college.getByRole("link", { name: "Go to your profile" })).toHaveAttribute(
      "href",
      "/profile",
    );

    // One of the colleges the sample applicants come from (or, without the sample, none yet).
    const id = await studentId(page);
    const saved = await page.request.put(
      pathOf(API.students.updateStudentInfo, { student_id: id }),
      {
        data: {
          firstname: "Asha",
          lastname: "Rao",
          dob: "2001-02-03",
          gender: "Female",
          category: "International Student",
          nationality: "IN",
          undergrad_university: "Anna University",
        },
      },
    );
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.reload();
    await expect(
      college
        .getByText(/ from applicants of Anna University, grouped by university and course\.$/)
        .or(college.getByText("No results from applicants of your college yet.")),
    ).toBeVisible();
    await expectAxeClean(page, "community results, signed in", page.getByRole("main"));
  });
});
