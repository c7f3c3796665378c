/**
 * What a chance rests on (issue 30), as a client sees it: each program's selectivity, learned
 * from real decisions and imported with the catalogue, is read wherever a chance is made; the
 * answers say how many real decisions at the program the level rests on (selectivityDecisions,
 * on the details, university and shortlist answers, REST and GraphQL alike), and a program with
 * many decisions has a narrower range than one known from similar programs alone.
 */
import {
  applicantFromStats,
  assessAdmission,
  type CatalogueCourse,
  type CourseStats,
  MANY_DECISIONS,
  type ShortlistedCourse,
  type StudentProfile,
} from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app";
import { SAMPLE_COURSES } from "../../testing/catalogue-kit";
import { type StudentClient, saveTestScores, signUpStudent } from "../../testing/student-client";

let app: TestApp;
let s: StudentClient;
let applicant: ReturnType<typeof applicantFromStats>;

beforeAll(async () => {
  app = await startTestApp();
  s = await signUpStudent(app.baseUrl);
  await saveTestScores(s, {
    gpa: 3.5,
    toefl: { writing: 25, reading: 26, speaking: 23, listening: 25 },
    gre: { verbal: 154, quantitative: 163, analytical_writing: 4 },
  });
  const profile = (await s.call<StudentProfile>("GET", `/api/get-student-info/${s.studentId}`))
    .body;
  applicant = applicantFromStats("International Student", profile.studentStats);
});
afterAll(async () => {
  await app.close();
});

const width = (r: { low: number; high: number } | null) => (r ? r.high - r.low : Infinity);

/** A program whose chance for the student is mid-scale, where a range's width tells most. */
function midScale(matches: (c: CatalogueCourse) => boolean): CatalogueCourse {
  const found = SAMPLE_COURSES.filter(matches);
  const mid = found.find((c) => {
    const a = assessAdmission(applicant, c);
    return a.category !== "NA" && a.admitChances >= 25 && a.admitChances <= 75;
  });
  if (!mid) throw new Error("the catalogue has no such program with a mid-scale chance");
  return mid;
}

const many = () => midScale((c) => (c.selectivity?.decisions ?? 0) >= MANY_DECISIONS);
const none = () => midScale((c) => c.selectivity != null && c.selectivity.decisions === 0);

const stats = (courseId: number) =>
  s.call<CourseStats>("GET", `/api/get-course-stats-for-shortlisting/${courseId}/${s.studentId}`);

describe("a chance's level rests on the program's real decisions", () => {
  it("answers the decisions over REST and GraphQL, and many decisions give a narrower range", async () => {
    const [rich, borrowed] = [many(), none()];
    const [a, b] = [(await stats(rich.courseId)).body, (await stats(borrowed.courseId)).body];
    expect(a).toMatchObject({
      selectivityKnown: true,
      selectivityDecisions: rich.selectivity!.decisions + a.calibratedOn,
    });
    expect(b).toMatchObject({ selectivityKnown: true, selectivityDecisions: b.calibratedOn });
    expect(a.selectivityDecisions).toBeGreaterThanOrEqual(MANY_DECISIONS);
    expect(width(a.admitRange)).toBeLessThan(width(b.admitRange));

    const graphql = await s.call<{
      data: {
        courseStatsForShortlisting: Pick<CourseStats, "selectivityDecisions" | "admitRange">;
      };
    }>("POST", "/graphql", {
      query: `query($c: Int!, $s: String!) { courseStatsForShortlisting(courseId: $c, studentId: $s) {
        selectivityKnown selectivityDecisions admitRange { low high } } }`,
      variables: { c: rich.courseId, s: s.studentId },
    });
    expect(graphql.body.data.courseStatsForShortlisting).toEqual({
      selectivityKnown: true,
      selectivityDecisions: a.selectivityDecisions,
      admitRange: a.admitRange,
    });

    const all = await s.call<CourseStats[]>(
      "GET",
      `/api/get-university-courses-for-student/${rich.universityId}/${s.studentId}`,
    );
    const same = all.body.find((c) => c.course.course_id === rich.courseId);
    expect(same?.selectivityDecisions).toBe(a.selectivityDecisions);
  });

  it("the shortlist says the same, from its stored range and the course's columns", async () => {
    const [rich, borrowed] = [many(), none()];
    for (const course of [rich, borrowed])
      await s.call("POST", "/api/check-and-add-course", {
        studentId: s.studentId,
        course: { course_id: course.courseId },
      });
    const rest = await s.call<ShortlistedCourse[][]>(
      "GET",
      `/api/fetch-shortlisted-universities/${s.studentId}`,
    );
    const byId = new Map(rest.body.flat().map((c) => [c.course_id, c]));
    const [a, b] = [byId.get(rich.courseId)!, byId.get(borrowed.courseId)!];
    const [expectedA, expectedB] = [
      (await stats(rich.courseId)).body,
      (await stats(borrowed.courseId)).body,
    ];
    expect(a).toMatchObject({
      selectivityKnown: true,
      selectivityDecisions: expectedA.selectivityDecisions,
      admitRange: expectedA.admitRange,
    });
    expect(b).toMatchObject({
      selectivityKnown: true,
      selectivityDecisions: expectedB.selectivityDecisions,
      admitRange: expectedB.admitRange,
    });
    expect(width(a.admitRange)).toBeLessThan(width(b.admitRange));

    const graphql = await s.call<{ data: { shortlist: ShortlistedCourse[][] } }>(
      "POST",
      "/graphql",
      {
        query: `query($s: String!) { shortlist(studentId: $s) { course_id selectivityKnown selectivityDecisions } }`,
        variables: { s: s.studentId },
      },
    );
    const rows = graphql.body.data.shortlist.flat();
    expect(rows.find((c) => c.course_id === rich.courseId)?.selectivityDecisions).toBe(
      a.selectivityDecisions,
    );
  });
});
