import { AUTH_MESSAGES, PROFILE_MESSAGES as M, type StudentProfile } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLimiters } from "../../core/attempt-limiter";
import { startTestApp, type TestApp } from "../../testing/app";
import {
  ACADEMIC,
  PERSONAL,
  profileOf,
  putInfo,
  putStats,
  TESTS,
  TOEFL,
} from "../../testing/profile-kit";
import { type StudentClient, signUpStudent } from "../../testing/student-client";
import { AuthService } from "../auth/auth.service";
import { LoginGuard } from "../auth/login-guard";
import { Student } from "../auth/student.entity";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("a new student's profile", () => {
  it("has the registration's names and category and empty stats", async () => {
    const s = await signUpStudent(app.baseUrl);
    const { studentInfo, studentStats } = await profileOf(s);
    expect(studentInfo).toMatchObject({
      student_id: s.studentId,
      firstname: "Asha",
      lastname: "Rao",
      category: "International Student",
      dob: null,
      gender: null,
      undergrad_university: null,
    });
    expect(studentStats).toMatchObject({
      gpa: null,
      english_scores: null,
      gre: null,
      work_ex: null,
      courses: null,
      conferences: null,
      research_papers: null,
      extracurricular_activities: null,
      answered_sections: [],
    });
    const strength = await s.call("GET", `/api/student-profile-strength/${s.studentId}`);
    expect(strength.body).toEqual({
      abScore: null,
      sop_overall_score: null,
      resume_overall_score: null,
    });
    const progress = await s.call("GET", `/api/get-student-progress/${s.studentId}`);
    // Names, category and the applying semester from registration: 4 of the 19 questions.
    expect(progress.body).toEqual({
      totalPercentage: 21,
      currentLevelNumber: 2,
      currentLevelName: "Explorer",
      nextLevelName: "Planner",
    });
  });

  it("is only the student's own: 401 without a session, 403 for another student", async () => {
    const s = await signUpStudent(app.baseUrl);
    const other = await signUpStudent(app.baseUrl);
    const paths: [string, string][] = [
      ["GET", "get-student-info"],
      ["GET", "student-details"],
      ["GET", "student-profile-strength"],
      ["GET", "get-student-progress"],
      ["PUT", "update-student-info"],
      ["PUT", "update-student-stats"],
      ["GET", "shortlist-universities"],
    ];
    for (const [method, path] of paths) {
      const anonymous = await fetch(`${app.baseUrl}/api/${path}/${s.studentId}`, { method });
      expect(anonymous.status, path).toBe(401);
      const foreign = await other.call(method, `/api/${path}/${s.studentId}`, {});
      expect(foreign, path).toMatchObject({
        status: 403,
        body: { success: false, message: AUTH_MESSAGES.forbidden },
      });
    }
  });
});

describe("the category of a third-party sign-up", () => {
  it("starts as International Student, unconfirmed; a registered student's is confirmed", async () => {
    const secret = "a-test-secret-of-at-least-32-characters!";
    const auth = new AuthService({
      em: app.orm.em.fork(),
      jwtSecret: secret,
      loginGuard: new LoginGuard(app.redis, `${app.config.queuePrefix}:limit:login`, secret),
      registerLimiter: createLimiters(app.redis, app.config.queuePrefix).register,
    });
    const email = `google-${Date.now()}@example.com`;
    const { user } = await auth.signInWithProvider({ email, givenName: "Gia", familyName: "Li" });
    const made = await app.orm.em.fork().findOneOrFail(Student, user.student_id);
    expect(made.category).toBe("International Student");
    expect(made.categoryConfirmed).toBe(false);

    const registered = await signUpStudent(app.baseUrl);
    expect((await profileOf(registered)).studentInfo.category_confirmed).toBe(true);
  });

  it("is confirmed by saving the personal information, and a refused save confirms nothing", async () => {
    const s = await signUpStudent(app.baseUrl, { category: "Domestic Student" });
    await app.orm.em.fork().nativeUpdate(Student, s.studentId, { categoryConfirmed: false });
    expect((await profileOf(s)).studentInfo.category_confirmed).toBe(false);

    expect((await putInfo(s, { ...PERSONAL, firstname: "" })).status).toBe(400);
    expect((await profileOf(s)).studentInfo.category_confirmed).toBe(false);

    const saved = await putInfo(s, { ...PERSONAL, category: "Domestic Student" });
    expect(saved.status).toBe(200);
    const { studentInfo } = await profileOf(s);
    expect(studentInfo).toMatchObject({ category: "Domestic Student", category_confirmed: true });
  });
});

describe("PUT /api/update-student-info", () => {
  it("stores personal information and answers it", async () => {
    const s = await signUpStudent(app.baseUrl);
    const { status, body } = await putInfo(s, { ...PERSONAL, nationality: "in" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, studentInfo: { ...PERSONAL, nationality: "IN" } });
    expect((await profileOf(s)).studentInfo).toMatchObject(PERSONAL);
    const details = await s.call("GET", `/api/student-details/${s.studentId}`);
    expect(details.body).toMatchObject({
      full_name: "Asha Rao",
      dob: PERSONAL.dob,
      undergrad_university: PERSONAL.undergrad_university,
      category: "International Student",
    });
  });

  const tomorrow = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
  const cases: [string, Record<string, unknown>, string][] = [
    ["a name with digits", { firstname: "Asha2" }, AUTH_MESSAGES.invalidName],
    ["an empty last name", { lastname: " " }, M.required],
    ["no date of birth", { dob: null }, M.dobRequired],
    ["a date of birth tomorrow", { dob: tomorrow }, M.dobInvalid],
    ["a date that does not exist", { dob: "2001-02-30" }, M.dobInvalid],
    ["a year after this one", { dob: `${new Date().getFullYear() + 1}-01-01` }, M.dobInvalid],
    ["no gender", { gender: null }, M.required],
    ["no category", { category: null }, M.required],
    ["no undergrad university", { undergrad_university: "" }, M.required],
    ["a nationality that is not a code", { nationality: "I1" }, M.invalidNationality],
    // Keys left out of the body read as empty, with the same messages.
    ["a body without the date of birth", { dob: undefined }, M.dobRequired],
    ["a body without gender", { gender: undefined }, M.required],
    [
      "an over-long undergrad university",
      { undergrad_university: "U".repeat(1200) },
      M.textTooLong("Undergrad university", 300),
    ],
  ];
  // Every refusal writes nothing, so one student serves all the cases.
  let s: StudentClient;
  let before: StudentProfile;
  beforeAll(async () => {
    s = await signUpStudent(app.baseUrl);
    await putInfo(s, PERSONAL);
    before = await profileOf(s);
  });
  it.each(cases)(
    "refuses %s with the spec's message and writes nothing",
    async (_, change, message) => {
      const answer = await putInfo(s, { ...PERSONAL, firstname: "Meera", ...change });
      expect(answer).toMatchObject({ status: 400, body: { success: false, message } });
      expect(await profileOf(s)).toEqual(before);
    },
  );
});

describe("completion and levels", () => {
  it("reach 100% and the top level when every section is answered, 'No' answers included", async () => {
    const s = await signUpStudent(app.baseUrl);
    const progress = async () =>
      (
        await s.call<{ totalPercentage: number; currentLevelNumber: number }>(
          "GET",
          `/api/get-student-progress/${s.studentId}`,
        )
      ).body;
    const start = await progress();
    await putInfo(s, PERSONAL);
    await putStats(s, ACADEMIC);
    const middle = await progress();
    expect(middle.totalPercentage).toBeGreaterThan(start.totalPercentage);
    expect(middle.currentLevelNumber).toBeGreaterThan(start.currentLevelNumber);
    await putStats(s, TESTS);
    for (const section of ["work", "conferences", "research", "extracurricular"]) {
      await putStats(s, { section });
    }
    expect(await progress()).toEqual({
      totalPercentage: 100,
      currentLevelNumber: 6,
      currentLevelName: "Trailblazer",
      nextLevelName: null,
    });
    const strength = await s.call<{ abScore: number }>(
      "GET",
      `/api/student-profile-strength/${s.studentId}`,
    );
    expect(strength.body.abScore).toBeGreaterThan(0);
    expect(strength.body.abScore).toBeLessThanOrEqual(100);
  });
});

describe("the profile through GraphQL", () => {
  it("reads and updates with the same rules and messages", async () => {
    const s = await signUpStudent(app.baseUrl);
    const gql = (query: string, variables: unknown) =>
      s.call<{ data?: Record<string, unknown>; errors?: { message: string }[] }>(
        "POST",
        "/graphql",
        {
          query,
          variables,
        },
      );
    const update = `mutation($input: StudentStatsInput!) {
      updateStudentStats(input: $input) { gpa english_scores { toefl { total_score } } }
    }`;
    const bad = await gql(update, {
      input: { ...TESTS, english_scores: { toefl: { ...TOEFL, reading: 35 } } },
    });
    expect(bad.body.errors?.[0]?.message).toBe(M.toeflRange("Reading"));
    const good = await gql(update, { input: TESTS });
    expect(good.body.data).toEqual({
      updateStudentStats: { gpa: 3.6, english_scores: { toefl: { total_score: 105 } } },
    });
    const read = await gql(
      `query($id: String!) { studentProfile(studentId: $id) { studentInfo { firstname } studentStats { gre { total } } }
        studentProgress(studentId: $id) { totalPercentage } }`,
      { id: s.studentId },
    );
    expect(read.body.data).toMatchObject({
      studentProfile: { studentInfo: { firstname: "Asha" }, studentStats: { gre: { total: 324 } } },
    });
  });
});
