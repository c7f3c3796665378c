/** Test fixtures: a complete submit-results draft (two applications), with overrides. */
import { blankApplication, blankDraft, type SubmitResultsDraft } from "./submitDraft";

export function aCompleteDraft(overrides: Partial<SubmitResultsDraft> = {}): SubmitResultsDraft {
  return {
    ...blankDraft(),
    name: "Priya Raman",
    email: "priya@example.com",
    category: "International Student",
    undergradUniversity: "Anna University",
    undergradCourse: "Electronics and Communication Engineering",
    currentEducationLevel: "Bachelors",
    tests: {
      category: "International Student",
      gpaScale: 10,
      gpa: 8.5,
      englishTest: "TOEFL",
      englishScores: { writing: 26, reading: 28, speaking: 24, listening: 27 },
      aptitudeTest: "GRE",
      greScores: { verbal: 155, quantitative: 166, analytical_writing: 4 },
    },
    research: { enabled: true, items: ["IEEE Access"] },
    conferences: { enabled: false, items: [] },
    work: { fulltime: 18, internship: 6 },
    applications: [
      blankApplication(0, {
        university: { universityId: "42", universityName: "Stanford University" },
        course: "MS in Computer Science",
        semester: "Fall",
        decision: "Accepted",
        notificationDate: "2025-03-01",
        notificationMethod: "Email",
      }),
      blankApplication(1, {
        university: { universityId: "7", universityName: "Massachusetts Institute of Technology" },
        course: "MS in Computer Science",
        semester: "Fall",
        decision: "Wait Listed",
      }),
    ],
    ...overrides,
  };
}
