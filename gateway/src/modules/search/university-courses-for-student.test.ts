/**
 * `universityCoursesForStudent` through GraphQL: the student's own chance for every course of a
 * university, as the REST shim answers it; 401, 403 and bad input as GraphQL error codes.
 */
import {
  AUTH_MESSAGES,
  applicantFromStats,
  assessAdmission,
  type CourseWithAssessment,
  DETAILS_MESSAGES,
  PATHS,
  pathOf,
  type StudentProfile,
} from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postGraphql, startTestApp, type TestApp } from "../../testing/app";
import { SAMPLE_COURSES } from "../../testing/catalogue-kit";
import { type StudentClient, saveTestScores, signUpStudent } from "../../testing/student-client";

let app: TestApp;
let s: StudentClient;
beforeAll(async () => {
  app = await startTestApp();
  s = await signUpStudent(app.baseUrl);
  await saveTestScores(s, {
    gpa: 3.4,
    toefl: { writing: 24, reading: 25, speaking: 22, listening: 24 },
    gre: { verbal: 152, quantitative: 160, analytical_writing: 3.5 },
  });
});
afterAll(async () => {
  await app.close();
});

const courses = SAMPLE_COURSES;
// A university with several courses, one of them with reported admits (a chance, not NA).
const universityId = courses.find(
  (c) =>
    c.reportedAdmits > 0 && courses.filter((o) => o.universityId === c.universityId).length > 2,
)!.universityId;
const own = courses.filter((c) => c.universityId === universityId);

const QUERY = `query($u: Int!, $s: String!) {
  universityCoursesForStudent(universityId: $u, studentId: $s) {
    course { course_id course_name university_id }
    admitChances admitRange { low high } category studentScore courseScore score_tier
    reasons { raised lowered }
    whatIf { kind change admitChances category delta }
  } }`;

interface Row {
  course: { course_id: number; course_name: string; university_id: number };
  admitChances: number;
  category: string;
}

const asStudent = (client: StudentClient, variables: Record<string, unknown>) =>
  client.call<{
    data: { universityCoursesForStudent: Row[] | null } | null;
    errors?: { message: string; extensions: { code: string } }[];
  }>("POST", "/graphql", { query: QUERY, variables });

describe("universityCoursesForStudent", () => {
  it("answers the student's chance for every course of the university, as REST does", async () => {
    const { status, body } = await asStudent(s, { u: universityId, s: s.studentId });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const rows = body.data!.universityCoursesForStudent!;
    expect(rows.map((r) => r.course.course_id).sort()).toEqual(own.map((c) => c.courseId).sort());
    expect(rows.every((r) => r.course.university_id === universityId)).toBe(true);

    const rest = await s.call<CourseWithAssessment[]>(
      "GET",
      pathOf(PATHS.search.universityCoursesForStudent, {
        universityId,
        student_id: s.studentId,
      }),
    );
    expect(rest.status).toBe(200);
    expect(rows).toEqual(
      rest.body.map((r) => ({
        course: {
          course_id: r.course.course_id,
          course_name: r.course.course_name,
          university_id: r.course.university_id,
        },
        admitChances: r.admitChances,
        admitRange: r.admitRange,
        category: r.category,
        studentScore: r.studentScore,
        courseScore: r.courseScore,
        score_tier: r.score_tier,
        reasons: r.reasons,
        whatIf: r.whatIf,
      })),
    );

    // The chances are this student's: the model on their saved profile.
    const profile = (
      await s.call<StudentProfile>(
        "GET",
        pathOf(PATHS.students.studentInfo, { student_id: s.studentId }),
      )
    ).body;
    const applicant = applicantFromStats("International Student", profile.studentStats);
    for (const course of own) {
      const row = rows.find((r) => r.course.course_id === course.courseId)!;
      const expected = assessAdmission(applicant, course);
      expect(row).toMatchObject({
        admitChances: expected.admitChances,
        category: expected.category,
      });
    }
    expect(rows.some((r) => r.category !== "NA")).toBe(true);
  });

  it("answers UNAUTHENTICATED without a session", async () => {
    const { status, body } = await postGraphql(app.baseUrl, QUERY, {
      u: universityId,
      s: s.studentId,
    });
    expect(status).toBe(200);
    expect(body.data?.universityCoursesForStudent ?? null).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: AUTH_MESSAGES.signInRequired,
        extensions: { code: "UNAUTHENTICATED" },
      }),
    ]);
  });

  it("answers FORBIDDEN for another student's id", async () => {
    const other = await signUpStudent(app.baseUrl);
    const { body } = await asStudent(other, { u: universityId, s: s.studentId });
    expect(body.data?.universityCoursesForStudent ?? null).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: AUTH_MESSAGES.forbidden,
        extensions: { code: "FORBIDDEN" },
      }),
    ]);
  });

  it("answers BAD_USER_INPUT for a malformed universityId and NOT_FOUND for an unknown one", async () => {
    for (const u of [0, -3]) {
      const { body } = await asStudent(s, { u, s: s.studentId });
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: DETAILS_MESSAGES.badUniversityId,
          extensions: { code: "BAD_USER_INPUT" },
        }),
      ]);
    }
    // Not an Int at all: GraphQL refuses the variable before the resolver runs.
    const text = await asStudent(s, { u: "abc", s: s.studentId });
    expect(text.body.errors?.[0]?.extensions.code).toBe("BAD_USER_INPUT");
    const unknown = await asStudent(s, { u: 999_999_999, s: s.studentId });
    expect(unknown.body.errors).toEqual([
      expect.objectContaining({
        message: DETAILS_MESSAGES.universityNotFound,
        extensions: { code: "NOT_FOUND" },
      }),
    ]);
  });
});
