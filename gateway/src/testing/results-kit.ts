/**
 * A community result as the submit-results form sends it (spec 2, section 3), for the tests
 * that submit one: a valid submission with one or more applications, each overridable.
 */
import { randomUUID } from "node:crypto";

/** One application of a submission: a university by id and name, a course, an Accepted decision. */
export function aResultApplication(
  university: { universityId: number; universityName: string },
  courseName: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    appliedUniversity: {
      universityId: String(university.universityId),
      universityName: university.universityName,
    },
    appliedCourse: courseName,
    appliedSemester: "Fall",
    applicationDecision: "Accepted",
    notificationDate: "2026-03-01",
    notificationMethod: "Email",
    ...overrides,
  };
}

/** A whole submission; its undergrad university is unique, so submissions never look alike. */
export function aResultSubmission(
  applications: readonly unknown[],
  overrides: Record<string, unknown> = {},
) {
  return {
    name: "Priya Raman",
    email: "priya@example.com",
    category: "International Student",
    undergradUniversity: `Anna University ${randomUUID()}`,
    undergradCourse: "Electronics and Communication Engineering",
    currentEducationLevel: "Bachelors",
    gpaFourScale: null,
    gpaTenScale: 8.5,
    englishTestScores: { test: "TOEFL", writing: 26, reading: 28, speaking: 24, listening: 27 },
    greScores: { test: "GRE", verbal: 155, quantitative: 166, analytical_writing: 4 },
    researchPaperDetails: { enabled: true, items: ["IEEE Access"] },
    conferences: { enabled: false, items: [] },
    extracurricularActivities: [],
    workEx: { fulltime: 18, internship: 6 },
    appliedToUniversities: applications,
    ...overrides,
  };
}
