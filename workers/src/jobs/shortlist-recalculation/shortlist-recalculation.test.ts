import {
  Course,
  createQueue,
  programFacts,
  ShortlistedCourse,
  ShortlistRecalculation,
} from "@gradplan/gateway";
import type { TestApp } from "@gradplan/gateway/testing";
import {
  type StudentClient,
  saveTestScores,
  signUpStudent,
} from "@gradplan/gateway/testing/student-client";
import {
  applicantFromStats,
  assessAdmission,
  QUEUE,
  type ShortlistRecalculationJob,
  type ShortlistRecalculationResult,
  type StudentProfile,
} from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type AppWithWorker, startAppWithWorker } from "../../testing/app-with-worker";
import { shortlistRecalculationProcessor } from "./shortlist-recalculation.processor";

let app: TestApp;
let harness: AppWithWorker;
let runs = 0;

beforeAll(async () => {
  // The real processor, slowed a little so that bursts of requests overlap a running job.
  harness = await startAppWithWorker<ShortlistRecalculationJob, ShortlistRecalculationResult>(
    QUEUE.shortlistRecalculation,
    (orm) => {
      const process = shortlistRecalculationProcessor(orm);
      return async (job) => {
        runs++;
        await new Promise((r) => setTimeout(r, 150));
        return process(job);
      };
    },
  );
  app = harness.app;
});
afterAll(() => harness.close());

const SHORTLIST_SIZE = 4;

async function studentWithShortlist(): Promise<StudentClient> {
  const s = await signUpStudent(app.baseUrl);
  await saveTestScores(s, {
    gpa: 3.3,
    toefl: { writing: 24, reading: 25, speaking: 22, listening: 24 },
    gre: { verbal: 152, quantitative: 160, analytical_writing: 3.5 },
  });
  const em = app.orm.em.fork();
  const courses = await em.find(Course, {}, { limit: SHORTLIST_SIZE, orderBy: { id: "asc" } });
  for (const course of courses) em.create(ShortlistedCourse, { student: s.studentId, course });
  await em.flush();
  return s;
}

async function stored(studentId: string) {
  return app.orm.em
    .fork()
    .find(
      ShortlistedCourse,
      { student: studentId },
      { populate: ["course"], orderBy: { course: "asc" } },
    );
}

describe("GET /api/shortlist-universities/{studentId}", () => {
  it("recomputes every shortlisted course with the model and stores the figures", async () => {
    const s = await studentWithShortlist();
    const answer = await s.call("GET", `/api/shortlist-universities/${s.studentId}`);
    expect(answer).toEqual({ status: 200, body: { success: true, updated: SHORTLIST_SIZE } });
    const profile = (await s.call<StudentProfile>("GET", `/api/get-student-info/${s.studentId}`))
      .body;
    const applicant = applicantFromStats("International Student", profile.studentStats);
    for (const row of await stored(s.studentId)) {
      const expected = assessAdmission(applicant, programFacts(row.course));
      expect(row).toMatchObject({
        status: "Shortlisted",
        category: expected.category,
        admitChances: expected.admitChances,
        admitLow: expected.admitRange?.low ?? null,
        admitHigh: expected.admitRange?.high ?? null,
        studentScore: expected.studentScore,
        courseScore: expected.courseScore,
        scoreTier: expected.score_tier,
      });
      expect(row.calculatedAt).toBeInstanceOf(Date);
    }
  });

  it("follows a profile edit: a higher GPA and GRE never lower a chance", async () => {
    const s = await studentWithShortlist();
    await s.call("GET", `/api/shortlist-universities/${s.studentId}`);
    const before = await stored(s.studentId);
    await s.call("PUT", `/api/update-student-stats/${s.studentId}`, {
      gpa: 3.9,
      gre: { verbal: 165, quantitative: 169, analytical_writing: 5 },
    });
    await s.call("GET", `/api/shortlist-universities/${s.studentId}`);
    const after = await stored(s.studentId);
    after.forEach((row, i) => {
      expect(row.admitChances).toBeGreaterThanOrEqual(before[i]?.admitChances ?? 0);
    });
    expect(after.some((row, i) => row.admitChances !== before[i]?.admitChances)).toBe(true);
  });

  it("runs a burst of requests as one job more, not one per request, and ends on the latest profile", async () => {
    const s = await studentWithShortlist();
    const runsBefore = runs;
    const first = s.call("GET", `/api/shortlist-universities/${s.studentId}`);
    await new Promise((r) => setTimeout(r, 50));
    await s.call("PUT", `/api/update-student-stats/${s.studentId}`, { gpa: 3.95 });
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => s.call("GET", `/api/shortlist-universities/${s.studentId}`)),
    );
    expect((await first).status).toBe(200);
    for (const answer of burst) expect(answer.body).toMatchObject({ success: true });
    expect(runs - runsBefore).toBeLessThanOrEqual(3);
    const profile = (await s.call<StudentProfile>("GET", `/api/get-student-info/${s.studentId}`))
      .body;
    const applicant = applicantFromStats("International Student", profile.studentStats);
    for (const row of await stored(s.studentId)) {
      expect(row.admitChances).toBe(
        assessAdmission(applicant, programFacts(row.course)).admitChances,
      );
    }
  });

  it("answers 'queued' when no worker finishes in time, and the job stays queued", async () => {
    const prefix = `${inject("queuePrefix")}-idle`;
    const queue = createQueue<ShortlistRecalculationJob, ShortlistRecalculationResult>(
      QUEUE.shortlistRecalculation,
      { connection: app.redis, prefix },
    );
    const recalculation = new ShortlistRecalculation(queue, app.redis, prefix, 300);
    expect(await recalculation.run("00000000-0000-4000-8000-000000000000")).toEqual({
      status: "queued",
    });
    expect(await queue.getWaitingCount()).toBe(1);
    await queue.obliterate({ force: true });
    await recalculation.close();
  });
});
