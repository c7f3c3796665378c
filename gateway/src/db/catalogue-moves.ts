/**
 * What students saved follows its program when a catalogue import replaces the programs
 * (issue 29, item 5). A course the new catalogue drops that something still points at
 * (a shortlist, its status history, a reminder, a community result, a decision read from the
 * inbox, a correction) moves to the new catalogue's program of the same university and field:
 * the same id where the university kept its id, or the id under the university's new id
 * (`formerIds`). Where the new catalogue has no such program, the course is kept, retired:
 * hidden from search, its unsourced figures cleared, its name left so the rows stay readable.
 * Runs inside the import's transaction, after the upserts and before the deletes.
 */
import { type Catalogue, COURSE_CODES, type CourseCode, courseIdFor } from "@gradplan/schema";
import type { Knex } from "@mikro-orm/postgresql";

/**
 * The tables that point at a course, with how a moved row is kept where the target already
 * has one: `unique` names the columns that make a row unique with the course.
 */
const COURSE_REFERENCES = [
  { table: "shortlisted_course", unique: ["student_id"] },
  { table: "shortlist_status_change", unique: null },
  { table: "deadline_reminder", unique: ["student_id", "kind", "deadline", "days_before"] },
  { table: "result_application", unique: null },
  { table: "email_decision", unique: null },
  { table: "course_correction", unique: null },
  { table: "course_figure", unique: ["figure"] },
] as const;

/** The tables whose rows also name the university, moved with the course. */
const UNIVERSITY_REFERENCES = ["result_application", "email_decision"] as const;

export interface CourseMove {
  from: number;
  to: number;
  /** Rows moved, per table. */
  rows: Record<string, number>;
}

export interface RetiredCourse {
  courseId: number;
  universityName: string;
  courseName: string;
  /** Rows that still point at it, per table. */
  rows: Record<string, number>;
}

export interface SavedRowMoves {
  moved: CourseMove[];
  /** Could not be mapped: kept, retired, readable. */
  retired: RetiredCourse[];
  /** Universities kept (retired) because a retired course belongs to them. */
  retiredUniversities: number[];
}

/** The figures of a retired course: nobody will check them again, so none is shown. */
const CLEARED_FIGURES = {
  course_ranking: null,
  tuition: null,
  tuition_in_state: null,
  course_duration_months: null,
  acceptance_rate: null,
  gre_avg: null,
  gre_min: null,
  gpa_avg: null,
  gpa_min: null,
  toefl_min: null,
  ielts_min: null,
  gre_required: null,
  network_building: null,
  deadlines: null,
  reported_admits: 0,
  selectivity_logit: null,
  selectivity_sd: null,
  selectivity_decisions: 0,
  selectivity_university_decisions: 0,
  source_url: null,
  verified_at: null,
};

async function referenceCounts(
  trx: Knex.Transaction,
  courseIds: readonly number[],
): Promise<Map<number, Record<string, number>>> {
  const counts = new Map<number, Record<string, number>>();
  for (const { table } of COURSE_REFERENCES) {
    const rows: { course_id: number; n: number }[] = await trx(table)
      .select("course_id")
      .count({ n: "*" })
      .whereIn("course_id", courseIds as number[])
      .groupBy("course_id");
    for (const row of rows) {
      const entry = counts.get(row.course_id) ?? {};
      entry[table] = Number(row.n);
      counts.set(row.course_id, entry);
    }
  }
  return counts;
}

/** Moves every row pointing at `from` to `to`; a row the target already has is dropped. */
async function moveCourse(
  trx: Knex.Transaction,
  from: number,
  to: number,
  toUniversity: number,
): Promise<Record<string, number>> {
  const moved: Record<string, number> = {};
  for (const { table, unique } of COURSE_REFERENCES) {
    if (unique !== null) {
      // The student already saved the target (or it already has the figure): keep that one.
      const same = unique.map((c) => `t.${c} = ${table}.${c}`).join(" and ");
      await trx.raw(
        `delete from ${table} where course_id = ? and exists (select 1 from ${table} t where t.course_id = ? and ${same})`,
        [from, to],
      );
    }
    const patch: Record<string, number> = { course_id: to };
    if ((UNIVERSITY_REFERENCES as readonly string[]).includes(table)) {
      patch.university_id = toUniversity;
    }
    const n = await trx(table).where({ course_id: from }).update(patch);
    if (n > 0) moved[table] = n;
  }
  return moved;
}

/**
 * Moves or retires the courses the new catalogue drops, and returns what it did. The courses
 * it retires (and their universities) must not be deleted by the import: `keep` lists them.
 */
export async function moveSavedRows(
  trx: Knex.Transaction,
  catalogue: Catalogue,
): Promise<SavedRowMoves & { keepCourses: number[]; keepUniversities: number[] }> {
  const incoming = new Set(catalogue.courses.map((c) => c.courseId));
  const successor = new Map<number, number>();
  for (const u of catalogue.universities) {
    successor.set(u.universityId, u.universityId);
    for (const former of u.formerIds ?? []) successor.set(former, u.universityId);
  }
  const dropped: {
    id: number;
    university_id: number;
    degree_code: string;
    course_name: string;
    university_name: string;
  }[] = await trx("course as c")
    .join("university as u", "u.id", "c.university_id")
    .select("c.id", "c.university_id", "c.degree_code", "c.course_name", {
      university_name: "u.name",
    })
    .whereRaw("not (c.id = any(?))", [[...incoming]]);
  if (dropped.length === 0) {
    return {
      moved: [],
      retired: [],
      retiredUniversities: [],
      keepCourses: [],
      keepUniversities: [],
    };
  }
  const counts = await referenceCounts(
    trx,
    dropped.map((d) => d.id),
  );
  const result: SavedRowMoves = { moved: [], retired: [], retiredUniversities: [] };
  const keepUniversities = new Set<number>();
  for (const course of dropped) {
    const rows = counts.get(course.id);
    if (rows === undefined) continue; // nothing points at it: the import deletes it
    const university = successor.get(course.university_id);
    const code = course.degree_code as CourseCode;
    const target =
      university !== undefined && COURSE_CODES.includes(code)
        ? courseIdFor(university, code)
        : null;
    if (target !== null && university !== undefined && incoming.has(target)) {
      result.moved.push({
        from: course.id,
        to: target,
        rows: await moveCourse(trx, course.id, target, university),
      });
      continue;
    }
    await trx("course")
      .where({ id: course.id })
      .update({ ...CLEARED_FIGURES, retired_at: trx.raw("coalesce(retired_at, now())") });
    // Fitted to figures that are gone: the refit gives the course none.
    await trx("course_calibration").where({ course_id: course.id }).del();
    keepUniversities.add(course.university_id);
    result.retired.push({
      courseId: course.id,
      universityName: course.university_name,
      courseName: course.course_name,
      rows,
    });
  }
  const incomingUniversities = new Set(catalogue.universities.map((u) => u.universityId));
  const retiredUniversities = [...keepUniversities].filter((id) => !incomingUniversities.has(id));
  if (retiredUniversities.length > 0) {
    await trx("university")
      .whereIn("id", retiredUniversities)
      .update({
        retired_at: trx.raw("coalesce(retired_at, now())"),
        acceptance_rate: null,
        tuition: null,
      });
  }
  result.retiredUniversities = retiredUniversities;
  return {
    ...result,
    keepCourses: result.retired.map((r) => r.courseId),
    keepUniversities: retiredUniversities,
  };
}

/** The moves as an operator reads them after an import: what moved, what could not be mapped. */
export function describeMoves(moves: SavedRowMoves): string[] {
  const total = (rows: Record<string, number>) =>
    Object.entries(rows)
      .map(([table, n]) => `${n} ${table}`)
      .join(", ");
  const lines: string[] = [];
  if (moves.moved.length > 0) {
    lines.push(`Moved what students saved at ${moves.moved.length} dropped programs:`);
    for (const m of moves.moved) lines.push(`  course ${m.from} -> ${m.to}: ${total(m.rows)}`);
  }
  if (moves.retired.length > 0) {
    lines.push(
      `Could not map ${moves.retired.length} dropped programs (no program of the same university and field); kept, retired, readable:`,
    );
    for (const r of moves.retired) {
      lines.push(`  course ${r.courseId} ${r.universityName}, ${r.courseName}: ${total(r.rows)}`);
    }
  }
  return lines;
}

/**
 * The sample catalogue shipped before the real one filed Penn State under its College Scorecard
 * id 495767, which IPEDS has not used since 2021: a database holding it still holds the sample.
 */
export const SAMPLE_CATALOGUE_MARKER = 495767;
