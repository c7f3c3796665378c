/**
 * The students module's per-request DataLoaders (core/loaders.ts): a student's account row, their
 * stats row and their latest resume and SOP scores, each batched into one statement for all the students
 * a request asks about, and each asked once per student per request. The profile page's three
 * reads (profile, progress, strength) in one document share them, and so do the nested fields of
 * a list of students (student-fields.resolver.ts).
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import DataLoader from "dataloader";
import { isUuid } from "../../core/ids";
import { type IStudent, Student } from "../auth/student.entity";
import { ResumeEntity } from "../resumes/resume.entities";
import { SopEntity } from "../sops/sop.entities";
import { type IStudentStats, StudentStats } from "./student-stats.entity";
import type { StudentsContext } from "./students.context";

declare module "../../core/loaders" {
  interface DomainLoaders {
    students: {
      /** A student's account row by id; null for an unknown or malformed id. */
      student: DataLoader<string, IStudent | null>;
      /** A student's stats row by student id; null when the student has none. */
      studentStats: DataLoader<string, IStudentStats | null>;
      /** The overall score of a student's latest evaluated resume; null when there is none. */
      latestResumeScore: DataLoader<string, number | null>;
      /** The score of a student's latest evaluated SOP; null until one is evaluated. */
      latestSopScore: DataLoader<string, number | null>;
    };
  }
}

/** The ids worth a statement, lower-cased as PostgreSQL answers them (a uuid is case-blind). */
const wellFormed = (ids: readonly string[]) => [
  ...new Set(ids.filter((id) => isUuid(id)).map((id) => id.toLowerCase())),
];
const answer = <T>(ids: readonly string[], byId: Map<string, T>): (T | null)[] =>
  ids.map((id) => byId.get(id.toLowerCase()) ?? null);

/** Students already in the request's identity map (a list just read them) cost no statement. */
async function students(em: EntityManager, ids: readonly string[]): Promise<(IStudent | null)[]> {
  const byId = new Map<string, IStudent>();
  const missing: string[] = [];
  for (const id of wellFormed(ids)) {
    const known = em.getUnitOfWork().getById<IStudent>(Student.meta.className, id);
    if (known) byId.set(id, known);
    else missing.push(id);
  }
  if (missing.length > 0)
    for (const s of await em.find(Student, { id: { $in: missing } })) byId.set(s.id, s);
  return answer(ids, byId);
}

async function statsRows(
  em: EntityManager,
  ids: readonly string[],
): Promise<(IStudentStats | null)[]> {
  const found = wellFormed(ids);
  const rows = found.length ? await em.find(StudentStats, { student: { $in: found } }) : [];
  const byId = new Map(rows.map((row) => [row.student.id, row]));
  return answer(ids, byId);
}

async function latestScores(em: EntityManager, ids: readonly string[]): Promise<(number | null)[]> {
  const found = wellFormed(ids);
  // At most a handful of resumes a student (schema limits): newest first, the first one wins.
  const rows = found.length
    ? await em.find(
        ResumeEntity,
        { student: { $in: found } },
        {
          orderBy: { evaluatedAt: "desc", id: "asc" },
          fields: ["overallScore", "student"],
        },
      )
    : [];
  return answer(ids, firstScores(rows));
}

/** The SOP Score: the latest evaluation's, whichever SOP it was (at most SOP_LIMIT a student). */
async function latestSopScores(
  em: EntityManager,
  ids: readonly string[],
): Promise<(number | null)[]> {
  const found = wellFormed(ids);
  const rows = found.length
    ? await em.find(
        SopEntity,
        { student: { $in: found }, evaluatedAt: { $ne: null } },
        { orderBy: { evaluatedAt: "desc", id: "asc" }, fields: ["overallScore", "student"] },
      )
    : [];
  return answer(ids, firstScores(rows));
}

/** Rows newest first: each student's first score. */
function firstScores(
  rows: readonly { student: { id: string }; overallScore?: number | null }[],
): Map<string, number> {
  const byId = new Map<string, number>();
  for (const row of rows) {
    if (!byId.has(row.student.id) && typeof row.overallScore === "number") {
      byId.set(row.student.id, row.overallScore);
    }
  }
  return byId;
}

export const studentLoaders = {
  student: (ctx: StudentsContext) =>
    new DataLoader<string, IStudent | null>((ids) => students(ctx.em, ids)),
  studentStats: (ctx: StudentsContext) =>
    new DataLoader<string, IStudentStats | null>((ids) => statsRows(ctx.em, ids)),
  latestResumeScore: (ctx: StudentsContext) =>
    new DataLoader<string, number | null>((ids) => latestScores(ctx.em, ids)),
  latestSopScore: (ctx: StudentsContext) =>
    new DataLoader<string, number | null>((ids) => latestSopScores(ctx.em, ids)),
};
