/**
 * Course and university look-ups for the details page, the compare table and shortlisting:
 * one university's courses, one course, one university; with the model's facts of each course
 * for the chances search adds (search/course-chances.service.ts).
 */
import {
  type CourseDetails,
  DETAILS_MESSAGES,
  type Deadlines,
  type ProgramFacts,
  type UniversityDetails,
} from "@gradplan/schema";
import { NotFoundError } from "../../core/errors";
import type { SqlReader } from "../../core/sql-reader";
import {
  CALIBRATION_JOIN,
  COURSE_ORDER,
  type CourseRow,
  factsOfRow,
  numberOrNull,
  RESULT_COLUMNS,
  toSearchResult,
} from "./course-row";
import { type GraduatesColumn, graduatesOf, type SourcesColumn, sourcesOf } from "./ipeds-figures";

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

/** A course's details and the facts the admit-chance model reads of it. */
export interface CourseWithFacts {
  course: CourseDetails;
  facts: ProgramFacts;
}

const withFacts = (row: DetailRow): CourseWithFacts => ({
  course: toDetails(row),
  facts: factsOfRow(row),
});

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

  /** The courses of a university, each with its facts; a 404 for an unknown university. */
  async universityCoursesWithFacts(universityId: number): Promise<CourseWithFacts[]> {
    return (await this.courseRows(universityId)).map(withFacts);
  }

  private async courseRow(courseId: number): Promise<DetailRow> {
    const [row] = await this.sql.query<DetailRow>(`${DETAIL_SQL} where c.id = ?`, [courseId]);
    if (!row) throw new NotFoundError(DETAILS_MESSAGES.courseNotFound);
    return row;
  }

  async course(courseId: number): Promise<CourseDetails> {
    return toDetails(await this.courseRow(courseId));
  }

  /** A course with its facts; a 404 for an unknown course. */
  async courseWithFacts(courseId: number): Promise<CourseWithFacts> {
    return withFacts(await this.courseRow(courseId));
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
}
