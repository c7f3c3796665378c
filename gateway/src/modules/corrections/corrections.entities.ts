/**
 * Figures people can correct (docs/corrections.md). A student's proposal waits for staff
 * (`course_correction`); an accepted one becomes a sourced figure of the course
 * (`course_figure`: one row per course and figure, with its source URL, the day it was checked
 * and who accepted it), and every step is a row of the append-only `figure_audit`.
 */
import type { CorrectionField, CorrectionStatus } from "@gradplan/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { Student } from "../auth/student.entity";
import { Course } from "../catalogue/course.entity";

export const CourseCorrection = defineEntity({
  name: "CourseCorrection",
  tableName: "course_correction",
  indexes: [{ properties: ["status", "createdAt"] }],
  properties: {
    id: p.uuid().primary(),
    course: () => p.manyToOne(Course).index().deleteRule("cascade"),
    /** The student who proposed it; their proposals go with their account (the audit stays). */
    student: () => p.manyToOne(Student).index().deleteRule("cascade"),
    field: p.string().length(20).$type<CorrectionField>(),
    /** The figure's key (figureKeyOf): "toefl_min", "deadline.fall_semester.international.regular_deadline". */
    figure: p.string().length(80),
    value: p.string().length(500),
    sourceUrl: p.string().length(500),
    note: p.text().nullable(),
    status: p.string().length(10).$type<CorrectionStatus>(),
    createdAt: p.datetime(),
    decidedAt: p.datetime().nullable(),
    /** The staff key's name that accepted or rejected it. */
    decidedBy: p.string().length(100).nullable(),
    /** Why it was rejected, in staff's words. */
    reason: p.text().nullable(),
  },
});
export type ICourseCorrection = InferEntity<typeof CourseCorrection>;

/**
 * A figure of a course with its provenance: where it was read and the day someone checked it.
 * Accepted corrections write it; an operator's import of sourced figures (issue 29, item 2) is
 * meant to write the same rows, with `correction` null.
 */
export const CourseFigure = defineEntity({
  name: "CourseFigure",
  tableName: "course_figure",
  properties: {
    course: () => p.manyToOne(Course).primary().deleteRule("cascade"),
    figure: p.string().length(80).primary(),
    value: p.string().length(500),
    sourceUrl: p.string().length(500),
    verifiedAt: p.string().columnType("date"),
    /** Who accepted it: a staff key's name (or an import's name). */
    acceptedBy: p.string().length(100),
    correction: () => p.manyToOne(CourseCorrection).nullable().deleteRule("set null"),
    updatedAt: p.datetime(),
  },
});
export type ICourseFigure = InferEntity<typeof CourseFigure>;

/**
 * Who changed which figure, when, from what to what. Append-only (a trigger refuses updates
 * and deletes), and with no foreign keys: it outlives the proposal, the student's account and
 * even the course.
 */
export const FigureAudit = defineEntity({
  name: "FigureAudit",
  tableName: "figure_audit",
  indexes: [{ properties: ["courseId", "at"] }],
  properties: {
    id: p.bigint("number").primary().autoincrement(),
    courseId: p.integer(),
    figure: p.string().length(80),
    /** proposed, accepted or rejected. */
    action: p.string().length(20),
    /** student or staff. */
    actorKind: p.string().length(10),
    /** The student's id or the staff key's name. */
    actor: p.string().length(100),
    oldValue: p.string().length(500).nullable(),
    newValue: p.string().length(500).nullable(),
    sourceUrl: p.string().length(500).nullable(),
    correctionId: p.uuid().nullable(),
    /** A rejection's reason; an acceptance's verified date. */
    detail: p.text().nullable(),
    at: p.datetime(),
  },
});
export type IFigureAudit = InferEntity<typeof FigureAudit>;
