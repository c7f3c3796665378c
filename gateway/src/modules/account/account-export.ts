/**
 * The data export: the student's row and every row of every table that holds a student_id,
 * read generically so a new column is exported without a change here. A new table must be
 * listed in STUDENT_TABLES (account.test.ts compares the list with the database's tables).
 */
import type { AccountExport } from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import { NotFoundError } from "../../core/errors";

type Row = Record<string, unknown>;

/** Every table with a student_id column, and the columns the export leaves out: secrets and files. */
export const STUDENT_TABLES: Readonly<Record<string, readonly string[]>> = {
  student_stats: [],
  student_preferences: [],
  shortlisted_course: [],
  shortlist_status_change: [],
  resume: [],
  // The uploaded file is erased once evaluated; a pending one is not the student's data to read back.
  resume_upload: ["file"],
  sop: [],
  sop_submission: ["file"],
  student_achievement: [],
  feedback: [],
  // When the founder's message asked for feedback.
  founder_feedback_prompt: [],
  popup_dismissal: [],
  deadline_reminder: [],
  // Results shared while signed in; the fingerprint only tells duplicates apart, and the
  // network's keyed hash only joins one network's results (results/trust.ts).
  result_submission: ["fingerprint", "undergrad_key", "source_network"],
  refresh_token: ["token_hash"],
  password_reset_token: ["token_hash"],
  calendar_feed: ["token_hash"],
  // The inbox grant: its status and dates; the sealed token never leaves the server.
  email_grant: ["sealed_refresh_token"],
  email_decision: [],
  email_seen: [],
  reminder_unsubscribe: ["token_hash"],
  // Figures the student proposed (docs/corrections.md); the audit keeps no student_id column.
  course_correction: [],
};

/** Columns of the student row never exported. */
const STUDENT_SECRETS = ["password_hash"];

function without(row: Row, columns: readonly string[]): Row {
  const copy = { ...row };
  for (const column of columns) delete copy[column];
  return copy;
}

export async function exportAccount(em: EntityManager, studentId: string): Promise<AccountExport> {
  const sql = em.getConnection();
  const [student] = await sql.execute<Row[]>("select * from student where id = ?", [studentId]);
  if (!student) throw new NotFoundError("We could not find this student.");
  const email = String(student.email);
  const tables: Record<string, Row[]> = {};
  for (const [table, secrets] of Object.entries(STUDENT_TABLES)) {
    // The table names are this file's constants, never input.
    const rows = await sql.execute<Row[]>(`select * from "${table}" where student_id = ?`, [
      studentId,
    ]);
    tables[table] = rows.map((row) => without(row, secrets));
  }
  // Rows kept by email address rather than by student: the newsletter and contact messages.
  tables.newsletter_subscriber = await sql.execute<Row[]>(
    "select email, status, created_at, confirmed_at, unsubscribed_at from newsletter_subscriber where lower(email) = lower(?)",
    [email],
  );
  tables.contact_message = await sql.execute<Row[]>(
    "select * from contact_message where lower(email) = lower(?)",
    [email],
  );
  tables.result_application = await sql.execute<Row[]>(
    `select a.* from result_application a join result_submission s on s.id = a.submission_id
      where s.student_id = ? order by a.submission_id, a.position`,
    [studentId],
  );
  tables.courses = await coursesNamed(em, tables);
  const feed = tables.calendar_feed?.[0];
  return {
    exportedAt: new Date().toISOString(),
    student: without(student, STUDENT_SECRETS),
    tables,
    calendarFeed: {
      exists: feed !== undefined,
      createdAt: feed ? new Date(String(feed.created_at)).toISOString() : null,
    },
    notificationChoices: {
      deadlineReminders: student.deadline_reminders !== false,
      newsletter: (tables.newsletter_subscriber[0]?.status as string | undefined) ?? null,
    },
  };
}

/** The names of the courses the rows mention, so the file reads without the catalogue. */
async function coursesNamed(em: EntityManager, tables: Record<string, Row[]>): Promise<Row[]> {
  const ids = new Set<number>();
  for (const rows of Object.values(tables))
    for (const row of rows) if (typeof row.course_id === "number") ids.add(row.course_id);
  if (ids.size === 0) return [];
  const marks = [...ids].map(() => "?").join(", ");
  return em
    .getConnection()
    .execute<Row[]>(
      `select c.id as course_id, c.course_name, c.degree, u.name as university_name from course c join university u on u.id = c.university_id where c.id in (${marks}) order by c.id`,
      [...ids],
    );
}
