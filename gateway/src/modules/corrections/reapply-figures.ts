/**
 * Accepted figures survive a catalogue import: the import writes the file's figures into the
 * course, then this puts each sourced figure (course_figure) back over them, in the import's
 * transaction. Without it a re-import would silently undo what staff accepted.
 */
import type { CourseDeadlines } from "@gradplan/schema";
import type { Knex } from "@mikro-orm/postgresql";
import { withDeadline } from "./course-figures";

const COLUMNS = [
  ["toefl_min", "int"],
  ["ielts_min", "numeric"],
  ["gre_min", "int"],
] as const;

export async function reapplySourcedFigures(trx: Knex.Transaction): Promise<void> {
  for (const [column, type] of COLUMNS) {
    await trx.raw(
      `update course c set ${column} = f.value::${type}
         from course_figure f where f.course_id = c.id and f.figure = ?`,
      [column],
    );
  }
  const rows: {
    course_id: number;
    figure: string;
    value: string;
    deadlines: CourseDeadlines | null;
  }[] = (
    await trx.raw(
      `select f.course_id, f.figure, f.value, c.deadlines
           from course_figure f join course c on c.id = f.course_id
          where f.figure like 'deadline.%' order by f.course_id, f.figure`,
    )
  ).rows;
  const byCourse = new Map<number, CourseDeadlines>();
  for (const row of rows) {
    const deadlines = byCourse.get(row.course_id) ?? row.deadlines;
    byCourse.set(row.course_id, withDeadline(deadlines, row.figure, row.value));
  }
  for (const [id, deadlines] of byCourse) {
    await trx.raw("update course set deadlines = ?::jsonb where id = ?", [
      JSON.stringify(deadlines),
      id,
    ]);
  }
}
