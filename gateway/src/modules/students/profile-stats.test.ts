/** PUT /api/update-student-stats: every section's checks and messages, and what is stored. */
import { PROFILE_MESSAGES as M, type StudentProfile } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app";
import { ACADEMIC, profileOf, putStats, TESTS, TOEFL } from "../../testing/profile-kit";
import { type StudentClient, signUpStudent } from "../../testing/student-client";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("PUT /api/update-student-stats", () => {
  it("computes totals, converts a ten-point GPA and names the specializations", async () => {
    const s = await signUpStudent(app.baseUrl);
    await putStats(s, { ...ACADEMIC, course_names: ["ignored"] });
    const { status, body } = await putStats(s, {
      ...TESTS,
      gpa: 1.0,
      gpa_ten_scale: 8.5,
      english_scores: { ielts: { writing: 6.5, reading: 6.5, speaking: 6, listening: 6 } },
    });
    expect(status).toBe(200);
    expect(body.studentStats).toMatchObject({
      courses: ["CS", "DS"],
      course_names: ["Computer Science", "Data Science"],
      gpa: 3.6,
      gpa_ten_scale: 8.5,
      english_scores: { ielts: { overall_band: 6.5 } },
      gre: { total: 324, analytical_writing: 4 },
      applying_semester: "Fall",
      answered_sections: ["academic", "tests"],
    });
    await putStats(s, { english_scores: { toefl: TOEFL }, work_ex: { full: 2.6, internship: 0 } });
    const { studentStats } = await profileOf(s);
    expect(studentStats.english_scores).toEqual({ toefl: { ...TOEFL, total_score: 105 } });
    expect(studentStats.work_ex).toEqual({ full: 3, internship: 0 });
  });

  it("keeps fields left out, clears fields sent as null and stores empty lists as null", async () => {
    const s = await signUpStudent(app.baseUrl);
    await putStats(s, ACADEMIC);
    await putStats(s, { conferences: ["NeurIPS", "Other", "Other"], section: "conferences" });
    await putStats(s, { research_papers: [], section: "research" });
    const { studentStats } = await profileOf(s);
    expect(studentStats).toMatchObject({
      degree: "Masters",
      conferences: ["NeurIPS", "Other", "Other"],
      research_papers: null,
    });
    await putStats(s, { conferences: null, section: "conferences" });
    expect((await profileOf(s)).studentStats.conferences).toBeNull();
  });

  const TOEFL_BAD = (section: string, value: unknown) => ({
    ...TESTS,
    english_scores: { toefl: { ...TOEFL, [section]: value } },
  });
  const IELTS = { writing: 7, reading: 7.5, speaking: 6.5, listening: 7 };
  const cases: [string, Record<string, unknown>, string][] = [
    ["no specialization", { ...ACADEMIC, courses: [] }, M.specializationRequired],
    [
      "a specialization of the other area",
      { ...ACADEMIC, courses: ["ME"] },
      M.specializationNotInArea("ME", "Computer Science and IT"),
    ],
    ["no degree", { ...ACADEMIC, degree: null }, M.required],
    ["no area of study", { ...ACADEMIC, program: null }, M.required],
    [
      "an unknown education level",
      { ...ACADEMIC, current_education: "PhD" },
      M.invalidOption("current education level"),
    ],
    ["no applying semester", { ...ACADEMIC, applying_semester: null }, M.required],
    ["no undergrad course", { ...ACADEMIC, undergrad_course: null }, M.required],
    ["no GPA", { ...TESTS, gpa: null }, M.gpaRequired],
    ["a negative GPA", { ...TESTS, gpa: -0.5 }, M.gpaNegative],
    ["a GPA above 4", { ...TESTS, gpa: 4.2 }, M.gpaRange(4)],
    ["a ten-point GPA above 10", { ...TESTS, gpa_ten_scale: 10.5 }, M.gpaRange(10)],
    ["a TOEFL writing score of 31", TOEFL_BAD("writing", 31), M.toeflRange("Writing")],
    ["a negative TOEFL speaking score", TOEFL_BAD("speaking", -1), M.toeflRange("Speaking")],
    ["a fractional TOEFL listening score", TOEFL_BAD("listening", 20.5), M.wholeScore("Listening")],
    ["a missing TOEFL reading score", TOEFL_BAD("reading", null), M.sectionRequired("Reading")],
    ["TOEFL without scores", { ...TESTS, english_scores: { toefl: {} } }, M.toeflRequired],
    [
      "an IELTS band off the 0.5 steps",
      { ...TESTS, english_scores: { ielts: { ...IELTS, speaking: 6.3 } } },
      M.ieltsRange("Speaking"),
    ],
    [
      "an IELTS band above 9",
      { ...TESTS, english_scores: { ielts: { ...IELTS, writing: 9.5 } } },
      M.ieltsRange("Writing"),
    ],
    ["IELTS without scores", { ...TESTS, english_scores: { ielts: {} } }, M.ieltsRequired],
    [
      "no English test for an international student",
      { ...TESTS, english_scores: null },
      M.englishTestRequired,
    ],
    [
      "a GRE verbal score of 171",
      { ...TESTS, gre: { ...TESTS.gre, verbal: 171 } },
      M.greRange("Verbal", 170),
    ],
    [
      "a GRE quantitative score below 0",
      { ...TESTS, gre: { ...TESTS.gre, quantitative: -3 } },
      M.greRange("Quantitative", 170),
    ],
    [
      "an analytical writing score of 6.5",
      { ...TESTS, gre: { ...TESTS.gre, analytical_writing: 6.5 } },
      M.greRange("Analytical Writing", 6),
    ],
    [
      "an analytical writing score off the half points",
      { ...TESTS, gre: { ...TESTS.gre, analytical_writing: 4.3 } },
      M.halfStepScore("Analytical Writing"),
    ],
    [
      "a fractional GRE verbal score",
      { ...TESTS, gre: { ...TESTS.gre, verbal: 155.5 } },
      M.wholeScore("Verbal"),
    ],
    ["GRE without scores", { ...TESTS, gre: {} }, M.greRequired],
    [
      "negative full-time months",
      { work_ex: { full: -1, internship: 2 } },
      M.workMonths("Full-time"),
    ],
    [
      "negative internship months",
      { work_ex: { full: 1, internship: -2 } },
      M.workMonths("Internship"),
    ],
    [
      "negative months that would round to zero",
      { work_ex: { full: -0.4, internship: 2 } },
      M.workMonths("Full-time"),
    ],
    [
      "an activity without a type",
      { extracurricular_activities: [{ role: "Leadership Role" }] },
      M.activityTypeRequired,
    ],
    [
      "a hackathon without a level",
      {
        extracurricular_activities: [
          { activityType: "Competitions/Hackathons", achievement: "Participation" },
        ],
      },
      M.activityLevelRequired,
    ],
    [
      "a sport without an achievement",
      { extracurricular_activities: [{ activityType: "Sports/Athletics", level: "National" }] },
      M.activityAchievementRequired,
    ],
    [
      "volunteering without a role",
      {
        extracurricular_activities: [
          { activityType: "Volunteering/Community Service", organization: "Regional/Local" },
        ],
      },
      M.activityIncomplete,
    ],
    [
      "a score that is not a number",
      { ...TESTS, gpa: "3.5" },
      "Scores and months must be numbers.",
    ],
  ];
  let s: StudentClient;
  let before: StudentProfile;
  beforeAll(async () => {
    s = await signUpStudent(app.baseUrl);
    await putStats(s, ACADEMIC);
    await putStats(s, TESTS);
    before = await profileOf(s);
  });
  it.each(cases)("refuses %s with its message and writes nothing", async (_, body, message) => {
    const answer = await putStats(s, { conferences: ["ICML"], ...body });
    expect(answer).toMatchObject({ status: 400, body: { success: false, message } });
    expect(await profileOf(s)).toEqual(before);
  });

  it("lets a domestic student choose no English test and no GRE", async () => {
    const s = await signUpStudent(app.baseUrl, { category: "Domestic Student" });
    const answer = await putStats(s, {
      gpa: 3.2,
      english_scores: null,
      gre: null,
      section: "tests",
    });
    expect(answer.status).toBe(200);
  });
});
