/** A student whose pages all have something to show: a filled profile and a short shortlist. */
import { API, pathOf } from "@gradplan/schema";
import { expect, type Page } from "@playwright/test";
import { registerWithScores } from "./accounts";

/** A university in the sample catalogue: its details page and its first courses. */
export const STANFORD = { id: 243744, name: "Stanford University" } as const;

async function put(page: Page, path: string, data: object): Promise<void> {
  const answer = await page.request.put(path, { data });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/**
 * Registers an international student with test scores (registerWithScores), then fills the
 * personal, academic and work sections and shortlists two of Stanford's courses, through the API.
 */
export async function registerWithFilledProfile(page: Page): Promise<string> {
  const id = await registerWithScores(page, {
    gpa: 3.6,
    toefl: { writing: 27, reading: 28, speaking: 24, listening: 26 },
    gre: { verbal: 158, quantitative: 166, analytical_writing: 4 },
  });
  await put(page, pathOf(API.students.updateStudentInfo, { student_id: id }), {
    firstname: "Asha",
    lastname: "Rao",
    dob: "2001-04-09",
    gender: "Female",
    category: "International Student",
    nationality: "IN",
    undergrad_university: "Indian Institute of Technology, Bombay",
  });
  const stats = pathOf(API.students.updateStudentStats, { student_id: id });
  await put(page, stats, {
    section: "academic",
    degree: "Masters",
    program: "Computer Science and IT",
    courses: ["CS", "DS"],
    current_education: "Bachelors",
    applying_semester: "Fall",
    undergrad_course: { course_name: "Computer Science", course_code: "CS" },
  });
  await put(page, stats, { section: "work", work_ex: { full: 12, internship: 6 } });

  const courses = await page.request.get(
    pathOf(API.search.universityCourses, { universityId: STANFORD.id }),
  );
  expect(courses.ok()).toBe(true);
  for (const course of ((await courses.json()) as { course_id: number }[]).slice(0, 2)) {
    const added = await page.request.post(pathOf(API.shortlist.checkAndAddCourse), {
      data: { studentId: id, course: { course_id: course.course_id } },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  return id;
}
