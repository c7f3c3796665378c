/**
 * The dashboard's five slices through REST and GraphQL: figures from the student's real
 * shortlist, resumes and SOPs; badges and awards granted once (also under concurrent reads) and
 * dated by the data; the guards.
 */
import { randomUUID } from "node:crypto";
import {
  type Achievement,
  API,
  type EvaluationStats,
  pathOf,
  type ShortlistedCourse,
  type ShortlistingStats,
} from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app";
import { SAMPLE_COURSES } from "../../testing/catalogue-kit";
import {
  callJson,
  graphqlCall,
  type StudentClient,
  signUpStudent,
} from "../../testing/student-client";

let app: TestApp;
let s: StudentClient;

const path = (name: keyof typeof API.dashboard, studentId = s.studentId) =>
  pathOf(API.dashboard[name], { student_id: studentId });

async function insertScored(
  table: "resume" | "sop",
  studentId: string,
  name: string,
  score: number,
  evaluatedAt: string,
): Promise<void> {
  const sql = app.orm.em.getConnection();
  if (table === "sop") {
    await sql.execute(
      `insert into sop (id, student_id, name, origin, text, word_count, overall_score, evaluated_at, created_at, updated_at)
       values (?, ?, ?, 'pasted', 'Text.', 1, ?, ?, ?, ?)`,
      [randomUUID(), studentId, name, score, evaluatedAt, evaluatedAt, evaluatedAt],
    );
    return;
  }
  await sql.execute(
    `insert into resume (id, student_id, name, overall_score, readability, sentiment, length_label, word_count,
       academic_background_score, project_and_research_score, work_ex_score, skills_and_achievement_score,
       formatting_score, grammar_score, content_comments, grammar_comments, evaluated_at, created_at)
     values (?, ?, ?, ?, 50, 0, 'Good', 400, 50, 50, 50, 50, 50, 50, '{}', '{"comments":[]}', ?, ?)`,
    [randomUUID(), studentId, name, score, evaluatedAt, evaluatedAt],
  );
}

beforeAll(async () => {
  app = await startTestApp();
  s = await signUpStudent(app.baseUrl);
  // Five programs shortlisted; one applied to, one accepted.
  for (const course of SAMPLE_COURSES.slice(0, 5)) {
    const added = await s.call("POST", "/api/check-and-add-course", {
      studentId: s.studentId,
      course: { course_id: course.courseId },
    });
    expect(added.status).toBe(200);
  }
  const list = await s.call<ShortlistedCourse[][]>(
    "GET",
    `/api/fetch-shortlisted-universities/${s.studentId}`,
  );
  const [applied, accepted] = list.body.flat();
  for (const [course, status] of [
    [applied, "Applied"],
    [accepted, "Accepted"],
  ] as const) {
    const changed = await s.call("PUT", `/api/update-course-status/${s.studentId}`, {
      universityName: course!.university_name,
      courseName: course!.course_name,
      degreeCode: course!.degree_code,
      status,
    });
    expect(changed.status).toBe(200);
  }
  await insertScored("resume", s.studentId, "Old resume", 68, "2026-10-01T09:00:00.000Z");
  await insertScored("resume", s.studentId, "New resume", 84, "2026-11-01T09:00:00.000Z");
  await insertScored("sop", s.studentId, "CMU", 72, "2026-11-10T09:00:00.000Z");
});
afterAll(() => app.close());

describe("the dashboard slices", () => {
  it("counts the shortlist by category and status", async () => {
    const { status, body } = await s.call<ShortlistingStats>("GET", path("shortlistingStats"));
    expect(status).toBe(200);
    expect(body.total).toBe(5);
    expect(body.by_status.find((x) => x.status === "Shortlisted")?.count).toBe(3);
    expect(body.by_status.find((x) => x.status === "Applied")?.count).toBe(1);
    expect(body.by_status.find((x) => x.status === "Accepted")?.count).toBe(1);
    expect(body.by_category.reduce((n, x) => n + x.count, 0)).toBe(5);
    for (const deadline of body.next_deadlines) {
      expect(deadline.days_left).toBeGreaterThanOrEqual(0);
      expect(["Shortlisted", "Applied"]).toContain(deadline.status);
    }
  });

  it("answers resume and SOP stats: count, best, latest, trend", async () => {
    const resumes = await s.call<EvaluationStats>("GET", path("resumeStats"));
    expect(resumes.status).toBe(200);
    expect(resumes.body).toMatchObject({
      count: 2,
      evaluated: 2,
      best: { name: "New resume", score: 84 },
      latest: { name: "New resume", score: 84 },
      change: 16,
    });
    expect(resumes.body.trend.map((t) => t.score)).toEqual([68, 84]);
    const sops = await s.call<EvaluationStats>("GET", path("sopStats"));
    expect(sops.body).toMatchObject({ count: 1, evaluated: 1, best: { score: 72 }, change: null });
  });

  it("grants the badges and awards the data has reached, once, dated by the data", async () => {
    const reads = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        s.call<Achievement[]>("GET", path(i % 2 ? "badges" : "awards")),
      ),
    );
    for (const read of reads) expect(read.status).toBe(200);
    const badges = await s.call<Achievement[]>("GET", path("badges"));
    expect(badges.body.map((b) => b.key).sort()).toEqual([
      "first_application",
      "first_resume",
      "first_sop",
      "five_shortlisted",
    ]);
    expect(badges.body.find((b) => b.key === "first_resume")).toMatchObject({
      kind: "badge",
      name: "First resume evaluated",
      earned_at: "2026-10-01T09:00:00.000Z",
    });
    const awards = await s.call<Achievement[]>("GET", path("awards"));
    expect(awards.body.map((a) => a.key).sort()).toEqual(["first_admit", "resume_good"]);
    expect(awards.body.find((a) => a.key === "resume_good")?.earned_at).toBe(
      "2026-11-01T09:00:00.000Z",
    );
    const [row] = await app.orm.em
      .getConnection()
      .execute<{ n: number }[]>(
        "select count(*)::int as n from student_achievement where student_id = ?",
        [s.studentId],
      );
    expect(row?.n).toBe(6);
  });

  it("keeps a badge when the data behind it goes", async () => {
    const other = await signUpStudent(app.baseUrl);
    await insertScored("sop", other.studentId, "Only", 90, "2026-11-12T09:00:00.000Z");
    const first = await other.call<Achievement[]>("GET", path("awards", other.studentId));
    expect(first.body.map((a) => a.key)).toEqual(["sop_good"]);
    await app.orm.em
      .getConnection()
      .execute("delete from sop where student_id = ?", [other.studentId]);
    const again = await other.call<Achievement[]>("GET", path("awards", other.studentId));
    expect(again.body).toEqual(first.body);
  });

  it("answers a new student empty slices", async () => {
    const fresh = await signUpStudent(app.baseUrl);
    const stats = await fresh.call<ShortlistingStats>(
      "GET",
      path("shortlistingStats", fresh.studentId),
    );
    expect(stats.body).toMatchObject({ total: 0, next_deadlines: [], past_due: 0 });
    const sops = await fresh.call<EvaluationStats>("GET", path("sopStats", fresh.studentId));
    expect(sops.body).toEqual({
      count: 0,
      evaluated: 0,
      best: null,
      latest: null,
      trend: [],
      change: null,
    });
    expect((await fresh.call("GET", path("badges", fresh.studentId))).body).toEqual([]);
  });
});

describe("guards", () => {
  it("answers 401 without a session and 403 for another student, on every path", async () => {
    const other = await signUpStudent(app.baseUrl);
    for (const name of Object.keys(API.dashboard) as (keyof typeof API.dashboard)[]) {
      expect((await callJson(app.baseUrl, "GET", path(name))).status, name).toBe(401);
      expect((await other.call("GET", path(name))).status, name).toBe(403);
    }
  });

  it("answers the same through GraphQL", async () => {
    const answer = await graphqlCall<{
      shortlistingStats: { total: number };
      sopStats: { best: { score: number } };
      resumeStats: { latest: { name: string } };
      badges: { key: string }[];
      awards: { key: string }[];
    }>(
      app.baseUrl,
      `query($id: String!) {
        shortlistingStats(studentId: $id) { total }
        sopStats(studentId: $id) { best { score } }
        resumeStats(studentId: $id) { latest { name } }
        badges(studentId: $id) { key }
        awards(studentId: $id) { key }
      }`,
      { id: s.studentId },
      { cookie: s.jar.header() },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({
      shortlistingStats: { total: 5 },
      sopStats: { best: { score: 72 } },
      resumeStats: { latest: { name: "New resume" } },
    });
    expect(answer.data?.badges).toHaveLength(4);
    const other = await signUpStudent(app.baseUrl);
    const forbidden = await graphqlCall(
      app.baseUrl,
      "query($id: String!) { badges(studentId: $id) { key } }",
      { id: s.studentId },
      { cookie: other.jar.header() },
    );
    expect(forbidden.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
