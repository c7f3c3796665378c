/**
 * "Applicants like you" (docs/results.md, Browsing) for the specs: a catalogue course with six
 * results shared in the band of registerWithFilledProfile's student (GPA 3.60, GRE 324) and one
 * outside it, and a course with two in the band: too few to show.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { API, pathOf, ROUTES } from "@gradplan/schema";
import { type APIRequestContext, expect } from "@playwright/test";

interface CatalogueCourse {
  courseId: number;
  universityId: number;
  courseName: string;
}
const COURSES = JSON.parse(
  readFileSync(resolve(import.meta.dirname, "../../data/catalogue/courses.json"), "utf8"),
) as CatalogueCourse[];
const UNIVERSITIES = JSON.parse(
  readFileSync(resolve(import.meta.dirname, "../../data/catalogue/universities.json"), "utf8"),
) as { universityId: number; name: string }[];

/** Far from the courses other specs share results for (community-results takes 700). */
export const LIKE_MINE_COURSE = COURSES[1210]!;
export const FEW_RESULTS_COURSE = COURSES[1230]!;

/** The results browser with the course chosen. */
export const courseResultsPath = (c: CatalogueCourse) =>
  `${ROUTES.communityResults}?universityId=${c.universityId}&courseId=${c.courseId}`;

/** Four admits, a rejection and a wait list near GPA 3.60 and GRE 324; a 3.00 out of the band. */
const LIKE_MINE = [
  { gpa: 3.5, verbal: 157, decision: "Accepted" },
  { gpa: 3.55, verbal: 159, decision: "Accepted" },
  { gpa: 3.62, verbal: 160, decision: "Accepted" },
  { gpa: 3.68, verbal: 155, decision: "Accepted" },
  { gpa: 3.7, verbal: 158, decision: "Rejected" },
  { gpa: 3.45, verbal: 161, decision: "Wait Listed" },
  { gpa: 3.0, verbal: 158, decision: "Rejected" },
];
const FEW = LIKE_MINE.slice(0, 2);

const octet = () => Math.floor(Math.random() * 250);

/**
 * Shares the results, each as its own applicant from its own address. The same body is stored
 * once, so specs running side by side may all call this without doubling them.
 */
export async function shareLikeMineResults(request: APIRequestContext): Promise<void> {
  await share(request, LIKE_MINE_COURSE, LIKE_MINE);
  await share(request, FEW_RESULTS_COURSE, FEW);
}

async function share(
  request: APIRequestContext,
  course: CatalogueCourse,
  results: readonly { gpa: number; verbal: number; decision: string }[],
): Promise<void> {
  const university = UNIVERSITIES.find((u) => u.universityId === course.universityId)!;
  for (const [i, { gpa, verbal, decision }] of results.entries()) {
    const answer = await request.post(pathOf(API.results.submitResults), {
      data: {
        category: "International Student",
        undergradUniversity: `E2E Like Mine College ${course.courseId} ${i}`,
        undergradCourse: "Computer Science",
        currentEducationLevel: "Bachelors",
        gpaFourScale: gpa,
        gpaTenScale: null,
        englishTestScores: { test: "TOEFL", writing: 26, reading: 28, speaking: 24, listening: 27 },
        greScores: { test: "GRE", verbal, quantitative: 166, analytical_writing: 4 },
        researchPaperDetails: { enabled: false, items: [] },
        conferences: { enabled: false, items: [] },
        extracurricularActivities: [],
        workEx: { fulltime: 12, internship: 6 },
        appliedToUniversities: [
          {
            appliedUniversity: {
              universityId: String(university.universityId),
              universityName: university.name,
            },
            appliedCourse: course.courseName,
            appliedSemester: "Fall",
            applicationDecision: decision,
            notificationDate: new Date().toISOString().slice(0, 10),
            notificationMethod: "Email",
          },
        ],
      },
      headers: { "x-forwarded-for": `10.${octet()}.${octet()}.${i + 1}` },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}
