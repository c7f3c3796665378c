/**
 * The daily deadline reminder run (docs/reminders.md): for every student with reminders on, the
 * deadlines of their Shortlisted or Applied courses that fall exactly 7 days or 1 day after
 * `today` (the student's own deadline for a course instead, when they set one), one email a
 * student. Students are read in keyset batches; each student's reminders
 * are recorded (`deadline_reminder`, on conflict do nothing) in the same transaction as the
 * outbox row, so a second run, a retry or two runs at once never send a reminder twice.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { EMAIL_STATUS, EmailOutbox } from "@gradplan/gateway";
import {
  applicationDeadlinesFor,
  type CourseDeadlines,
  type DeadlineRemindersJob,
  type DeadlineRemindersResult,
  dueReminders,
  type EmailJob,
  QUEUE,
  REMINDER_STATUSES,
  type StudentCategory,
  utcDateOf,
} from "@gradplan/schema";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { Job, Queue } from "bullmq";
import { type DueReminder, reminderEmail } from "./reminder-email";

export interface DeadlineRemindersOptions {
  emailQueue: Queue<EmailJob>;
  publicUrl: string;
  /** Students read at a time. */
  batchSize?: number;
}

interface StudentRow {
  id: string;
  email: string;
  first_name: string;
  category: string;
  applying_semester: string | null;
}

interface CourseRow {
  student_id: string;
  course_id: number;
  course_name: string;
  degree_code: string;
  /** Null: no sourced deadline, so no reminder (an own deadline still has one). */
  deadlines: CourseDeadlines | null;
  /** The student's own deadline (YYYY-MM-DD): when set, the only one reminded of. */
  own_deadline: string | null;
  university_name: string;
}

const STATUS_SQL = REMINDER_STATUSES.map(() => "?").join(", ");

/** Students with reminders on and at least one course they may still act on, by id. */
const STUDENTS_SQL = `
  select s.id, s.email, s.first_name, s.category, s.applying_semester
    from student s
   where s.deadline_reminders and s.id > ?
     and exists (select 1 from shortlisted_course sc
                  where sc.student_id = s.id and sc.status in (${STATUS_SQL}))
   order by s.id
   limit ?`;

function coursesSql(students: number): string {
  return `
  select sc.student_id, c.id as course_id, c.course_name, c.degree_code, c.deadlines,
         to_char(sc.own_deadline, 'YYYY-MM-DD') as own_deadline, u.name as university_name
    from shortlisted_course sc
    join course c on c.id = sc.course_id
    join university u on u.id = c.university_id
   where sc.student_id in (${Array(students).fill("?").join(", ")})
     and sc.status in (${STATUS_SQL})`;
}

/** The day a run stands for: a manual run's `today`, else the UTC date it was scheduled for. */
export function runDate(job: Job<DeadlineRemindersJob>): string {
  return job.data.today ?? utcDateOf(job.opts.prevMillis ?? job.timestamp);
}

export function deadlineRemindersProcessor(orm: MikroORM, options: DeadlineRemindersOptions) {
  return (job: Job<DeadlineRemindersJob>): Promise<DeadlineRemindersResult> =>
    sendDeadlineReminders(orm, runDate(job), options);
}

/** What is due for each student of a batch on `today`. */
function dueByStudent(students: StudentRow[], courses: CourseRow[], today: string) {
  const byId = new Map(students.map((s) => [s.id, s]));
  const due = new Map<string, DueReminder[]>();
  for (const course of courses) {
    const student = byId.get(course.student_id);
    if (!student) continue;
    const deadlines = applicationDeadlinesFor(
      course.deadlines,
      student.category as StudentCategory,
      student.applying_semester,
    );
    for (const deadline of dueReminders(deadlines, today, course.own_deadline)) {
      const list = due.get(student.id) ?? [];
      if (list.length === 0) due.set(student.id, list);
      list.push({
        ...deadline,
        courseId: course.course_id,
        courseName: course.course_name,
        degreeCode: course.degree_code,
        universityName: course.university_name,
      });
    }
  }
  return due;
}

export async function sendDeadlineReminders(
  orm: MikroORM,
  today: string,
  { emailQueue, publicUrl, batchSize = 500 }: DeadlineRemindersOptions,
): Promise<DeadlineRemindersResult> {
  const result = { today, emails: 0, reminders: 0 };
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const em = orm.em.fork();
    const connection = em.getConnection();
    const students = await connection.execute<StudentRow[]>(STUDENTS_SQL, [
      after,
      ...REMINDER_STATUSES,
      batchSize,
    ]);
    const last = students.at(-1);
    if (!last) break;
    after = last.id;
    const courses = await connection.execute<CourseRow[]>(coursesSql(students.length), [
      ...students.map((s) => s.id),
      ...REMINDER_STATUSES,
    ]);
    const due = dueByStudent(students, courses, today);
    for (const student of students) {
      const reminders = due.get(student.id);
      if (!reminders) continue;
      const sent = await remindStudent(em.fork(), student, reminders, publicUrl);
      if (!sent) continue;
      // After the commit: the email worker must find the outbox row.
      await emailQueue.add(QUEUE.email, { outboxId: sent.outboxId }, { jobId: sent.outboxId });
      result.emails += 1;
      result.reminders += sent.reminders;
    }
    if (students.length < batchSize) break;
  }
  return result;
}

/**
 * Records the student's due reminders and writes their email, in one transaction; only
 * reminders not recorded before go in the email. Null when every one was sent already.
 */
async function remindStudent(
  em: EntityManager,
  student: StudentRow,
  due: DueReminder[],
  publicUrl: string,
): Promise<{ outboxId: string; reminders: number } | null> {
  return em.transactional(async (tx) => {
    const connection = tx.getConnection();
    const context = tx.getTransactionContext();
    const inserted = await connection.execute<{ course_id: number; kind: string }[]>(
      `insert into deadline_reminder (student_id, course_id, kind, deadline, days_before, sent_at)
       values ${due.map(() => "(?, ?, ?, ?::date, ?, now())").join(", ")}
       on conflict do nothing
       returning course_id, kind`,
      due.flatMap((d) => [student.id, d.courseId, d.kind, d.date, d.daysBefore]),
      "all",
      context,
    );
    // Within one day, course and kind name a reminder (the date fixes how many days before).
    const fresh = due.filter((d) =>
      inserted.some((row) => row.course_id === d.courseId && row.kind === d.kind),
    );
    if (fresh.length === 0) return null;
    const token = randomBytes(32).toString("base64url");
    await connection.execute(
      "insert into reminder_unsubscribe (token_hash, student_id, created_at) values (?, ?, now())",
      [createHash("sha256").update(token).digest("hex"), student.id],
      "run",
      context,
    );
    const email = reminderEmail(student.first_name, fresh, publicUrl, token);
    const outboxId = randomUUID();
    tx.create(EmailOutbox, {
      id: outboxId,
      toAddress: student.email,
      subject: email.subject,
      textBody: email.text,
      htmlBody: null,
      headers: email.headers,
      status: EMAIL_STATUS.pending,
      attempts: 0,
      createdAt: new Date(),
    });
    return { outboxId, reminders: fresh.length };
  });
}
