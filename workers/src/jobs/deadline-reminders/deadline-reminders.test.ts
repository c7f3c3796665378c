import { randomBytes } from "node:crypto";
import {
  Course as CourseEntity,
  createQueue,
  createRedisConnection,
  EmailOutbox,
  ShortlistedCourse,
} from "@gradplan/gateway";
import { startTestApp, type TestApp } from "@gradplan/gateway/testing";
import {
  graphqlCall,
  type StudentClient,
  signUpStudent,
} from "@gradplan/gateway/testing/student-client";
import {
  type CourseDeadlines,
  type DeadlineRemindersJob,
  type EmailJob,
  QUEUE,
  REMINDER_MESSAGES,
} from "@gradplan/schema";
import type { InferEntity } from "@mikro-orm/core";
import { type Job, Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { runDate, sendDeadlineReminders } from "./deadline-reminders.processor";
import { REMINDER_CRON, REMINDER_SCHEDULER_ID, scheduleDeadlineReminders } from "./schedule";

// The fixed clock: no sample deadline is anywhere near 2031, so only this file's courses count.
const TODAY = "2031-03-01";
const TOMORROW = "2031-03-02";

function fall(international: Partial<Audience>, domestic: Partial<Audience> = international) {
  const none = {
    rolling: false,
    early_deadline: null,
    priority_deadline: null,
    regular_deadline: null,
  };
  return {
    fall_semester: {
      international: { ...none, ...international },
      domestic: { ...none, ...domestic },
    },
  } as CourseDeadlines;
}
type Audience = {
  rolling: boolean;
  early_deadline: string | null;
  priority_deadline: string | null;
  regular_deadline: string | null;
};

/** Four sample courses (the last by id, which other files do not shortlist) given new dates. */
const DEADLINES = {
  // Early in 7 days and regular tomorrow (international); regular in 7 days (domestic).
  a: fall(
    { early_deadline: "2031-03-08", regular_deadline: TOMORROW },
    { regular_deadline: "2031-03-08" },
  ),
  // In 2 days: nothing today, tomorrow's run says "tomorrow".
  b: fall({ regular_deadline: "2031-03-03" }),
  // In 7 days, but the course is Accepted: never.
  c: fall({ regular_deadline: "2031-03-08" }),
  // Passed, and in 3 days: never on these days.
  d: fall({ priority_deadline: "2031-03-04", regular_deadline: "2031-02-20" }),
};

type Course = InferEntity<typeof CourseEntity>;

let app: TestApp;
let emailQueue: Queue<EmailJob>;
let courses: Record<keyof typeof DEADLINES, Course>;
const saved = new Map<number, CourseDeadlines>();
let s1: StudentClient; // international: a (Shortlisted), b (Applied), c (Accepted), d
let s2: StudentClient; // domestic: a
let s3: StudentClient; // reminders off: a
let s4: StudentClient; // applying for Spring, which these courses do not admit: a
let s5: StudentClient; // international: a, with their own deadline 2031-03-10

beforeAll(async () => {
  app = await startTestApp();
  emailQueue = createQueue<EmailJob>(QUEUE.email, {
    connection: app.redis,
    prefix: inject("queuePrefix"),
  });
  const em = app.orm.em.fork();
  const [a, b, c, d] = await em.find(CourseEntity, {}, { orderBy: { id: "desc" }, limit: 4 });
  if (!a || !b || !c || !d) throw new Error("the sample catalogue has fewer than 4 courses");
  courses = { a, b, c, d };
  for (const [key, course] of Object.entries(courses)) {
    saved.set(course.id, course.deadlines as CourseDeadlines);
    course.deadlines = DEADLINES[key as keyof typeof DEADLINES];
  }
  await em.flush();
  [s1, s2, s3, s4, s5] = await Promise.all([
    signUpStudent(app.baseUrl),
    signUpStudent(app.baseUrl, { category: "Domestic Student" }),
    signUpStudent(app.baseUrl),
    signUpStudent(app.baseUrl, { applyingSemester: "Spring" }),
    signUpStudent(app.baseUrl),
  ]);
  const shortlist = (s: StudentClient, course: Course, status = "Shortlisted") =>
    em.create(ShortlistedCourse, { student: s.studentId, course, status });
  shortlist(s1, a);
  shortlist(s1, b, "Applied");
  shortlist(s1, c, "Accepted");
  shortlist(s1, d);
  shortlist(s2, a);
  shortlist(s3, a);
  shortlist(s4, a);
  shortlist(s5, a);
  await em.flush();
  const own = await graphqlCall(
    app.baseUrl,
    `mutation ($courseId: Int!) {
      setOwnDeadline(courseId: $courseId, date: "2031-03-10") { own_deadline }
    }`,
    { courseId: a.id },
    { cookie: s5.jar.header() },
  );
  expect(own).toEqual({ data: { setOwnDeadline: { own_deadline: "2031-03-10" } } });
  const off = await s3.call("PUT", `/api/notification-choices/${s3.studentId}`, {
    deadline_reminders: false,
  });
  expect(off.status).toBe(200);
});

afterAll(async () => {
  const em = app.orm.em.fork();
  for (const [id, deadlines] of saved) {
    await em.nativeUpdate(CourseEntity, { id }, { deadlines });
  }
  await emailQueue.close();
  await app.close();
});

const run = (today: string) =>
  sendDeadlineReminders(app.orm, today, { emailQueue, publicUrl: app.config.publicUrl });

async function emailsTo(s: StudentClient) {
  const [student] = await app.orm.em
    .fork()
    .getConnection()
    .execute<{ email: string }[]>("select email from student where id = ?", [s.studentId]);
  return app.orm.em
    .fork()
    .find(EmailOutbox, { toAddress: student?.email }, { orderBy: { createdAt: "asc" } });
}

function tokenOf(headers: Record<string, string> | null | undefined): string {
  const match = /\/api\/reminders\/unsubscribe\/([^>]+)>$/.exec(
    headers?.["List-Unsubscribe"] ?? "",
  );
  if (!match?.[1]) throw new Error("no unsubscribe link");
  return match[1];
}

const program = (course: Course) => `${course.courseName} (${course.degreeCode})`;

describe("the daily deadline reminder run", () => {
  it("sends each student one email of what is due in 7 days or tomorrow, and nothing twice", async () => {
    const first = await run(TODAY);
    expect(first).toMatchObject({ today: TODAY });
    const [one, ...more] = await emailsTo(s1);
    expect(more).toEqual([]);
    expect(one?.subject).toBe("2 application deadlines coming up");
    const lines = one?.textBody.split("\n").filter((line) => line.startsWith("- ")) ?? [];
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(`${program(courses.a)}, `);
    expect(lines[0]).toContain(`: Regular deadline on ${TOMORROW} (tomorrow)`);
    expect(lines[1]).toContain(": Early deadline on 2031-03-08 (in 7 days)");
    expect(one?.textBody).toContain(`${app.config.publicUrl}/university-shortlisting`);
    // The text links to the page that turns them off, with the same token as the header.
    expect(one?.textBody).toContain(
      `${app.config.publicUrl}/reminders-unsubscribe/${tokenOf(one?.headers)}`,
    );
    expect(one?.textBody).not.toContain(program(courses.b));
    expect(one?.textBody).not.toContain(program(courses.c));
    expect(one?.headers).toEqual({
      "List-Unsubscribe": `<${app.config.publicUrl}/api/reminders/unsubscribe/${tokenOf(one?.headers)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(one?.status).toBe("pending");
    const jobs = await emailQueue.getJobs(["waiting", "delayed", "active", "completed"]);
    expect(jobs.map((job) => job.data.outboxId)).toContain(one?.id);

    // The domestic student sees the domestic date: one reminder, a week ahead.
    const [two, ...moreTwo] = await emailsTo(s2);
    expect(moreTwo).toEqual([]);
    expect(two?.subject).toBe(
      `Application deadline in 7 days: ${courses.a.courseName}, ${two?.subject.split(", ").at(-1)}`,
    );
    expect(two?.textBody).toContain(": Regular deadline on 2031-03-08 (in 7 days)");
    expect(await emailsTo(s3)).toEqual([]);
    expect(await emailsTo(s4)).toEqual([]);
    // Course a's program dates (tomorrow, in 7 days) are not s5's: their own date is.
    expect(await emailsTo(s5)).toEqual([]);
    expect(first.emails).toBeGreaterThanOrEqual(2);

    // The same day again: nothing new, for anyone.
    expect(await run(TODAY)).toEqual({ today: TODAY, emails: 0, reminders: 0 });
    expect(await emailsTo(s1)).toHaveLength(1);
  });

  it("the next day sends only what has come due since", async () => {
    expect(await run(TOMORROW)).toMatchObject({ emails: 1, reminders: 1 });
    const emails = await emailsTo(s1);
    expect(emails).toHaveLength(2);
    const next = emails[1];
    expect(next?.subject).toBe(
      `Application deadline tomorrow: ${courses.b.courseName}, ${next?.subject.split(", ").at(-1)}`,
    );
    expect(next?.textBody).toContain(`${program(courses.b)}, `);
    expect(next?.textBody).toContain(": Regular deadline on 2031-03-03 (tomorrow)");
    expect(tokenOf(next?.headers)).not.toBe(tokenOf(emails[0]?.headers));
    expect(await emailsTo(s2)).toHaveLength(1);
    expect(await run(TOMORROW)).toMatchObject({ emails: 0 });
  });

  it("takes a scheduled run's day from its scheduled time, a manual run's from its data", () => {
    const scheduled = { data: {}, opts: { prevMillis: Date.UTC(2031, 2, 1, 13) }, timestamp: 0 };
    expect(runDate(scheduled as unknown as Job<DeadlineRemindersJob>)).toBe(TODAY);
    const manual = { data: { today: TOMORROW }, opts: {}, timestamp: Date.now() };
    expect(runDate(manual as unknown as Job<DeadlineRemindersJob>)).toBe(TOMORROW);
  });
});

describe("POST /api/reminders/unsubscribe/{token}", () => {
  const post = (token: string, init: RequestInit = {}) =>
    fetch(`${app.baseUrl}/api/reminders/unsubscribe/${token}`, { method: "POST", ...init });

  it("turns reminders off with a mail client's one-click form body, without cookies", async () => {
    const [email] = await emailsTo(s1);
    const res = await post(tokenOf(email?.headers), {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: REMINDER_MESSAGES.unsubscribed });
    const choices = await s1.call("GET", `/api/notification-choices/${s1.studentId}`);
    expect(choices).toEqual({ status: 200, body: { deadline_reminders: false } });
    // Later runs leave the student out.
    await s1.call("PUT", `/api/notification-choices/${s1.studentId}`, { deadline_reminders: true });
    await post(tokenOf(email?.headers));
    // Early in a day for s1 (off now) and the domestic date for s2 (still on).
    expect(await run("2031-03-07")).toMatchObject({ emails: 1 });
    expect(await emailsTo(s1)).toHaveLength(2);
    expect(await emailsTo(s2)).toHaveLength(2);
  });

  it("takes no body, and a multipart one", async () => {
    const [email] = await emailsTo(s2);
    const token = tokenOf(email?.headers);
    expect((await post(token)).status).toBe(200);
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    expect((await post(token, { body: form })).status).toBe(200);
    const choices = await s2.call("GET", `/api/notification-choices/${s2.studentId}`);
    expect(choices.body).toEqual({ deadline_reminders: false });
  });

  it("answers 404 to a token no email carried", async () => {
    for (const token of ["nope", randomBytes(32).toString("base64url")]) {
      const res = await post(token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: REMINDER_MESSAGES.unknownToken });
    }
  });
});

describe("a student's own deadline", () => {
  it("takes the place of the program's deadlines: reminded 7 days and 1 day before it", async () => {
    // Everyone else has turned reminders off by now, or has nothing due on these days.
    expect(await run("2031-03-03")).toMatchObject({ emails: 1, reminders: 1 });
    const [email, ...more] = await emailsTo(s5);
    expect(more).toEqual([]);
    expect(email?.subject).toBe(
      `Application deadline in 7 days: ${courses.a.courseName}, ${email?.subject.split(", ").at(-1)}`,
    );
    expect(email?.textBody).toContain(": Your own deadline on 2031-03-10 (in 7 days)");
    expect(await run("2031-03-09")).toMatchObject({ emails: 1 });
    expect((await emailsTo(s5))[1]?.textBody).toContain(
      ": Your own deadline on 2031-03-10 (tomorrow)",
    );
  });
});

describe("the daily schedule", () => {
  it("is one job scheduler however often the workers start", async () => {
    const connection = createRedisConnection(inject("redisUrl"), "worker");
    const queue = new Queue<DeadlineRemindersJob>(QUEUE.deadlineReminders, {
      connection,
      prefix: `${inject("queuePrefix")}-schedule-${randomBytes(3).toString("hex")}`,
    });
    try {
      await scheduleDeadlineReminders(queue);
      await scheduleDeadlineReminders(queue);
      expect(await queue.getJobSchedulersCount()).toBe(1);
      const scheduler = await queue.getJobScheduler(REMINDER_SCHEDULER_ID);
      expect(scheduler).toMatchObject({ pattern: REMINDER_CRON, tz: "UTC" });
      const [next, ...others] = await queue.getJobs(["delayed"]);
      expect(others).toEqual([]);
      expect(next?.opts.prevMillis && new Date(next.opts.prevMillis).getUTCHours()).toBe(13);
      expect(next && runDate(next)).toBe(
        new Date(next?.opts.prevMillis ?? 0).toISOString().slice(0, 10),
      );
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
      connection.disconnect();
    }
  });
});
