/**
 * Course and university look-ups for the details page, the compare table and shortlisting:
 * one university's courses, one course, one university, and a course seen by one student.
 */
import {
  applicantFromStats,
  assessAdmission,
  assessPrepared,
  type CourseDetails,
  type CourseStats,
  type CourseWithAssessment,
  DETAILS_MESSAGES,
  type Deadlines,
  preferenceMatch,
  prepareApplicant,
  type UniversityDetails,
  whatIf,
} from "@gradplan/schema";
import { NotFoundError } from "../../core/errors";
import type { SqlReader } from "../../core/sql-reader";
import { factsOfRow, numberOrNull, toSearchResult } from "./course-row";
import { CALIBRATION_JOIN, COURSE_ORDER, type CourseRow, RESULT_COLUMNS } from "./filter-sql";
import { type GraduatesColumn, graduatesOf, type SourcesColumn, sourcesOf } from "./ipeds-figures";
import { preferencesOf, STUDENT_SQL, type StatsRow } from "./student-sql";

type DetailRow = CourseRow & {
  degree: string;
  deadlines: Deadlines | null;
  source_url: string | null;
  verified_at: string | null;
  tuition_in_state: number | null;
  cip_codes: string[] | null;
  graduates: GraduatesColumn;
  sources: SourcesColumn;
  university_control: string | null;
  website: string | null;
  application_url: string | null;
};

// verified_at as text in SQL: node-postgres would make a date a local-midnight Date.
const DETAIL_SQL = `select ${RESULT_COLUMNS}, c.degree, c.deadlines, c.source_url,
  to_char(c.verified_at, 'YYYY-MM-DD') as verified_at, c.cip_codes,
  c.graduates, c.sources, u.control as university_control, u.website, u.application_url
  from course c join university u on u.id = c.university_id ${CALIBRATION_JOIN}`;

function toDetails(row: DetailRow): CourseDetails {
  return {
    ...toSearchResult(row),
    degree: row.degree,
    gre_min: row.gre_min,
    gre_required: row.gre_required as CourseDetails["gre_required"],
    deadlines: row.deadlines,
    source_url: row.source_url,
    verified_at: row.verified_at,
    tuition_in_state: row.tuition_in_state,
    cip_codes: row.cip_codes ?? [],
    graduates: graduatesOf(row.graduates),
    sources: sourcesOf(row.sources),
    university_control: row.university_control,
    website: row.website,
    application_url: row.application_url,
  };
}

export class CourseDetailsService {
  constructor(private readonly sql: SqlReader) {}

  private async courseRows(universityId: number): Promise<DetailRow[]> {
    const rows = await this.sql.query<DetailRow>(
      `${DETAIL_SQL} where u.id = ? and c.retired_at is null order by ${COURSE_ORDER}`,
      [universityId],
    );
    // No courses: a 404 when the university itself is unknown, else an empty list.
    if (rows.length === 0) await this.university(universityId);
    return rows;
  }

  async universityCourses(universityId: number): Promise<CourseDetails[]> {
    return (await this.courseRows(universityId)).map(toDetails);
  }

  async course(courseId: number): Promise<CourseDetails> {
    const [row] = await this.sql.query<DetailRow>(`${DETAIL_SQL} where c.id = ?`, [courseId]);
    if (!row) throw new NotFoundError(DETAILS_MESSAGES.courseNotFound);
    return toDetails(row);
  }

  async university(universityId: number): Promise<UniversityDetails> {
    const [row] = await this.sql.query<Record<string, unknown>>(
      `select u.id, u.name, u.city, u.state, u.university_type, u.control,
        u.acceptance_rate::float8 as rate, u.tuition, u.tuition_in_state, u.climate,
        u.mean_temperature_f::float8 as temp, u.research_tier, u.website, u.application_url,
        (select count(*)::int from course c where c.university_id = u.id and c.retired_at is null) as course_count
        from university u where u.id = ?`,
      [universityId],
    );
    if (!row) throw new NotFoundError(DETAILS_MESSAGES.universityNotFound);
    return {
      university_id: row.id as number,
      university_name: row.name as string,
      city: row.city as string,
      state: row.state as string,
      university_type: row.university_type as string,
      control: row.control as string | null,
      acceptance_rate: numberOrNull(row.rate as number | null),
      tuition: row.tuition as number | null,
      tuition_in_state: row.tuition_in_state as number | null,
      climate: row.climate as string,
      mean_temperature_f: row.temp as number,
      research_tier: row.research_tier as string | null,
      website: (row.website as string | null) ?? null,
      application_url: row.application_url as string | null,
      course_count: row.course_count as number,
    };
  }

  /** A course with this student's chance, its reasons and the preference match. */
  async courseForStudent(courseId: number, studentId: string): Promise<CourseStats> {
    const [[row], [me]] = await Promise.all([
      this.sql.query<DetailRow>(`${DETAIL_SQL} where c.id = ?`, [courseId]),
      this.sql.query<StatsRow>(STUDENT_SQL, [studentId]),
    ]);
    if (!row) throw new NotFoundError(DETAILS_MESSAGES.courseNotFound);
    const course = toDetails(row);
    const applicant = applicantFromStats(me?.category ?? "International Student", me ?? null);
    const facts = factsOfRow(row);
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
    const [rows, [me]] = await Promise.all([
      this.courseRows(universityId),
      this.sql.query<StatsRow>(STUDENT_SQL, [studentId]),
    ]);
    const profile = applicantFromStats(me?.category ?? "International Student", me ?? null);
    const applicant = prepareApplicant(profile);
    return rows.map((row) => {
      const facts = factsOfRow(row);
      return {
        course: toDetails(row),
        ...assessPrepared(applicant, facts),
        whatIf: whatIf(profile, facts),
      };
    });
  }
}
