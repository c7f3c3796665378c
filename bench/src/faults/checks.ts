/**
 * What the database and the queues hold once the load is over and the worker has caught up:
 * every job finished exactly once, and every write a client saw succeed is there.
 */
import { createQueue, createRedisConnection } from "@gradplan/gateway";
import { QUEUE } from "@gradplan/schema";
import type { Product } from "./product";
import { type Attempt, contacts, type Student } from "./workload";

const WORK_QUEUES = [
  QUEUE.email,
  QUEUE.resumeEvaluation,
  QUEUE.sopEvaluation,
  QUEUE.shortlistRecalculation,
] as const;

async function queueCounts(product: Product) {
  const connection = createRedisConnection(product.env.REDIS_URL!, "producer");
  try {
    const counts = { open: 0, failed: 0 };
    for (const name of WORK_QUEUES) {
      const queue = createQueue(name, { connection, prefix: product.env.QUEUE_PREFIX! });
      const c = await queue.getJobCounts("waiting", "active", "delayed", "prioritized", "failed");
      counts.open += (c.waiting ?? 0) + (c.active ?? 0) + (c.delayed ?? 0) + (c.prioritized ?? 0);
      counts.failed += c.failed ?? 0;
      await queue.close();
    }
    return counts;
  } finally {
    connection.disconnect();
  }
}

async function pendingRows(product: Product): Promise<{ total: number; text: string }> {
  const { rows } = await product.db.query<{ resumes: string; sops: string; emails: string }>(
    `select (select count(*) from resume_upload where status = 'pending') as resumes,
            (select count(*) from sop_submission where status = 'pending') as sops,
            (select count(*) from email_outbox where status = 'pending') as emails`,
  );
  const { resumes, sops, emails } = rows[0]!;
  return {
    total: Number(resumes) + Number(sops) + Number(emails),
    text: `pending rows: ${resumes} resume uploads, ${sops} SOP submissions, ${emails} emails`,
  };
}

let stuck = "";

/** Waits until no job is open and no row pending; how long it took, in seconds. */
export async function drain(product: Product, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const [counts, pending] = [await queueCounts(product), await pendingRows(product)];
    if (counts.open === 0 && pending.total === 0) return (Date.now() - started) / 1000;
    stuck = `${counts.open} jobs open, ${pending.text}`;
    await new Promise((r) => setTimeout(r, 500));
  }
  return Number.NaN;
}

/** The values the last write may have left: the last acknowledged, or any later unanswered. */
function allowed<T>(attempts: Attempt<T>[]): T[] | null {
  const last = attempts.map((a) => a.acknowledged).lastIndexOf(true);
  if (last < 0) return null;
  return attempts.slice(last).map((a) => a.value);
}

export interface Findings {
  problems: string[];
  figures: string[];
}

/** Resumes and SOPs: every upload done, one evaluation row per new upload, acknowledged ids kept. */
async function evaluations(product: Product, students: Student[], f: Findings): Promise<void> {
  const kinds = [
    {
      name: "resume",
      uploads: "resume_upload",
      replaces: "replaces_resume_id",
      result: "result_resume_id",
      rows: "resume",
      of: (s: Student) => s.resume,
    },
    {
      name: "SOP",
      uploads: "sop_submission",
      replaces: "sop_id",
      result: "result_sop_id",
      rows: "sop",
      of: (s: Student) => s.sop,
    },
  ] as const;
  for (const k of kinds) {
    let uploads = 0;
    let evaluated = 0;
    for (const s of students) {
      const { rows } = await product.db.query<{
        status: string;
        replaces: string | null;
        result: string | null;
      }>(
        `select status, ${k.replaces} as replaces, ${k.result} as result from ${k.uploads} where student_id = $1`,
        [s.studentId],
      );
      const ids = await product.db.query<{ id: string }>(
        `select id from ${k.rows} where student_id = $1`,
        [s.studentId],
      );
      const record = k.of(s);
      uploads += rows.length;
      evaluated += ids.rows.length;
      const notDone = rows.filter((r) => r.status !== "done");
      if (notDone.length)
        f.problems.push(
          `${k.name}: ${notDone.length} upload(s) of ${s.studentId} ${notDone[0]!.status}`,
        );
      if (rows.length < record.answered || rows.length > record.answered + record.unknown)
        f.problems.push(
          `${k.name}: ${rows.length} upload rows for ${s.studentId}, clients were answered for ${record.answered} (+${record.unknown} unknown)`,
        );
      const fresh = rows.filter((r) => r.status === "done" && !r.replaces);
      const results = new Set(fresh.map((r) => r.result));
      if (results.size !== fresh.length || ids.rows.length !== fresh.length)
        f.problems.push(
          `${k.name}: ${s.studentId} has ${ids.rows.length} evaluation rows for ${fresh.length} new uploads (${results.size} distinct results)`,
        );
      const kept = new Set(ids.rows.map((r) => r.id));
      for (const id of record.acknowledgedIds)
        if (!kept.has(id)) f.problems.push(`${k.name}: acknowledged ${id} is missing`);
    }
    f.figures.push(`${k.name}s: ${uploads} uploads stored, ${evaluated} evaluation rows`);
  }
}

async function profilesAndShortlists(
  product: Product,
  students: Student[],
  f: Findings,
): Promise<void> {
  let writes = 0;
  for (const s of students) {
    const gpa = allowed(s.gpa);
    writes += s.gpa.filter((a) => a.acknowledged).length;
    if (gpa) {
      const { rows } = await product.db.query<{ gpa: string }>(
        "select gpa from student_stats where student_id = $1",
        [s.studentId],
      );
      const stored = Number(rows[0]?.gpa);
      if (!gpa.some((v) => Math.abs(v - stored) < 0.001))
        f.problems.push(
          `profile: ${s.studentId} gpa ${stored}, the last acknowledged write was ${gpa[0]}`,
        );
    }
    const { rows } = await product.db.query<{ course_id: number; calculated: boolean }>(
      "select course_id, calculated_at is not null as calculated from shortlisted_course where student_id = $1",
      [s.studentId],
    );
    const on = new Set(rows.map((r) => Number(r.course_id)));
    for (const [courseId, history] of s.shortlist) {
      writes += history.filter((a) => a.acknowledged).length;
      const may = allowed(history);
      if (may && !may.includes(on.has(courseId)))
        f.problems.push(
          `shortlist: course ${courseId} of ${s.studentId} ${on.has(courseId) ? "present" : "missing"} against the last acknowledged change`,
        );
    }
    if (s.recalculations && rows.some((r) => !r.calculated))
      f.problems.push(`recalculation: ${s.studentId} has shortlisted courses never calculated`);
  }
  f.figures.push(`profile and shortlist writes acknowledged: ${writes}`);
}

/**
 * Every acknowledged contact email sent exactly once. `lostToKill` is how many email jobs ran in
 * the worker that was SIGKILLed: an email is sent at most once (docs/operations.md), so one whose
 * row that worker had claimed as sent but not yet handed to the transport is recorded sent and
 * never delivered. Up to that many such rows are the documented window and are reported as a
 * figure; any more, or any row left pending or failed, is a problem.
 */
async function emails(product: Product, f: Findings, lostToKill = 0): Promise<void> {
  let acknowledged = 0;
  let sent = 0;
  const claimedNotDelivered: string[] = [];
  for (const [subject, ok] of contacts) {
    const { rows } = await product.db.query<{ status: string }>(
      "select status from email_outbox where subject = $1",
      [subject],
    );
    const delivered = product.deliveries.get(subject) ?? 0;
    if (ok) acknowledged++;
    sent += delivered;
    if (ok && rows.length !== 1)
      f.problems.push(`email: acknowledged "${subject}" has ${rows.length} outbox rows`);
    if (rows.length > 1 || delivered > 1)
      f.problems.push(`email: "${subject}" sent ${delivered} times (${rows.length} rows)`);
    if (ok && delivered === 0) {
      if (rows.length === 1 && rows[0]!.status === "sent") claimedNotDelivered.push(subject);
      else f.problems.push(`email: acknowledged "${subject}" never sent`);
    }
  }
  f.figures.push(
    `contact emails: ${contacts.size} requested, ${acknowledged} acknowledged, ${sent} delivered`,
  );
  const excused = claimedNotDelivered.splice(0, lostToKill);
  if (excused.length)
    f.figures.push(
      `${excused.length} of the ${lostToKill} email job(s) running in the killed worker had claimed their row and not reached the transport: recorded sent, not delivered (at most once, docs/operations.md)`,
    );
  for (const subject of claimedNotDelivered)
    f.problems.push(`email: acknowledged "${subject}" recorded sent and never delivered`);
}

/** Drains, then checks everything the students did; problems are failures, figures are printed. */
export async function checkOutcomes(
  product: Product,
  students: Student[],
  drainMs: number,
  /** Email jobs running in a worker that was SIGKILLed (see `emails`). */
  emailsInKilledWorker = 0,
): Promise<Findings> {
  const f: Findings = { problems: [], figures: [] };
  const seconds = await drain(product, drainMs);
  if (Number.isNaN(seconds)) f.problems.push(`not drained after ${drainMs / 1000} s: ${stuck}`);
  else f.figures.push(`queues drained ${seconds.toFixed(1)} s after the load`);
  const counts = await queueCounts(product);
  if (counts.failed) f.problems.push(`${counts.failed} job(s) failed for good`);
  await evaluations(product, students, f);
  await profilesAndShortlists(product, students, f);
  await emails(product, f, emailsInKilledWorker);
  return f;
}
