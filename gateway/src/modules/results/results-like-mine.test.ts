import { API, pathOf } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app";
import { SAMPLE_COURSES, SAMPLE_UNIVERSITIES } from "../../testing/catalogue-kit";
import { randomClientIp } from "../../testing/client-ip";
import { aResultApplication, aResultSubmission } from "../../testing/results-kit";
import {
  graphqlCall,
  type StudentClient,
  saveTestScores,
  signUpStudent,
} from "../../testing/student-client";

const UNIVERSITIES = new Map(SAMPLE_UNIVERSITIES.map((u) => [u.universityId, u.name]));
/** Courses from the catalogue's end, apart from the ones other result tests share results for. */
const course = (i: number) => {
  const c = SAMPLE_COURSES[SAMPLE_COURSES.length - 1 - i * 5]!;
  return { ...c, universityName: UNIVERSITIES.get(c.universityId)! };
};
type Course = ReturnType<typeof course>;

let app: TestApp;
let student: StudentClient;
beforeAll(async () => {
  app = await startTestApp();
  // GPA 3.60 and GRE 158 + 166 = 324: the band is 3.45-3.75 and 319-329.
  student = await signUpStudent(app.baseUrl);
  await saveTestScores(student, {
    gpa: 3.6,
    toefl: { writing: 27, reading: 28, speaking: 24, listening: 26 },
    gre: { verbal: 158, quantitative: 166, analytical_writing: 4 },
  });
});
afterAll(async () => {
  await app.close();
});

interface Result {
  gpa: number;
  /** Verbal and quantitative; null for no GRE. */
  gre?: [number, number] | null;
  decision?: string;
}

/** Shares one applicant's result at the course, from an address of its own; answers its id. */
async function share(c: Course, { gpa, gre = [158, 166], decision = "Accepted" }: Result) {
  const body = aResultSubmission(
    [aResultApplication(c, c.courseName, { applicationDecision: decision })],
    {
      gpaFourScale: gpa,
      gpaTenScale: null,
      greScores: gre
        ? { test: "GRE", verbal: gre[0], quantitative: gre[1], analytical_writing: 4 }
        : { test: "None" },
    },
  );
  const res = await fetch(`${app.baseUrl}${pathOf(API.results.submitResults)}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": randomClientIp() },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.text()).toBe(200);
  return body.undergradUniversity;
}

const LIKE_MINE = `query ($courseId: Int!) {
  resultsLikeMine(courseId: $courseId) {
    band { gpaFrom gpaTo greFrom greTo }
    summary { results shown accepted rejected waitListed other admitRate }
  }
}`;
interface LikeMine {
  band: { gpaFrom: number; gpaTo: number; greFrom: number | null; greTo: number | null } | null;
  summary: Record<string, number | boolean | null> | null;
}
async function likeMine(c: Course, who = student) {
  const answer = await graphqlCall<{ resultsLikeMine: LikeMine }>(
    app.baseUrl,
    LIKE_MINE,
    { courseId: c.courseId },
    { cookie: who.jar.header() },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.resultsLikeMine;
}

describe("resultsLikeMine", () => {
  it("counts results within the band, edges included, and says nothing below 5", async () => {
    const c = course(0);
    for (const inBand of [
      { gpa: 3.45, gre: [153, 166] }, // GPA and GRE at the lower edges
      { gpa: 3.75, gre: [163, 166] }, // at the upper edges
      { gpa: 3.6, decision: "Rejected" },
      { gpa: 3.5 },
    ] as Result[]) {
      await share(c, inBand);
    }
    for (const outside of [
      { gpa: 3.44 },
      { gpa: 3.76 },
      { gpa: 3.6, gre: [152, 166] }, // GRE 318
      { gpa: 3.6, gre: [164, 166] }, // GRE 330
      { gpa: 3.6, gre: null }, // no GRE to compare with the student's
    ] as Result[]) {
      await share(c, outside);
    }
    const four = await likeMine(c);
    expect(four).toEqual({
      band: { gpaFrom: 3.45, gpaTo: 3.75, greFrom: 319, greTo: 329 },
      summary: null,
    });

    await share(c, { gpa: 3.7, decision: "Wait Listed" });
    expect((await likeMine(c)).summary).toEqual({
      results: 5,
      shown: true,
      accepted: 3,
      rejected: 1,
      waitListed: 1,
      other: 0,
      admitRate: 75,
    });
  });

  it("never counts the demo's sample results, nor results held for staff", async () => {
    const c = course(1);
    const colleges: string[] = [];
    for (let i = 0; i < 6; i++) colleges.push(await share(c, { gpa: 3.55 + i * 0.02 }));
    expect((await likeMine(c)).summary?.results).toBe(6);

    const em = app.orm.em.fork();
    await em
      .getConnection()
      .execute("update result_submission set sample = true where undergrad_university = ?", [
        colleges[0],
      ]);
    expect((await likeMine(c)).summary?.results).toBe(5);
    await em
      .getConnection()
      .execute(
        "update result_submission set review_status = 'held' where undergrad_university = ?",
        [colleges[1]],
      );
    expect((await likeMine(c)).summary).toBeNull();
  });

  it("counts applicants, not only results: one applicant's five seasons are not enough", async () => {
    const c = course(2);
    const seasons = ["2022", "2023", "2024", "2025", "2026"].map((year) =>
      aResultApplication(c, c.courseName, { notificationDate: `${year}-03-01` }),
    );
    const res = await fetch(`${app.baseUrl}${pathOf(API.results.submitResults)}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": randomClientIp() },
      body: JSON.stringify(aResultSubmission(seasons, { gpaFourScale: 3.6, gpaTenScale: null })),
    });
    expect(res.status).toBe(200);
    const shown = await graphqlCall<{ communityResults: { total: number } }>(
      app.baseUrl,
      "query ($courseId: Int) { communityResults(courseId: $courseId) { total } }",
      { courseId: c.courseId },
    );
    expect(shown.data?.communityResults.total).toBe(5);
    expect((await likeMine(c)).summary).toBeNull();
  });

  it("compares a student without a GRE on the GPA alone, results without a GRE included", async () => {
    const c = course(3);
    const noGre = await signUpStudent(app.baseUrl);
    const saved = await noGre.call("PUT", `/api/update-student-stats/${noGre.studentId}`, {
      gpa: 3.1,
      english_scores: { toefl: { writing: 25, reading: 26, speaking: 22, listening: 24 } },
      gre: null,
      section: "tests",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const gre of [null, null, [150, 150], [165, 165], null] as Result["gre"][]) {
      await share(c, { gpa: 3.1, gre });
    }
    expect(await likeMine(c, noGre)).toEqual({
      band: { gpaFrom: 2.95, gpaTo: 3.25, greFrom: null, greTo: null },
      summary: expect.objectContaining({ results: 5, accepted: 5 }),
    });
    // The first student's own band holds none of them.
    expect((await likeMine(c)).summary).toBeNull();
  });

  it("has no band for a student whose profile has no GPA", async () => {
    const fresh = await signUpStudent(app.baseUrl);
    expect(await likeMine(course(0), fresh)).toEqual({ band: null, summary: null });
  });

  it("answers only the signed-in student, about their own profile", async () => {
    const anonymous = await graphqlCall(app.baseUrl, LIKE_MINE, { courseId: course(0).courseId });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    // No argument names a student: another student's id cannot even be asked about.
    const other = await graphqlCall(
      app.baseUrl,
      `{ resultsLikeMine(courseId: ${course(0).courseId}, studentId: "${student.studentId}") { band { gpaFrom } } }`,
      {},
      { cookie: (await signUpStudent(app.baseUrl)).jar.header() },
    );
    expect(other.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(other.data).toBeUndefined();
  });
});
