/**
 * The dashboard in Chromium against the real product (issue 15): a student with scores, an
 * evaluated resume and three shortlisted courses (one applied to) sees their figures, two badges
 * and a next step; a slice made to fail shows the spec's message and a retry while the rest loads.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { API, DASHBOARD_MESSAGES, pathOf, type ShortlistedCourse } from "@gradplan/schema";
import { expect, type Page, test } from "@playwright/test";
import { registerWithScores } from "../support/accounts";

const resumeFile = resolve(
  import.meta.dirname,
  "../../workers/test-fixtures/resumes/2-strong.docx",
);
const courses = JSON.parse(
  readFileSync(resolve(import.meta.dirname, "../../data/catalogue/courses.json"), "utf8"),
) as { courseId: number }[];

async function prepare(page: Page): Promise<void> {
  const id = await registerWithScores(page, {
    gpa: 3.6,
    toefl: { writing: 26, reading: 27, speaking: 25, listening: 27 },
    gre: { verbal: 158, quantitative: 166, analytical_writing: 4 },
  });
  const uploaded = await page.request.post(pathOf(API.resumes.evaluateResume, { student_id: id }), {
    multipart: {
      resumeName: "Fall 2027",
      resumeFile: {
        name: "resume.docx",
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        buffer: readFileSync(resumeFile),
      },
    },
  });
  expect(uploaded.status()).toBe(200);
  for (const course of courses.slice(0, 3)) {
    const added = await page.request.post(pathOf(API.shortlist.checkAndAddCourse), {
      data: { studentId: id, course: { course_id: course.courseId } },
    });
    expect(added.ok()).toBe(true);
  }
  const list = await page.request.get(pathOf(API.shortlist.fetchShortlist, { student_id: id }));
  const first = ((await list.json()) as ShortlistedCourse[][]).flat()[0]!;
  const applied = await page.request.put(
    pathOf(API.shortlist.updateCourseStatus, { student_id: id }),
    {
      data: {
        universityName: first.university_name,
        courseName: first.course_name,
        degreeCode: first.degree_code,
        status: "Applied",
      },
    },
  );
  expect(applied.ok()).toBe(true);
}

const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("dashboard", () => {
  test("shows the stats, two badges and a next step; a failing slice shows its message and retries", async ({
    page,
  }) => {
    await prepare(page);

    // The SOP stats fail once; everything else answers as usual.
    let failures = 0;
    await page.route("**/graphql", async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === "SopStats" && failures === 0) {
        failures++;
        return route.fulfill({ status: 500, json: { errors: [{ message: "boom" }] } });
      }
      return route.continue();
    });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    const shortlist = card(page, "Shortlist");
    await expect(shortlist.getByText(/3\s*programs shortlisted/)).toBeVisible();
    const resume = card(page, "Resume stats");
    await expect(resume.getByText("1 resume")).toBeVisible();

    const badges = card(page, "Badges");
    await expect(badges.getByText("2 of 6 earned")).toBeVisible();
    await expect(badges.getByText("First resume evaluated")).toBeVisible();
    await expect(badges.getByText("First application sent")).toBeVisible();

    await expect(
      card(page, "Next steps").getByRole("link", { name: /Complete your profile/ }),
    ).toBeVisible();

    const sop = card(page, "SOP stats");
    await expect(sop.getByText(DASHBOARD_MESSAGES.unknownError)).toBeVisible();
    await sop.getByRole("button", { name: "Try again" }).click();
    await expect(sop.getByText("You have no SOPs yet.")).toBeVisible();
    await expect(sop.getByText(DASHBOARD_MESSAGES.unknownError)).toBeHidden();
  });
});
