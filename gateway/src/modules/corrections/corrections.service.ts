/**
 * Figures people can correct (docs/corrections.md): a student's proposal is stored as pending
 * (rate limited, audited with the value it would replace); staff accept it, which writes the
 * figure into the course and its provenance into course_figure in one transaction, or reject
 * it with a reason. A proposal is decided once: it is locked while staff decide.
 */
import { randomUUID } from "node:crypto";
import {
  CORRECTION_MESSAGES,
  type CorrectionField,
  figureKeyOf,
  figureLabel,
  normalizedCorrectionValue,
  type ProposeCorrectionInput,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { AttemptLimiter } from "../../core/attempt-limiter";
import { ConflictError, NotFoundError, TooManyAttemptsError } from "../../core/errors";
import { Student } from "../auth/student.entity";
import { Course } from "../catalogue/course.entity";
import {
  CourseCorrection,
  CourseFigure,
  FigureAudit,
  type ICourseCorrection,
} from "./corrections.entities";
import { type CourseFigures, currentValue, withDeadline } from "./course-figures";

export interface Actor {
  kind: "student" | "staff";
  /** The student's id or the staff key's name. */
  name: string;
}

/** A proposal as staff read it. */
export interface CorrectionView {
  id: string;
  courseId: number;
  courseName: string;
  universityName: string;
  field: CorrectionField;
  figure: string;
  figureLabel: string;
  value: string;
  currentValue: string | null;
  sourceUrl: string;
  note: string | null;
  status: string;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
  reason: string | null;
}

const FIGURES_SQL = `
  select c.id, c.toefl_min, c.ielts_min, c.gre_min, c.deadlines,
         (select f.value from course_figure f where f.course_id = c.id and f.figure = 'program_url') as program_url
    from course c where c.id = any(?::int[])`;

type FiguresRow = Omit<CourseFigures, "ielts_min"> & { id: number; ielts_min: string | null };

export class CorrectionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: AttemptLimiter,
  ) {}

  async propose(
    input: ProposeCorrectionInput,
    who: { studentId: string; ip: string },
  ): Promise<string> {
    if (await this.limiter.isBlocked(who.studentId, who.ip)) {
      throw new TooManyAttemptsError(CORRECTION_MESSAGES.tooMany);
    }
    const field = input.field as CorrectionField;
    const figure = figureKeyOf({ ...input, field });
    const value = normalizedCorrectionValue(field, input.value);
    return this.em.transactional(async (em) => {
      const course = (await this.figuresOf(em, [input.courseId])).get(input.courseId);
      if (!course) throw new NotFoundError(CORRECTION_MESSAGES.courseNotFound);
      // Counted once the proposal is sure to be stored: a typo answered 400 costs nothing.
      await this.limiter.record(who.studentId, who.ip);
      const correction = em.create(CourseCorrection, {
        id: randomUUID(),
        course: em.getReference(Course, input.courseId),
        student: em.getReference(Student, who.studentId),
        field,
        figure,
        value,
        sourceUrl: input.sourceUrl,
        note: input.note,
        status: "pending",
        createdAt: new Date(),
        decidedAt: null,
        decidedBy: null,
        reason: null,
      });
      this.audit(
        em,
        correction,
        "proposed",
        { kind: "student", name: who.studentId },
        {
          oldValue: currentValue(course, figure),
          newValue: value,
        },
      );
      await em.flush();
      return correction.id;
    });
  }

  /** Staff: pending proposals, oldest first, each with the value it would replace. */
  async pending(limit = 100): Promise<CorrectionView[]> {
    const found = await this.em.find(
      CourseCorrection,
      { status: "pending" },
      { orderBy: { createdAt: "asc" }, limit, populate: ["course.university"] },
    );
    const courses = await this.figuresOf(this.em, [...new Set(found.map((c) => c.course.id))]);
    return found.map((correction) => {
      const course = courses.get(correction.course.id);
      return this.view(correction, course ? currentValue(course, correction.figure) : null);
    });
  }

  /** Staff: the figure goes into the course with its source and the day it was checked. */
  async accept(id: string, verifiedAt: string, staff: string): Promise<CorrectionView> {
    return this.decide(id, async (em, correction, course) => {
      const oldValue = currentValue(course, correction.figure);
      await this.applyFigure(em, correction, course);
      await em.upsert(CourseFigure, {
        course: em.getReference(Course, correction.course.id),
        figure: correction.figure,
        value: correction.value,
        sourceUrl: correction.sourceUrl,
        verifiedAt,
        acceptedBy: staff,
        correction,
        updatedAt: new Date(),
      });
      Object.assign(correction, { status: "accepted", decidedAt: new Date(), decidedBy: staff });
      this.audit(
        em,
        correction,
        "accepted",
        { kind: "staff", name: staff },
        {
          oldValue,
          newValue: correction.value,
          detail: `verified ${verifiedAt}`,
        },
      );
      return oldValue;
    });
  }

  /** Staff: the proposal is closed with a reason; the course keeps its figure. */
  async reject(id: string, reason: string, staff: string): Promise<CorrectionView> {
    return this.decide(id, async (em, correction, course) => {
      const oldValue = currentValue(course, correction.figure);
      Object.assign(correction, {
        status: "rejected",
        decidedAt: new Date(),
        decidedBy: staff,
        reason,
      });
      this.audit(
        em,
        correction,
        "rejected",
        { kind: "staff", name: staff },
        {
          oldValue,
          newValue: correction.value,
          detail: reason,
        },
      );
      return oldValue;
    });
  }

  /** Staff: the audit, newest first, of one course or of all. */
  async auditTrail(courseId: number | null, limit = 100) {
    return this.em.find(FigureAudit, courseId === null ? {} : { courseId }, {
      orderBy: { id: "desc" },
      limit,
    });
  }

  private async decide(
    id: string,
    change: (
      em: EntityManager,
      correction: ICourseCorrection,
      course: CourseFigures,
    ) => Promise<string | null>,
  ): Promise<CorrectionView> {
    return this.em.transactional(async (em) => {
      // Locked: two staff deciding at once are applied one after the other, and the second sees
      // the first's decision.
      await em
        .getConnection()
        .execute(
          "select id from course_correction where id = ? for update",
          [id],
          "all",
          em.getTransactionContext(),
        );
      const correction = await em.findOne(
        CourseCorrection,
        { id },
        { populate: ["course.university"], refresh: true },
      );
      if (!correction) throw new NotFoundError(CORRECTION_MESSAGES.notFound);
      if (correction.status !== "pending")
        throw new ConflictError(CORRECTION_MESSAGES.alreadyDecided);
      const course = (await this.figuresOf(em, [correction.course.id])).get(correction.course.id);
      if (!course) throw new NotFoundError(CORRECTION_MESSAGES.courseNotFound);
      const oldValue = await change(em, correction, course);
      await em.flush();
      return this.view(correction, oldValue);
    });
  }

  private async applyFigure(
    em: EntityManager,
    correction: ICourseCorrection,
    course: CourseFigures,
  ) {
    const connection = em.getConnection();
    const context = em.getTransactionContext();
    const id = correction.course.id;
    const set = (sql: string, value: unknown) =>
      connection.execute(`update course set ${sql} where id = ?`, [value, id], "run", context);
    switch (correction.field) {
      case "toefl_min":
        return set("toefl_min = ?", Number(correction.value));
      case "ielts_min":
        return set("ielts_min = ?", Number(correction.value));
      case "gre_min":
        return set("gre_min = ?", Number(correction.value));
      case "deadline":
        return set(
          "deadlines = ?::jsonb",
          JSON.stringify(withDeadline(course.deadlines, correction.figure, correction.value)),
        );
      case "program_url":
        // The program's page has no column: course_figure holds it.
        return;
    }
  }

  /** The figures of these courses as they show now, by course id (one statement). */
  private async figuresOf(em: EntityManager, ids: number[]): Promise<Map<number, CourseFigures>> {
    const rows = await em
      .getConnection()
      .execute<FiguresRow[]>(
        FIGURES_SQL,
        [`{${ids.join(",")}}`],
        "all",
        em.getTransactionContext(),
      );
    return new Map(
      rows.map((row) => [
        row.id,
        { ...row, ielts_min: row.ielts_min === null ? null : Number(row.ielts_min) },
      ]),
    );
  }

  private audit(
    em: EntityManager,
    correction: ICourseCorrection,
    action: "proposed" | "accepted" | "rejected",
    actor: Actor,
    values: { oldValue: string | null; newValue: string | null; detail?: string },
  ): void {
    em.create(FigureAudit, {
      courseId: correction.course.id,
      figure: correction.figure,
      action,
      actorKind: actor.kind,
      actor: actor.name,
      oldValue: values.oldValue,
      newValue: values.newValue,
      sourceUrl: correction.sourceUrl,
      correctionId: correction.id,
      detail: values.detail ?? null,
      at: new Date(),
    });
  }

  private view(correction: ICourseCorrection, current: string | null): CorrectionView {
    const course = correction.course;
    return {
      id: correction.id,
      courseId: course.id,
      courseName: course.courseName,
      universityName: course.university.name,
      field: correction.field,
      figure: correction.figure,
      figureLabel: figureLabel(correction.figure),
      value: correction.value,
      currentValue: current,
      sourceUrl: correction.sourceUrl,
      note: correction.note ?? null,
      status: correction.status,
      createdAt: correction.createdAt,
      decidedAt: correction.decidedAt ?? null,
      decidedBy: correction.decidedBy ?? null,
      reason: correction.reason ?? null,
    };
  }
}
