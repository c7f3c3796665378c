/**
 * Writing a student's shortlist: adding a course (check first, add once, even under concurrent
 * clicks), changing a status under the rules (schema's `statusChangeRefusal`) with its history,
 * removing a course, and the student's shortlisting preferences.
 */
import {
  type AddCourseInput,
  AUTH_MESSAGES,
  DEFAULT_PREFERENCES,
  DETAILS_MESSAGES,
  SHORTLIST_MESSAGES,
  type ShortlistingPreferences,
  statusChangeRefusal,
  statusOrDefault,
  type UpdateCourseStatusInput,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from "../../core/errors";
import { Student } from "../auth/student.entity";
import { Course } from "../catalogue/course.entity";
import { recalculateShortlist } from "./recalculate";
import type { RecalculationOutcome, ShortlistRecalculation } from "./recalculation-queue";
import type { ShortlistedCourseWithMoves, ShortlistReadService } from "./shortlist-read.service";
import { StudentPreferences } from "./student-preferences.entity";

export class ShortlistService {
  constructor(
    private readonly em: EntityManager,
    private readonly recalculation: ShortlistRecalculation,
    private readonly read: ShortlistReadService,
  ) {}

  /**
   * Recalculates the student's shortlist in the worker and waits, bounded: done, queued (still
   * running when the wait ended) or failed.
   */
  recalculate(studentId: string): Promise<RecalculationOutcome> {
    return this.recalculation.run(studentId);
  }

  /** `exists` is true when the course was already on the shortlist; it is added otherwise. */
  async checkAndAdd(
    { studentId, course }: AddCourseInput,
    sessionStudentId: string,
  ): Promise<{ exists: boolean }> {
    if (studentId !== sessionStudentId) throw new ForbiddenError(AUTH_MESSAGES.forbidden);
    if (!(await this.em.count(Course, { id: course.course_id }))) {
      throw new NotFoundError(DETAILS_MESSAGES.courseNotFound);
    }
    // One statement decides, so two clicks at once add the course once; the history starts
    // with the same statement.
    const inserted = await this.em.getConnection().execute<{ id: string }[]>(
      `with added as (
         insert into shortlisted_course (id, student_id, course_id, status, status_updated_at, created_at)
         values (gen_random_uuid(), ?, ?, 'Shortlisted', now(), now())
         on conflict (student_id, course_id) do nothing returning id, student_id, course_id
       ), history as (
         insert into shortlist_status_change (id, student_id, course_id, from_status, to_status, changed_at)
         select gen_random_uuid(), student_id, course_id, null, 'Shortlisted', now() from added
       )
       select id from added`,
      [studentId, course.course_id],
    );
    if (inserted.length === 0) return { exists: true };
    await recalculateShortlist(this.em, studentId);
    return { exists: false };
  }

  /**
   * Changes the status of the course named by university, course and degree code (spec 2
   * section 4). The row is locked while the rule is checked, so two changes at once are applied
   * one after the other and both are in the history. The same status again changes nothing.
   */
  async updateStatus(
    studentId: string,
    { universityName, courseName, degreeCode, status }: UpdateCourseStatusInput,
  ): Promise<ShortlistedCourseWithMoves> {
    const courseId = await this.em.transactional(async (tx) => {
      const connection = tx.getConnection();
      const context = tx.getTransactionContext();
      const [found] = await connection.execute<{ course_id: number; status: string }[]>(
        `select sc.course_id, sc.status
           from shortlisted_course sc
           join course c on c.id = sc.course_id
           join university u on u.id = c.university_id
          where sc.student_id = ? and lower(u.name) = lower(?) and lower(c.course_name) = lower(?)
            and lower(c.degree_code) = lower(?)
          for update of sc`,
        [studentId, universityName, courseName, degreeCode],
        "all",
        context,
      );
      if (!found) throw new NotFoundError(SHORTLIST_MESSAGES.notOnShortlist);
      const from = statusOrDefault(found.status);
      const refusal = statusChangeRefusal(from, status);
      if (refusal) throw new ConflictError(refusal);
      if (from !== status) {
        await connection.execute(
          `with changed as (
             update shortlisted_course set status = ?, status_updated_at = now()
              where student_id = ? and course_id = ? returning student_id, course_id
           )
           insert into shortlist_status_change (id, student_id, course_id, from_status, to_status, changed_at)
           select gen_random_uuid(), student_id, course_id, ?, ?, now() from changed`,
          [status, studentId, found.course_id, from, status],
          "run",
          context,
        );
      }
      return found.course_id;
    });
    const course = await this.read.course(studentId, courseId);
    if (!course) throw new NotFoundError(SHORTLIST_MESSAGES.notOnShortlist);
    return course;
  }

  /**
   * Sets (or, with null, removes) the student's own deadline for a shortlisted course: their
   * reminders and calendar use it instead of the program's deadlines.
   */
  async setOwnDeadline(
    studentId: string,
    courseId: number,
    date: string | null,
  ): Promise<ShortlistedCourseWithMoves> {
    const changed = await this.em
      .getConnection()
      .execute<{ id: string }[]>(
        "update shortlisted_course set own_deadline = ?::date where student_id = ? and course_id = ? returning id",
        [date, studentId, courseId],
      );
    if (changed.length === 0) throw new NotFoundError(SHORTLIST_MESSAGES.notOnShortlist);
    const course = await this.read.course(studentId, courseId);
    if (!course) throw new NotFoundError(SHORTLIST_MESSAGES.notOnShortlist);
    return course;
  }

  /** Removes a course from the shortlist; its status history stays on the student's record. */
  async remove(studentId: string, courseId: number): Promise<void> {
    const removed = await this.em
      .getConnection()
      .execute<{ id: string }[]>(
        "delete from shortlisted_course where student_id = ? and course_id = ? returning id",
        [studentId, courseId],
      );
    if (removed.length === 0) throw new NotFoundError(SHORTLIST_MESSAGES.notOnShortlist);
  }

  /** The REST shim's check: the query's studentId must be the signed-in student. */
  removeFor(sessionStudentId: string, studentId: string, courseId: number): Promise<void> {
    if (studentId !== sessionStudentId) throw new ForbiddenError(AUTH_MESSAGES.forbidden);
    return this.remove(studentId, courseId);
  }

  /** Every status change of a course on the student's record, oldest first. */
  async statusHistory(
    studentId: string,
    courseId: number,
  ): Promise<{ from: string | null; to: string; changedAt: string }[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ from_status: string | null; to_status: string; changed_at: Date }[]>(
        `select from_status, to_status, changed_at from shortlist_status_change
        where student_id = ? and course_id = ? order by changed_at, id`,
        [studentId, courseId],
      );
    return rows.map((row) => ({
      from: row.from_status,
      to: row.to_status,
      changedAt: new Date(row.changed_at).toISOString(),
    }));
  }

  /** The saved preferences, or the defaults (all match) with `saved` false until the first save. */
  async preferences(studentId: string): Promise<KeptPreferences> {
    const found = await this.em.findOne(StudentPreferences, { student: studentId });
    if (!found) return { ...DEFAULT_PREFERENCES, saved: false };
    return {
      tuition: found.tuition,
      course_ranking: found.courseRanking,
      location: found.location,
      weather: found.weather,
      saved: true,
    };
  }

  async editPreferences(studentId: string, p: ShortlistingPreferences): Promise<KeptPreferences> {
    const values = {
      tuition: p.tuition,
      courseRanking: p.course_ranking,
      location: [...new Set(p.location)],
      weather: [...new Set(p.weather)],
    };
    const found = await this.em.findOne(StudentPreferences, { student: studentId });
    if (found) this.em.assign(found, values);
    else {
      const student = await this.em.findOne(Student, studentId);
      if (!student) throw new BadInputError(AUTH_MESSAGES.signInRequired);
      this.em.create(StudentPreferences, { student, ...values, updatedAt: new Date() });
    }
    await this.em.flush();
    return {
      tuition: values.tuition,
      course_ranking: values.courseRanking,
      location: values.location,
      weather: values.weather,
      saved: true,
    };
  }
}

/**
 * Preferences and whether the student ever saved them: the defaults match every course, so a
 * match figure means something only once saved (the pages say 'Set your preferences' until then).
 */
export interface KeptPreferences extends ShortlistingPreferences {
  saved: boolean;
}

/** The spec's shape for the REST answers: the preferences alone. */
export function preferencesOnly({ saved: _saved, ...preferences }: KeptPreferences) {
  return preferences;
}
