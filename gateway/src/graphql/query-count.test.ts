/**
 * No GraphQL field runs a query per row: the statements a document sends stay the same whether
 * its list has two rows or eight (counted at the driver, testing/sql-count.ts). Nested fields
 * that read related rows go through the request's DataLoaders (core/loaders.ts).
 */
import { PATHS, pathOf } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffKey } from "../modules/staff/staff-keys";
import { startTestApp, type TestApp } from "../testing/app";
import { SAMPLE_COURSES } from "../testing/catalogue-kit";
import { countingSql } from "../testing/sql-count";
import { type StudentClient, saveTestScores, signUpStudent } from "../testing/student-client";

let app: TestApp;
let s: StudentClient;
let staffKey: string;
beforeAll(async () => {
  app = await startTestApp();
  s = await signUpStudent(app.baseUrl);
  await saveTestScores(s, {
    gpa: 3.5,
    toefl: { writing: 25, reading: 26, speaking: 23, listening: 25 },
    gre: { verbal: 155, quantitative: 163, analytical_writing: 4 },
  });
  staffKey = await createStaffKey(app.orm.em.fork(), "query-count");
  // Enough students for a list of eight, whatever the other files left in the database.
  for (let i = 0; i < 8; i++) await signUpStudent(app.baseUrl);
});
afterAll(async () => {
  await app.close();
});

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
}

/** POSTs a document as the student (or with the staff key) and counts its statements. */
async function counted(
  query: string,
  variables: Record<string, unknown> = {},
  as: "student" | "staff" = "student",
): Promise<{ body: Answer; statements: string[] }> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (as === "staff") headers.authorization = `Bearer ${staffKey}`;
  else headers.cookie = s.jar.header();
  const { result, statements } = await countingSql(async () => {
    const res = await fetch(`${app.baseUrl}/graphql`, {
      method: "POST",
      headers,
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Answer;
  });
  expect(result.errors).toBeUndefined();
  return { body: result, statements };
}

const touching = (statements: string[], table: string) =>
  statements.filter((sql) => new RegExp(`from "?${table}"? `).test(sql)).length;

describe("a list with nested fields that read related rows", () => {
  const STUDENTS = `query($limit: Int!) { students(limit: $limit) {
    student_id email
    stats { gpa english_scores { toefl { total_score } } }
    progress { totalPercentage currentLevelName }
    profileStrength { abScore resume_overall_score }
  } }`;

  it("costs the same statements for 2 students as for 8: one per related table", async () => {
    const two = await counted(STUDENTS, { limit: 2 }, "staff");
    const eight = await counted(STUDENTS, { limit: 8 }, "staff");
    expect(two.body.data?.students).toHaveLength(2);
    expect(eight.body.data?.students).toHaveLength(8);
    expect(eight.statements.length).toBe(two.statements.length);
    // The key, the page of students, then one batch each for stats and resume scores.
    expect(eight.statements.length).toBeLessThanOrEqual(5);
    expect(touching(eight.statements, "student_stats")).toBe(1);
    expect(touching(eight.statements, "resume")).toBe(1);
    expect(touching(eight.statements, "sop")).toBe(1);
  });

  it("answers what the REST routes answer for each student", async () => {
    const { body } = await counted(
      `query($id: String!) { student(studentId: $id) {
        stats { student_id gpa } progress { totalPercentage } profileStrength { abScore }
      } }`,
      { id: s.studentId },
      "staff",
    );
    const rest = async (path: string) => (await s.call("GET", path)).body;
    const info = (await rest(pathOf(PATHS.students.studentInfo, { student_id: s.studentId }))) as {
      studentStats: { gpa: number };
    };
    const progress = await rest(pathOf(PATHS.students.progress, { student_id: s.studentId }));
    const strength = await rest(
      pathOf(PATHS.students.profileStrength, { student_id: s.studentId }),
    );
    expect(body.data?.student).toEqual({
      stats: { student_id: s.studentId, gpa: info.studentStats.gpa },
      progress: { totalPercentage: progress.totalPercentage },
      profileStrength: { abScore: strength.abScore },
    });
  });
});

describe("the profile page's reads in one document", () => {
  it("read the student, the stats, the latest resume and the latest SOP once each", async () => {
    const { body, statements } = await counted(
      `query($id: String!) {
        studentProfile(studentId: $id) { studentInfo { firstname } studentStats { gpa } }
        studentProgress(studentId: $id) { totalPercentage }
        studentProfileStrength(studentId: $id) { abScore resume_overall_score }
      }`,
      { id: s.studentId },
    );
    expect(body.data?.studentProfile).toMatchObject({ studentStats: { gpa: 3.5 } });
    expect(statements).toHaveLength(4);
    for (const table of ["student", "student_stats", "resume", "sop"])
      expect(touching(statements, table)).toBe(1);
  });
});

describe("lists computed per row from rows read once", () => {
  const courses = SAMPLE_COURSES;
  const perUniversity = new Map<number, number>();
  for (const c of courses)
    perUniversity.set(c.universityId, (perUniversity.get(c.universityId) ?? 0) + 1);
  const sorted = [...perUniversity].sort((a, b) => a[1] - b[1]);
  const [fewest, most] = [sorted[0]!, sorted.at(-1)!];

  it("filterUniversities with a student's chances: one page, one count, one student", async () => {
    const FILTER = `query($id: String, $limit: Int!) {
      filterUniversities(studentId: $id, limit: $limit) {
        totalCount universities { course_id admitChances admitRange { low high } preference_match }
      } }`;
    await counted(FILTER, { id: s.studentId, limit: 10 }); // the count is cached a minute
    const one = await counted(FILTER, { id: s.studentId, limit: 1 });
    const ten = await counted(FILTER, { id: s.studentId, limit: 10 });
    expect(
      (ten.body.data?.filterUniversities as { universities?: unknown[] })?.universities,
    ).toHaveLength(10);
    expect(ten.statements.length).toBe(one.statements.length);
    expect(ten.statements.length).toBeLessThanOrEqual(2);
  });

  it("universityCoursesForStudent: the same statements for 1 course as for many", async () => {
    expect(most[1]).toBeGreaterThan(fewest[1]);
    const DOC = `query($u: Int!, $id: String!) { universityCoursesForStudent(universityId: $u, studentId: $id) {
      admitChances category reasons { raised lowered } whatIf { kind delta } course { course_id deadlines }
    } }`;
    const small = await counted(DOC, { u: fewest[0], id: s.studentId });
    const large = await counted(DOC, { u: most[0], id: s.studentId });
    expect(large.body.data?.universityCoursesForStudent).toHaveLength(most[1]);
    expect(large.statements.length).toBe(small.statements.length);
    expect(large.statements.length).toBe(2);
  });
});
