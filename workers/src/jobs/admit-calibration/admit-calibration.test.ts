import { randomUUID } from "node:crypto";
import {
  Course,
  createQueue,
  createRedisConnection,
  createStaffKey,
  loadSampleResults,
  MEMBER_AGE_DAYS,
  refitCalibration,
  ShortlistedCourse,
} from "@gradplan/gateway";
import type { TestApp } from "@gradplan/gateway/testing";
import {
  graphqlCall,
  type StudentClient,
  saveTestScores,
  signUpStudent,
} from "@gradplan/gateway/testing/student-client";
import {
  type Calibration,
  CROWD_BOUND,
  QUEUE,
  type ShortlistRecalculationJob,
  VISITOR_BOUND,
} from "@gradplan/schema";
import type { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type AppWithWorker, startAppWithWorkers } from "../../testing/app-with-worker";
import { shortlistRecalculationProcessor } from "../shortlist-recalculation/shortlist-recalculation.processor";
import { admitCalibrationProcessor } from "./admit-calibration.processor";

let harness: AppWithWorker;
let app: TestApp;
let recalculations: Queue<ShortlistRecalculationJob>;
let staff: Record<string, string>;
const SAMPLE = { count: 2400, courses: 60, seed: 7 };

beforeAll(async () => {
  recalculations = createQueue<ShortlistRecalculationJob>(QUEUE.shortlistRecalculation, {
    connection: createRedisConnection(inject("redisUrl"), "producer"),
    prefix: inject("queuePrefix"),
  });
  harness = await startAppWithWorkers([
    {
      queue: QUEUE.admitCalibration,
      processor: (orm) => admitCalibrationProcessor(orm, recalculations),
    },
    { queue: QUEUE.shortlistRecalculation, processor: shortlistRecalculationProcessor },
  ]);
  app = harness.app;
  staff = {
    authorization: `Bearer ${await createStaffKey(app.orm.em.fork(), "calibration-tool")}`,
  };
  // Results other files shared would count too: this file's figures rest on the sample alone.
  await app.orm.em.fork().execute("delete from result_submission");
  expect(await loadSampleResults(app.orm.em.fork(), SAMPLE)).toBe(SAMPLE.count);
});

afterAll(async () => {
  // The database is shared with the files that run after this one: leave the model uncalibrated.
  const em = app.orm.em.fork();
  await em.execute("delete from course_calibration");
  await em.execute("delete from admit_calibration");
  await em.execute("delete from result_submission");
  await recalculations.close();
  await harness.close();
});

const REPORT = `{ calibrationReport { results sampleResults training heldOut brierBefore brierAfter
  reliabilityAfter { from to predicted observed results } } }`;
interface Report {
  calibrationReport: {
    results: number;
    sampleResults: number;
    training: number;
    heldOut: number;
    brierBefore: number;
    brierAfter: number;
    reliabilityAfter: { results: number }[];
  } | null;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function studentShortlisting(course: number): Promise<StudentClient> {
  const s = await signUpStudent(app.baseUrl);
  await saveTestScores(s, {
    gpa: 3.7,
    toefl: { writing: 28, reading: 29, speaking: 26, listening: 28 },
    gre: { verbal: 160, quantitative: 167, analytical_writing: 4.5 },
  });
  await s.call("POST", "/api/check-and-add-course", {
    studentId: s.studentId,
    course: { course_id: course },
  });
  return s;
}

const chanceQuery = `query ($courseId: Int!, $studentId: String!) {
  courseStatsForShortlisting(courseId: $courseId, studentId: $studentId) { admitChances calibratedOn }
}`;

describe("the admit-calibration job", () => {
  it("refuses a refit to anyone but staff", async () => {
    const anonymous = await graphqlCall(
      app.baseUrl,
      "mutation { recalibrateChances { jobId } }",
      {},
    );
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await graphqlCall<Report>(app.baseUrl, REPORT, {})).data?.calibrationReport).toBeNull();
  });

  it("refits on staff request, publishes held-out accuracy and recalculates moved shortlists", async () => {
    const em = app.orm.em.fork();
    const [popular] = await em.find(
      Course,
      {},
      // Search's order (the sample results cover its first courses): rank, then program size.
      {
        orderBy: {
          courseRanking: "asc nulls last",
          graduatesLatest: "desc nulls last",
          id: "asc",
        },
        limit: 1,
      },
    );
    const s = await studentShortlisting(popular!.id);
    const before = await graphqlCall<{
      courseStatsForShortlisting: { admitChances: number; calibratedOn: number };
    }>(
      app.baseUrl,
      chanceQuery,
      { courseId: popular!.id, studentId: s.studentId },
      { cookie: s.jar.header() },
    );
    expect(before.data?.courseStatsForShortlisting.calibratedOn).toBe(0);
    const added = await em.findOneOrFail(ShortlistedCourse, { student: s.studentId });
    expect(added.calculatedAt).toBeInstanceOf(Date);

    const asked = await graphqlCall<{ recalibrateChances: { jobId: string } }>(
      app.baseUrl,
      "mutation { recalibrateChances { jobId } }",
      {},
      staff,
    );
    expect(asked.data?.recalibrateChances.jobId).toBeTruthy();
    const report = (
      await until(
        () => graphqlCall<Report>(app.baseUrl, REPORT, {}),
        (a) => Boolean(a.data?.calibrationReport),
      )
    ).data!.calibrationReport!;
    expect(report.results).toBeGreaterThan(SAMPLE.count * 0.9);
    expect(report.sampleResults).toBe(report.results);
    expect(report.training + report.heldOut).toBe(report.results);
    expect(report.brierAfter).toBeLessThan(report.brierBefore);
    expect(report.reliabilityAfter.reduce((n, b) => n + b.results, 0)).toBe(report.heldOut);

    const after = (
      await graphqlCall<{
        courseStatsForShortlisting: { admitChances: number; calibratedOn: number };
      }>(
        app.baseUrl,
        chanceQuery,
        { courseId: popular!.id, studentId: s.studentId },
        { cookie: s.jar.header() },
      )
    ).data!.courseStatsForShortlisting;
    expect(after.calibratedOn).toBeGreaterThan(0);
    // The shortlist was recalculated by the job: it shows the calibrated chance.
    const stored = await until(
      () => app.orm.em.fork().findOneOrFail(ShortlistedCourse, { student: s.studentId }),
      (row) => row.calculatedAt! > added.calculatedAt!,
    );
    expect(stored.calculatedAt!.getTime()).toBeGreaterThan(added.calculatedAt!.getTime());
    expect(stored.admitChances).toBe(after.admitChances);
  });
});

/**
 * A strong applicant's Rejected result at `courseId`, shared with `email`: anonymously, or by the
 * signed-in student `studentId`.
 */
async function rejectedResult(
  courseId: number,
  email: string | null,
  studentId: string | null = null,
): Promise<void> {
  const em = app.orm.em.fork();
  const id = randomUUID();
  await em.execute(
    `insert into result_submission (id, fingerprint, email, student_id, category,
       undergrad_university, undergrad_key, undergrad_course, current_education_level, gpa,
       english_test, english_score, gre_test, gre_verbal, gre_quantitative, gre_writing,
       research_papers, conferences, activities, work_fulltime_months, work_internship_months,
       review_status, sample, created_at)
     values (?, ?, ?, ?, 'International Student', 'Anna University', 'anna university',
       'Computer Science and Engineering', 'Bachelors', 3.85, 'TOEFL', 112, 'GRE', 160, 168, 4.5,
       '[]', '[]', '[]', 12, 4, 'accepted', false, now())`,
    [id, randomUUID().replaceAll("-", "").padEnd(64, "0"), email, studentId],
  );
  await em.execute(
    `insert into result_application (id, submission_id, university_id, university_name,
       course_id, course_name, semester, season_year, decision, position)
     select ?, ?, c.university_id, u.name, c.id, c.course_name, 'Fall', 2026, 'Rejected', 0
       from course c join university u on u.id = c.university_id where c.id = ?`,
    [randomUUID(), id, courseId],
  );
}

/** A student whose account is old enough to speak for itself (a member: results/trust.ts). */
async function member(): Promise<string> {
  const { studentId } = await signUpStudent(app.baseUrl);
  await app.orm.em
    .fork()
    .execute(
      `update student set created_at = now() - interval '${MEMBER_AGE_DAYS + 1} days' where id = ?`,
      [studentId],
    );
  return studentId;
}

describe("one visitor's bounded influence on the refit", () => {
  /** The course's adjustment at the model's own logit 0, after a refit. */
  async function shiftAfterRefit(courseId: number): Promise<number> {
    await refitCalibration(app.orm.em.fork(), "test");
    const [row] = await app.orm.em
      .fork()
      .execute<{ shift: number }[]>("select shift from course_calibration where course_id = ?", [
        courseId,
      ]);
    return row!.shift;
  }
  const clear = () =>
    app.orm.em.fork().execute("delete from result_submission where sample = false");

  it("counts one email's ten submissions as one visitor, ten members as ten, ten anonymous emails as the crowd", async () => {
    const [course] = await app.orm.em.fork().execute<{ course_id: number }[]>(
      `select a.course_id from result_application a join result_submission s
           on s.id = a.submission_id where s.sample group by a.course_id
          order by count(*), a.course_id limit 1`,
    );
    const courseId = course!.course_id;
    await clear();
    const before = await shiftAfterRefit(courseId);

    for (let n = 0; n < 10; n++) await rejectedResult(courseId, "one.visitor@example.com");
    const one = before - (await shiftAfterRefit(courseId));
    const [stored] = await app.orm.em
      .fork()
      .execute<{ calibration: Calibration }[]>(
        "select calibration from admit_calibration order by fitted_at desc limit 1",
      );
    expect(stored!.calibration.influence!.largest).toBeLessThanOrEqual(VISITOR_BOUND);
    expect(stored!.calibration.influence!.sourceBounds).toEqual({ crowd: CROWD_BOUND });

    await clear();
    for (let n = 0; n < 10; n++) await rejectedResult(courseId, `visitor${n}@example.com`);
    const crowd = before - (await shiftAfterRefit(courseId));

    await clear();
    for (let n = 0; n < 10; n++) await rejectedResult(courseId, null, await member());
    const members = before - (await shiftAfterRefit(courseId));
    await clear();

    expect(one).toBeGreaterThan(0);
    expect(one).toBeLessThanOrEqual(CROWD_BOUND);
    // Ten anonymous visitors are the crowd: together no further than its bound.
    expect(crowd).toBeGreaterThan(0.9 * one);
    expect(crowd).toBeLessThanOrEqual(CROWD_BOUND + 0.005);
    // Ten members of standing speak for themselves: each within the visitor's bound.
    expect(members).toBeGreaterThan(2 * one);
    expect(members).toBeGreaterThan(crowd);
  });
});
