/**
 * Adding a course to a student's shortlist (check first, add once, even under concurrent
 * clicks) and the student's shortlisting preferences.
 */
import {
  type AddCourseInput,
  AUTH_MESSAGES,
  DEFAULT_PREFERENCES,
  DETAILS_MESSAGES,
  type ShortlistingPreferences,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import { BadInputError, ForbiddenError, NotFoundError } from "../../core/errors";
import { Student } from "../auth/student.entity";
import { Course } from "../catalogue/course.entity";
import { recalculateShortlist } from "./recalculate";
import type { RecalculationOutcome, ShortlistRecalculation } from "./recalculation-queue";
import { StudentPreferences } from "./student-preferences.entity";

export class ShortlistService {
  constructor(
    private readonly em: EntityManager,
    private readonly recalculation: ShortlistRecalculation,
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
    // One statement decides, so two clicks at once add the course once.
    const inserted = await this.em.getConnection().execute<{ id: string }[]>(
      `insert into shortlisted_course (id, student_id, course_id, status, created_at)
       values (gen_random_uuid(), ?, ?, 'Shortlisted', now())
       on conflict (student_id, course_id) do nothing returning id`,
      [studentId, course.course_id],
    );
    if (inserted.length === 0) return { exists: true };
    await recalculateShortlist(this.em, studentId);
    return { exists: false };
  }

  async preferences(studentId: string): Promise<ShortlistingPreferences> {
    const found = await this.em.findOne(StudentPreferences, { student: studentId });
    if (!found) return DEFAULT_PREFERENCES;
    return {
      tuition: found.tuition,
      course_ranking: found.courseRanking,
      location: found.location,
      weather: found.weather,
    };
  }

  async editPreferences(
    studentId: string,
    p: ShortlistingPreferences,
  ): Promise<ShortlistingPreferences> {
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
    };
  }
}
