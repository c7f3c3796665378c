/**
 * "Applicants like you" in Chromium against the real product (issue 32 item 9): with a course
 * chosen, the community results page shows a signed-in student how applicants with a GPA and GRE
 * near theirs did there: a visitor is invited to log in, a student without a GPA to add it, and
 * a course with too few such applicants says only that. Axe-clean and fitting at 1366 and 375 px.
 */
import { API, pathOf } from "@gradplan/schema";
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { newEmail, register, studentId } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { attachScreenshot, expectLayoutFits, LAPTOP, PHONE, settle } from "../support/layout";
import {
  courseResultsPath,
  FEW_RESULTS_COURSE,
  LIKE_MINE_COURSE,
  shareLikeMineResults,
} from "../support/like-mine";

test.beforeAll(async ({ request }) => shareLikeMineResults(request));

const panelOf = (page: Page) => page.getByRole("region", { name: "Applicants like you" });

/** At each width: settled, no serious axe violation, fits, and a screenshot for the report. */
async function checkWidths(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await settle(page);
    await panelOf(page).scrollIntoViewIfNeeded();
    const where = `applicants like you, ${state} (${size.width}px)`;
    expect(await seriousViolations(page), where).toEqual([]);
    await expectLayoutFits(page, where);
    await attachScreenshot(page, testInfo, `like-mine-${state}-${size.width}.png`);
  }
}

test.describe("applicants like you", () => {
  test("a visitor is invited to log in", async ({ page }, testInfo) => {
    await page.goto(courseResultsPath(LIKE_MINE_COURSE));
    const panel = panelOf(page);
    await expect(
      panel.getByText("Log in to see how applicants with a GPA and GRE like yours did"),
    ).toBeVisible();
    await expect(panel.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await checkWidths(page, testInfo, "visitor");
  });

  test("a student adds a GPA and GRE, then sees how applicants like them did", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await register(page, newEmail());
    await page.goto(courseResultsPath(LIKE_MINE_COURSE));
    const panel = panelOf(page);
    await expect(panel.getByText(/^Add your GPA to your profile/)).toBeVisible();
    await expect(panel.getByRole("link", { name: "Go to your profile" })).toHaveAttribute(
      "href",
      "/profile",
    );
    await checkWidths(page, testInfo, "no-gpa");

    const saved = await page.request.put(
      pathOf(API.students.updateStudentStats, { student_id: await studentId(page) }),
      {
        data: {
          gpa: 3.6,
          english_scores: { toefl: { writing: 27, reading: 28, speaking: 24, listening: 26 } },
          gre: { verbal: 158, quantitative: 166, analytical_writing: 4 },
          section: "tests",
        },
      },
    );
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.reload();
    // Six of the seven shared results are in the band: four admits, a rejection, a wait list.
    await expect(
      panel.getByText(
        "6 results at this course from applicants with a GPA of 3.45–3.75 and a GRE of 319–329, around your profile.",
      ),
    ).toBeVisible();
    const figure = (label: string) => panel.locator("dt", { hasText: label }).locator("+ dd");
    await expect(figure("Admit rate")).toHaveText("80%");
    await expect(figure("Accepted")).toHaveText("4");
    await expect(figure("Wait listed")).toHaveText("1");
    await checkWidths(page, testInfo, "figures");

    // Two applicants like them at another course: no count and no figures.
    await page.goto(courseResultsPath(FEW_RESULTS_COURSE));
    await expect(panel.getByText("Not enough results from applicants like you yet.")).toBeVisible();
    await expect(panel.getByText(/\d results? at this course/)).toHaveCount(0);
    await expect(panel.locator("dt")).toHaveCount(0);
    await checkWidths(page, testInfo, "too-few");
  });
});
