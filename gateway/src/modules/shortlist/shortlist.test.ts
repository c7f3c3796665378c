import {
  AUTH_MESSAGES,
  applicantFromStats,
  assessAdmission,
  type CatalogueCourse,
  type CourseStats,
  DEFAULT_PREFERENCES,
  DETAILS_MESSAGES,
  type StudentProfile,
  whatIf,
} from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app";
import { SAMPLE_COURSES } from "../../testing/catalogue-kit";
import {
  callJson,
  type StudentClient,
  saveTestScores,
  signUpStudent,
} from "../../testing/student-client";

let app: TestApp;
let s: StudentClient;
beforeAll(async () => {
  app = await startTestApp();
  s = await signUpStudent(app.baseUrl);
});
afterAll(async () => {
  await app.close();
});

const courses = SAMPLE_COURSES;
const [first, second] = courses as [CatalogueCourse, CatalogueCourse];
const get = (path: string) => callJson<Record<string, unknown>>(app.baseUrl, "GET", path);

describe("course and university details", () => {
  it("lists a university's courses in ranking order, with requirements and deadlines", async () => {
    const { status, body } = await callJson<
      { course_id: number; deadlines: unknown; gre_required: unknown }[]
    >(app.baseUrl, "GET", `/api/get-university-specific-courses-list/${first.universityId}`);
    expect(status).toBe(200);
    const own = courses
      .filter((c) => c.universityId === first.universityId)
      .sort(
        (a, b) =>
          (a.courseRanking ?? Infinity) - (b.courseRanking ?? Infinity) ||
          (b.graduates?.["2024"] ?? -1) - (a.graduates?.["2024"] ?? -1) ||
          a.courseId - b.courseId,
      );
    expect(body.map((c) => c.course_id)).toEqual(own.map((c) => c.courseId));
    expect(body[0]).toMatchObject({
      deadlines: own[0]?.deadlines,
      gre_required: own[0]?.greRequired,
    });
  });

  it("answers one course and one university", async () => {
    expect((await get(`/api/get-course-details/${first.courseId}`)).body).toMatchObject({
      course_id: first.courseId,
      course_name: first.courseName,
      degree: first.degree,
      course_duration: first.courseDurationMonths,
      network_building: first.networkBuilding,
    });
    expect((await get(`/api/get-university-details/${first.universityId}`)).body).toMatchObject({
      university_id: first.universityId,
      course_count: courses.filter((c) => c.universityId === first.universityId).length,
    });
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    expect(await get("/api/get-course-details/abc")).toMatchObject({
      status: 400,
      body: { success: false, message: DETAILS_MESSAGES.badCourseId },
    });
    expect(await get("/api/get-university-details/1.5")).toMatchObject({ status: 400 });
    // Past the database's integer range: no such id can exist, and it is bad input, not a 500.
    expect(await get("/api/get-course-details/99999999999")).toMatchObject({
      status: 400,
      body: { message: DETAILS_MESSAGES.badCourseId },
    });
    expect(await get("/api/get-course-details/999999999")).toMatchObject({
      status: 404,
      body: { message: DETAILS_MESSAGES.courseNotFound },
    });
    expect(await get("/api/get-university-specific-courses-list/42")).toMatchObject({
      status: 404,
      body: { message: DETAILS_MESSAGES.universityNotFound },
    });
  });

  it("gives a student's chance and reasons for a course, and for every course of a university", async () => {
    const one = await s.call(
      "GET",
      `/api/get-course-stats-for-shortlisting/${first.courseId}/${s.studentId}`,
    );
    // A new student has no GPA yet: the model says NA and why.
    expect(one.body).toMatchObject({
      category: "NA",
      admitChances: 0,
      course: { course_id: first.courseId },
    });
    expect((one.body.reasons as { lowered: string[] }).lowered.length).toBeGreaterThan(0);
    const all = await s.call<unknown[]>(
      "GET",
      `/api/get-university-courses-for-student/${first.universityId}/${s.studentId}`,
    );
    expect(all.body.length).toBe(
      courses.filter((c) => c.universityId === first.universityId).length,
    );
  });
});

describe("a chance with its range and what would move it", () => {
  it("answers the model's range and what-if for one course and for each course of a university", async () => {
    const student = await signUpStudent(app.baseUrl);
    await saveTestScores(student, {
      gpa: 3.4,
      toefl: { writing: 24, reading: 25, speaking: 22, listening: 24 },
      gre: { verbal: 152, quantitative: 160, analytical_writing: 3.5 },
    });
    const profile = (
      await student.call<StudentProfile>("GET", `/api/get-student-info/${student.studentId}`)
    ).body;
    const applicant = applicantFromStats("International Student", profile.studentStats);
    const course = courses.find((c) => c.reportedAdmits > 0)!;
    const one = await student.call<CourseStats>(
      "GET",
      `/api/get-course-stats-for-shortlisting/${course.courseId}/${student.studentId}`,
    );
    const expected = assessAdmission(applicant, course);
    expect(one.body).toMatchObject({
      admitChances: expected.admitChances,
      admitRange: expected.admitRange,
      whatIf: whatIf(applicant, course),
    });
    expect(one.body.whatIf.map((w) => w.kind)).toContain("gpa");
    expect(one.body.whatIf.every((w) => w.delta >= 0)).toBe(true);

    const all = await student.call<CourseStats[]>(
      "GET",
      `/api/get-university-courses-for-student/${course.universityId}/${student.studentId}`,
    );
    const same = all.body.find((c) => c.course.course_id === course.courseId)!;
    expect(same.admitRange).toEqual(expected.admitRange);
    expect(same.whatIf).toEqual(whatIf(applicant, course));

    const graphql = await student.call<{ data: { courseStatsForShortlisting: unknown } }>(
      "POST",
      "/graphql",
      {
        query: `query($c: Int!, $s: String!) { courseStatsForShortlisting(courseId: $c, studentId: $s) {
          admitChances admitRange { low high } whatIf { kind change admitChances category delta } } }`,
        variables: { c: course.courseId, s: student.studentId },
      },
    );
    expect(graphql.body.data.courseStatsForShortlisting).toEqual({
      admitChances: expected.admitChances,
      admitRange: expected.admitRange,
      whatIf: whatIf(applicant, course),
    });
  });
});

describe("shortlisting preferences", () => {
  it("start at the defaults, are saved whole, and refuse malformed values with a 400", async () => {
    const path = `/api/get-student-shortlisting-preferences/${s.studentId}`;
    expect((await s.call("GET", path)).body).toEqual(DEFAULT_PREFERENCES);
    const preferences = {
      tuition: [10000, 45000],
      course_ranking: [1, 100],
      location: ["CA", "WA"],
      weather: ["Warm", "NP"],
    };
    expect(await s.call("PUT", `/api/edit-preferences/${s.studentId}`, { preferences })).toEqual({
      status: 200,
      body: { success: true, preferences },
    });
    expect((await s.call("GET", path)).body).toEqual(preferences);
    // Each refusal names its field in our words, for a wrong value inside a list too.
    for (const [bad, message] of [
      [{ ...preferences, weather: ["Snowy"] }, "weather must be a list of Hot, Cold, Warm or NP."],
      [
        { ...preferences, tuition: [50000, 100] },
        "tuition must go from a smaller to a larger number between 0 and 10000000.",
      ],
      [
        { ...preferences, location: ["Atlantis"] },
        "location must be a list of two-letter state codes (or NP).",
      ],
      [{ ...preferences, weather: "Warm" }, "weather must be a list of Hot, Cold, Warm or NP."],
      ["everything", "preferences"],
    ] as const) {
      const refused = await s.call("PUT", `/api/edit-preferences/${s.studentId}`, {
        preferences: bad,
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(message);
      expect(JSON.stringify(refused.body)).not.toContain("Invalid option");
    }
    expect((await s.call("GET", path)).body).toEqual(preferences);
  });

  it("say through GraphQL whether the student ever saved them (REST keeps the spec's shape)", async () => {
    const student = await signUpStudent(app.baseUrl);
    const read = async () =>
      (
        await student.call<{ data: { shortlistingPreferences: Record<string, unknown> } }>(
          "POST",
          "/graphql",
          {
            query: `query($s: String!) { shortlistingPreferences(studentId: $s) { tuition weather saved } }`,
            variables: { s: student.studentId },
          },
        )
      ).body.data.shortlistingPreferences;
    expect(await read()).toEqual({
      tuition: DEFAULT_PREFERENCES.tuition,
      weather: DEFAULT_PREFERENCES.weather,
      saved: false,
    });
    // Saving the defaults themselves is a choice too.
    const saved = await student.call<{ data: { editPreferences: Record<string, unknown> } }>(
      "POST",
      "/graphql",
      {
        query: `mutation($p: PreferencesInput!) { editPreferences(preferences: $p) { saved } }`,
        variables: { p: DEFAULT_PREFERENCES },
      },
    );
    expect(saved.body.data.editPreferences).toEqual({ saved: true });
    expect((await read()).saved).toBe(true);
    const rest = await student.call(
      "GET",
      `/api/get-student-shortlisting-preferences/${student.studentId}`,
    );
    expect(rest.body).toEqual(DEFAULT_PREFERENCES);
  });
});

describe("POST /api/check-and-add-course", () => {
  const add = (client: StudentClient, courseId: unknown, studentId = client.studentId) =>
    client.call("POST", "/api/check-and-add-course", {
      studentId,
      course: { course_id: courseId },
    });

  it("adds a course once, says when it is already there, and computes its figures", async () => {
    const student = await signUpStudent(app.baseUrl);
    expect(await add(student, second.courseId)).toEqual({
      status: 200,
      body: { success: true, exists: false },
    });
    expect(await add(student, second.courseId)).toEqual({
      status: 200,
      body: { success: true, exists: true },
    });
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => add(student, first.courseId)),
    );
    expect(concurrent.filter((a) => a.body.exists === false)).toHaveLength(1);
    const rows = await app.orm.em
      .getConnection()
      .execute<{ course_id: number; category: string; status: string }[]>(
        "select course_id, category, status from shortlisted_course where student_id = ? order by course_id",
        [student.studentId],
      );
    expect(rows.map((r) => r.course_id).sort()).toEqual([first.courseId, second.courseId].sort());
    expect(rows.every((r) => r.category === "NA" && r.status === "Shortlisted")).toBe(true);
  });

  it("needs the student's own session, a valid course id and a known course", async () => {
    const anonymous = await callJson(app.baseUrl, "POST", "/api/check-and-add-course", {
      studentId: s.studentId,
      course: { course_id: first.courseId },
    });
    expect(anonymous.status).toBe(401);
    const other = await signUpStudent(app.baseUrl);
    expect(await add(other, first.courseId, s.studentId)).toMatchObject({
      status: 403,
      body: { message: AUTH_MESSAGES.forbidden },
    });
    expect(await add(s, "abc")).toMatchObject({
      status: 400,
      body: { message: DETAILS_MESSAGES.badCourseId },
    });
    expect(await add(s, 999999999)).toMatchObject({
      status: 404,
      body: { message: DETAILS_MESSAGES.courseNotFound },
    });
  });
});
