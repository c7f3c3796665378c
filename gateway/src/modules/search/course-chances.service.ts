/**
 * A course, or every course of a university, seen by one student: the catalogue's details with
 * the admit-chance model's chance, its reasons and what-ifs, and the preference match.
 */
import {
  applicantFromStats,
  assessAdmission,
  assessPrepared,
  type CourseStats,
  type CourseWithAssessment,
  preferenceMatch,
  prepareApplicant,
  whatIf,
} from "@gradplan/schema";
import type { SqlReader } from "../../core/sql-reader";
import type { CourseDetailsService } from "../catalogue/course-details.service";
import { preferencesOf, STUDENT_SQL, type StatsRow } from "./student-sql";

export class CourseChancesService {
  constructor(
    private readonly sql: SqlReader,
    private readonly details: CourseDetailsService,
  ) {}

  /** A course with this student's chance, its reasons and the preference match. */
  async courseForStudent(courseId: number, studentId: string): Promise<CourseStats> {
    const [{ course, facts }, [me]] = await Promise.all([
      this.details.courseWithFacts(courseId),
      this.sql.query<StatsRow>(STUDENT_SQL, [studentId]),
    ]);
    const applicant = applicantFromStats(me?.category ?? "International Student", me ?? null);
    return {
      ...assessAdmission(applicant, facts),
      course,
      preference_match: me ? preferenceMatch(preferencesOf(me), course) : 0,
      whatIf: whatIf(applicant, facts),
    };
  }

  /** Every course of a university, each with this student's chance and reasons. */
  async universityCoursesForStudent(
    universityId: number,
    studentId: string,
  ): Promise<CourseWithAssessment[]> {
    const [courses, [me]] = await Promise.all([
      this.details.universityCoursesWithFacts(universityId),
      this.sql.query<StatsRow>(STUDENT_SQL, [studentId]),
    ]);
    const profile = applicantFromStats(me?.category ?? "International Student", me ?? null);
    const applicant = prepareApplicant(profile);
    return courses.map(({ course, facts }) => ({
      course,
      ...assessPrepared(applicant, facts),
      whatIf: whatIf(profile, facts),
    }));
  }
}
