/**
 * What a new student trips over (issue 32, items 1, 5 and 10), in Chromium against the real
 * product at a phone's width and a laptop's: a brand-new student's programs invite them to add
 * their GPA and tests (the link opens that form) instead of "Minimum requirements not met"; the
 * dashboard shows the applying semester chosen after sign-in; a list with only ambitious
 * programs says it lacks balance, on the shortlist and the dashboard, with programs to fill it.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import {
  API,
  BALANCE_TEXT,
  CHANCES_INVITATION,
  pathOf,
  ROUTES,
  SEARCH_PAGE_MESSAGES,
} from "@gradplan/schema";
import { expect, test } from "@playwright/test";
import { newEmail, register, registerWithScores, studentId } from "../support/accounts";
import { withDatabase } from "../support/database";
import { attachScreenshot, expectLayoutFits, LAPTOP, PHONE, settle } from "../support/layout";

const courses = JSON.parse(
  readFileSync(resolve(import.meta.dirname, "../../data/catalogue/courses.json"), "utf8"),
) as { courseId: number; degreeCode: string }[];

for (const [name, viewport] of [
  ["phone", PHONE],
  ["laptop", LAPTOP],
] as const) {
  test.describe(`a new student on a ${name}`, () => {
    test.use({ viewport });

    test("is invited to add their GPA and tests, and the dashboard follows the semester", async ({
      page,
    }, testInfo) => {
      await register(page, newEmail());
      const id = await studentId(page);
      await page.goto(ROUTES.universitySearch);
      await settle(page);
      const invitation = page.getByRole("link", { name: CHANCES_INVITATION }).first();
      await expect(invitation).toBeVisible();
      await expect(page.getByText(SEARCH_PAGE_MESSAGES.notMet)).toHaveCount(0);
      await expectLayoutFits(page, `search, new student, ${name}`);
      await invitation.scrollIntoViewIfNeeded();
      await attachScreenshot(page, testInfo, `search-new-student-${name}.png`);
      await invitation.click();
      await expect(page.getByRole("dialog", { name: "Update Test Scores" })).toBeVisible();

      // The semester chosen after sign-in, elsewhere (another device): the session here still
      // says none; the dashboard reads the live profile.
      await withDatabase((db) =>
        db.query("update student set applying_semester = 'Spring' where id = $1", [id]),
      );
      await page.goto(ROUTES.dashboard);
      await expect(page.getByText("Applying semester").locator("+ dd")).toHaveText("Spring");
    });

    test("sees that an ambitious-only list lacks balance, with programs to fill it", async ({
      page,
    }, testInfo) => {
      const id = await registerWithScores(page, {
        gpa: 3.7,
        toefl: { writing: 27, reading: 28, speaking: 25, listening: 27 },
        gre: { verbal: 160, quantitative: 167, analytical_writing: 4.5 },
      });
      const course = courses[0]!;
      const added = await page.request.post(pathOf(API.shortlist.checkAndAddCourse), {
        data: { studentId: id, course: { course_id: course.courseId } },
      });
      expect(added.ok()).toBe(true);
      // The model's category for this course is not fixed: the list is made ambitious-only.
      await withDatabase((db) =>
        db.query("update shortlisted_course set category = 'ambitious' where student_id = $1", [
          id,
        ]),
      );
      for (const path of [ROUTES.universityShortlisting, ROUTES.dashboard]) {
        await page.goto(path);
        await settle(page);
        const notice = page.getByRole("region", { name: BALANCE_TEXT.heading });
        await expect(notice).toContainText(BALANCE_TEXT.missing.safe);
        await expect(notice.getByRole("listitem").first()).toContainText(/Admit chances \d+%/);
        await expectLayoutFits(page, `${path}, unbalanced list, ${name}`);
        await notice.scrollIntoViewIfNeeded();
        await attachScreenshot(page, testInfo, `balance${path.replace(/\//g, "-")}-${name}.png`);
      }
    });
  });
}
