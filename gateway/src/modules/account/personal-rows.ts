/**
 * The SQL that finds and erases a student's rows in the tables the domains declare as holding
 * personal data (core/module.ts, PersonalTable). Table and column names come from those
 * declarations in code, never from input; values are always bound.
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import type { PersonalTable } from "../../core/module";

type Row = Record<string, unknown>;

const byEmail = (column: string) => `lower("${column}") = lower(?)`;

/** The table's rows of one student, found by their id or, for `by: "email"`, their address. */
export function rowsOf(
  em: EntityManager,
  table: PersonalTable,
  student: { id: string; email: string },
): Promise<Row[]> {
  const sql = em.getConnection();
  switch (table.by) {
    case "student_id":
      return sql.execute<Row[]>(`select * from "${table.table}" where student_id = ?`, [
        student.id,
      ]);
    case "email":
      return sql.execute<Row[]>(`select * from "${table.table}" where ${byEmail(table.column)}`, [
        student.email,
      ]);
    case "parent": {
      const order = (table.orderBy ?? []).map((column) => `c."${column}"`).join(", ");
      return sql.execute<Row[]>(
        `select c.* from "${table.table}" c join "${table.parent}" p on p.id = c."${table.column}"
          where p.student_id = ?${order ? ` order by ${order}` : ""}`,
        [student.id],
      );
    }
  }
}

/**
 * Deletes, or anonymises where the table says so, the rows kept by the student's address. The
 * rest goes with the student row, by each foreign key's rule.
 */
export async function eraseByEmail(
  em: EntityManager,
  tables: readonly PersonalTable[],
  email: string,
): Promise<void> {
  const sql = em.getConnection();
  for (const table of tables) {
    if (table.by !== "email") continue;
    const where = byEmail(table.column);
    if (!table.anonymise) {
      await sql.execute(`delete from "${table.table}" where ${where}`, [email]);
      continue;
    }
    const deleted = Object.entries(table.anonymise.deleteWhen ?? {});
    if (deleted.length > 0)
      await sql.execute(
        `delete from "${table.table}" where ${where}${deleted.map(([column]) => ` and "${column}" = ?`).join("")}`,
        [email, ...deleted.map(([, value]) => value)],
      );
    const set = Object.entries(table.anonymise.set);
    await sql.execute(
      `update "${table.table}" set ${set.map(([column]) => `"${column}" = ?`).join(", ")} where ${where}`,
      [...set.map(([, value]) => value), email],
    );
  }
}
