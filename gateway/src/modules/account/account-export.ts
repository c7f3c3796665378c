/**
 * The data export: the student's row and every row of every table the domains declare as holding
 * personal data (their modules' `personalData`), read with `select *` so a new column is exported
 * without a change here. account.test.ts compares the declarations with the database's tables.
 */
import type { AccountExport } from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import { NotFoundError } from "../../core/errors";
import type { PersonalTable } from "../../core/module";
import { rowsOf } from "./personal-rows";

type Row = Record<string, unknown>;

/** Columns of the student row never exported. */
const STUDENT_SECRETS = ["password_hash"];

function without(row: Row, columns: readonly string[]): Row {
  const copy = { ...row };
  for (const column of columns) delete copy[column];
  return copy;
}

export async function exportAccount(
  em: EntityManager,
  studentId: string,
  personalData: readonly PersonalTable[],
): Promise<AccountExport> {
  const sql = em.getConnection();
  const [student] = await sql.execute<Row[]>("select * from student where id = ?", [studentId]);
  if (!student) throw new NotFoundError("We could not find this student.");
  const email = String(student.email);
  const tables: Record<string, Row[]> = {};
  for (const table of personalData) {
    if (table.by === "email" && table.exported === false) continue;
    const rows = await rowsOf(em, table, { id: studentId, email });
    tables[table.table] = rows.map((row) => without(row, table.leaveOut ?? []));
  }
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
      newsletter: (tables.newsletter_subscriber?.[0]?.status as string | undefined) ?? null,
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
