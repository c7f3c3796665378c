import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../auth";
import { PROFILE_MESSAGES as P } from "../profile/messages";
import { notificationDateError } from "./application";
import { RESULTS_CATEGORY_LABELS } from "./constants";
import { SUBMIT_RESULTS_MESSAGES as M } from "./messages";
import { normalizeSubmitResults } from "./normalize";
import type { SubmitResultsInput, UniversityApplication } from "./types";
import { submitResultsIssues } from "./validate";

const TODAY = "2026-03-15";

function application(overrides: Partial<UniversityApplication> = {}): UniversityApplication {
  return {
    appliedUniversity: { universityId: "u-166629", universityName: "Arizona State University" },
    appliedCourse: "Computer Science",
    appliedSemester: "Fall",
    applicationDecision: "Accepted",
    notificationDate: "2026-03-01",
    notificationMethod: "Email",
    ...overrides,
  };
}

function submission(overrides: Partial<SubmitResultsInput> = {}): SubmitResultsInput {
  return {
    name: "Priya Raman",
    email: "priya@example.com",
    category: "International Student",
    undergradUniversity: "Anna University",
    undergradCourse: "Electronics and Communication Engineering",
    currentEducationLevel: "Bachelors",
    gpaFourScale: null,
    gpaTenScale: 8.5,
    englishTestScores: { test: "TOEFL", writing: 26, reading: 28, speaking: 24, listening: 27 },
    greScores: { test: "GRE", verbal: 155, quantitative: 166, analytical_writing: 4 },
    researchPaperDetails: { enabled: true, items: ["IEEE Access"] },
    conferences: { enabled: false, items: [] },
    extracurricularActivities: [
      { activityType: "Competitions/Hackathons", level: "National", achievement: "Winner/Top 3" },
    ],
    workEx: { fulltime: 18, internship: 6 },
    appliedToUniversities: [
      application(),
      application({
        appliedUniversity: { universityId: "u-110635", universityName: "UC Berkeley" },
        applicationDecision: "Wait Listed",
        notificationDate: null,
        notificationMethod: null,
      }),
    ],
    ...overrides,
  };
}

const issues = (overrides: Partial<SubmitResultsInput> = {}) =>
  submitResultsIssues(submission(overrides), TODAY);
const appIssues = (overrides: Partial<UniversityApplication>) =>
  issues({ appliedToUniversities: [application(overrides)] });
const english = (test: "TOEFL" | "IELTS", score: number) =>
  issues({
    englishTestScores: { test, writing: score, reading: score, speaking: score, listening: score },
  });
const gre = (verbal: number, quantitative: number, analytical_writing: number) =>
  issues({ greScores: { test: "GRE", verbal, quantitative, analytical_writing } });

describe("submitResultsIssues", () => {
  it("accepts a complete submission with two applications", () => {
    expect(issues()).toEqual({});
  });

  it.each([
    ["category", { category: null }, M.categoryRequired],
    ["undergradUniversity", { undergradUniversity: "  " }, M.undergradUniversityRequired],
    ["undergradCourse", { undergradCourse: null }, M.undergradCourseRequired],
    ["currentEducationLevel", { currentEducationLevel: "" }, M.currentEducationLevelRequired],
    ["gpaFourScale", { gpaFourScale: null, gpaTenScale: null }, M.gpaRequired],
    ["englishTestScores.test", { englishTestScores: null }, M.englishTestRequired],
    ["greScores.test", { greScores: { test: null } }, M.aptitudeTestRequired],
    ["appliedToUniversities", { appliedToUniversities: [] }, M.applicationsRequired],
  ] as const)("requires %s", (path, overrides, message) => {
    expect(issues(overrides as Partial<SubmitResultsInput>)).toEqual({ [path]: message });
  });

  it("says the spec's required messages word for word", () => {
    expect(M.categoryRequired).toBe("Category is required.");
    expect(M.englishTestRequired).toBe("English test selection is required.");
    expect(M.applicationsRequired).toBe("At least one university must be applied to.");
    expect(M.invalidNotificationDate).toBe("Invalid notification date.");
    expect(M.submissionFailed("timeout")).toBe("Details submission failed: timeout");
  });

  it("refuses values outside the option lists", () => {
    expect(issues({ category: "Alien Student", currentEducationLevel: "PhD" })).toEqual({
      category: P.invalidOption("category"),
      currentEducationLevel: P.invalidOption("current education level"),
    });
  });

  it("labels Domestic Student as American Student on this form", () => {
    expect(RESULTS_CATEGORY_LABELS["Domestic Student"]).toBe("American Student");
  });

  it("checks the email only when one is given; the name is optional", () => {
    expect(issues({ email: null, name: null })).toEqual({});
    expect(issues({ email: "  " })).toEqual({});
    expect(issues({ email: "priya@" })).toEqual({ email: AUTH_MESSAGES.invalidEmail });
  });

  it("refuses None as the English test for international students only", () => {
    const none = { englishTestScores: { test: "None" as const } };
    expect(issues(none)).toEqual({ "englishTestScores.test": M.internationalNeedsEnglishTest });
    expect(issues({ ...none, category: "Domestic Student" })).toEqual({});
  });

  it("accepts None as the aptitude test", () => {
    expect(issues({ greScores: { test: "None" } })).toEqual({});
  });

  it("asks for the chosen test's scores", () => {
    expect(issues({ englishTestScores: { test: "IELTS" } })).toEqual({
      englishTestScores: P.ieltsRequired,
    });
    expect(issues({ greScores: { test: "GRE" } })).toEqual({ greScores: P.greRequired });
    const partial = { test: "TOEFL" as const, writing: 20, reading: 20, speaking: 20 };
    expect(issues({ englishTestScores: partial })).toEqual({
      "englishTestScores.listening": P.sectionRequired("Listening"),
    });
  });

  it("keeps TOEFL sections within 0-30", () => {
    expect(english("TOEFL", 30)).toEqual({});
    expect(english("TOEFL", 31)["englishTestScores.writing"]).toBe(P.toeflRange("Writing"));
    expect(english("TOEFL", -1)["englishTestScores.reading"]).toBe(P.toeflRange("Reading"));
  });

  it("keeps IELTS bands within 0-9 in half steps", () => {
    expect(english("IELTS", 9)).toEqual({});
    expect(english("IELTS", 6.5)).toEqual({});
    expect(english("IELTS", 9.5)["englishTestScores.writing"]).toBe(P.ieltsRange("Writing"));
    expect(english("IELTS", 6.3)["englishTestScores.writing"]).toBe(P.ieltsRange("Writing"));
  });

  it("keeps GRE verbal and quantitative within 0-170 and writing within 0-6", () => {
    expect(gre(170, 170, 6)).toEqual({});
    expect(gre(171, 170, 6)).toEqual({ "greScores.verbal": P.greRange("Verbal", 170) });
    expect(gre(170, 171, 6)).toEqual({
      "greScores.quantitative": P.greRange("Quantitative", 170),
    });
    expect(gre(170, 170, 6.5)).toEqual({
      "greScores.analytical_writing": P.greRange("Analytical Writing", 6),
    });
  });

  it("keeps the GPA within its scale", () => {
    expect(issues({ gpaFourScale: 4, gpaTenScale: null })).toEqual({});
    expect(issues({ gpaFourScale: 4.01, gpaTenScale: null })).toEqual({
      gpaFourScale: P.gpaRange(4),
    });
    expect(issues({ gpaTenScale: 10 })).toEqual({});
    expect(issues({ gpaTenScale: 10.01 })).toEqual({ gpaTenScale: P.gpaRange(10) });
    expect(issues({ gpaTenScale: -1 })).toEqual({ gpaTenScale: P.gpaNegative });
  });

  it("takes work months as non-negative numbers", () => {
    expect(issues({ workEx: null })).toEqual({});
    expect(issues({ workEx: { fulltime: -1, internship: 0 } })).toEqual({
      "workEx.fulltime": P.workMonths("Full-time"),
    });
  });

  it("asks for journals and conferences only when yes is chosen", () => {
    expect(
      issues({ researchPaperDetails: null, conferences: { enabled: null, items: [] } }),
    ).toEqual({});
    expect(
      issues({
        researchPaperDetails: { enabled: true, items: [] },
        conferences: { enabled: true, items: [] },
      }),
    ).toEqual({
      "researchPaperDetails.items": M.journalRequired,
      "conferences.items": M.conferenceRequired,
    });
  });

  it("checks each extra-curricular activity with the profile's rule", () => {
    const activities = [{ activityType: "Sports/Athletics", level: "National" }];
    expect(issues({ extracurricularActivities: activities })).toEqual({
      "extracurricularActivities.0": P.activityAchievementRequired,
    });
  });
});

describe("each application", () => {
  const at = (field: string) => `appliedToUniversities.0.${field}`;

  it.each([
    ["appliedUniversity", { appliedUniversity: null }, M.universityRequired],
    [
      "appliedUniversity",
      { appliedUniversity: { universityId: "", universityName: "UC Berkeley" } },
      M.universityRequired,
    ],
    ["appliedCourse", { appliedCourse: " " }, M.appliedCourseRequired],
    ["applicationDecision", { applicationDecision: null }, M.decisionRequired],
    ["appliedSemester", { appliedSemester: null }, M.semesterRequired],
    [
      "applicationDecision",
      { applicationDecision: "Admitted" },
      P.invalidOption("application decision"),
    ],
    ["appliedSemester", { appliedSemester: "Winter" }, P.invalidOption("semester")],
    [
      "notificationMethod",
      { notificationMethod: "Pigeon" },
      P.invalidOption("notification method"),
    ],
  ] as const)("checks %s", (field, overrides, message) => {
    expect(appIssues(overrides as Partial<UniversityApplication>)).toEqual({
      [at(field)]: message,
    });
  });

  it("keys a later application's problems by its index", () => {
    const apps = [application(), application({ appliedCourse: null })];
    expect(issues({ appliedToUniversities: apps })).toEqual({
      "appliedToUniversities.1.appliedCourse": M.appliedCourseRequired,
    });
  });

  it("accepts every decision and notification method of the lists", () => {
    for (const applicationDecision of ["Accepted", "Rejected", "Wait Listed", "Other"]) {
      expect(appIssues({ applicationDecision })).toEqual({});
    }
    for (const notificationMethod of ["Email", "Phone", "Website", "Postal Service", "Other"]) {
      expect(appIssues({ notificationMethod })).toEqual({});
    }
  });
});

describe("notificationDateError", () => {
  it("allows no date: the spec does not require one", () => {
    expect(notificationDateError(null, TODAY)).toBeNull();
    expect(notificationDateError("", TODAY)).toBeNull();
  });

  it.each(["2026-02-30", "tomorrow", "2026-3-1", "2026-13-01"])("refuses %s", (value) => {
    expect(notificationDateError(value, TODAY)).toBe(M.invalidNotificationDate);
  });

  it("allows today and refuses any later day", () => {
    expect(notificationDateError(TODAY, TODAY)).toBeNull();
    expect(notificationDateError("2024-02-29", TODAY)).toBeNull();
    expect(notificationDateError("2026-03-16", TODAY)).toBe(M.futureNotificationDate);
  });

  it("refuses a day before 1 January ten years ago, with the year in words", () => {
    expect(notificationDateError("2016-01-01", TODAY)).toBeNull();
    expect(notificationDateError("2015-12-31", TODAY)).toBe(M.oldNotificationDate("2016"));
    expect(notificationDateError("1900-01-01", TODAY)).toBe(
      "Notification date cannot be before 2016: please share results from the last 10 years.",
    );
  });

  it("reports through the submission under the application's path", () => {
    expect(appIssues({ notificationDate: "2026-02-30" })).toEqual({
      "appliedToUniversities.0.notificationDate": M.invalidNotificationDate,
    });
  });
});

describe("normalizeSubmitResults", () => {
  it("computes the TOEFL total, the GRE total and the four-point GPA", () => {
    const out = normalizeSubmitResults(submission());
    expect(out.englishTestScores).toMatchObject({ test: "TOEFL", total_score: 105 });
    expect(out.greScores).toMatchObject({ test: "GRE", total: 321 });
    expect(out.gpaTenScale).toBe(8.5);
    expect(out.gpaFourScale).toBe(3.6);
  });

  it("rounds the IELTS overall band to the nearest half", () => {
    const scores = { test: "IELTS" as const, writing: 6, reading: 7, speaking: 6.5, listening: 7 };
    expect(
      normalizeSubmitResults(submission({ englishTestScores: scores })).englishTestScores,
    ).toMatchObject({ overall_band: 6.5 });
    const up = { ...scores, writing: 6.5, speaking: 7 };
    expect(
      normalizeSubmitResults(submission({ englishTestScores: up })).englishTestScores,
    ).toMatchObject({ overall_band: 7 });
  });

  it("keeps a four-point GPA to 2 decimals and rounds months", () => {
    const out = normalizeSubmitResults(
      submission({
        gpaFourScale: 3.456,
        gpaTenScale: null,
        workEx: { fulltime: 5.6, internship: null },
      }),
    );
    expect(out.gpaFourScale).toBe(3.46);
    expect(out.workEx).toEqual({ fulltime: 6, internship: null });
  });

  it("drops scores of a None answer", () => {
    const out = normalizeSubmitResults(
      submission({ category: "Domestic Student", englishTestScores: { test: "None", writing: 3 } }),
    );
    expect(out.englishTestScores).toEqual({ test: "None" });
  });
});
