/**
 * Reading a student's shortlist: one statement through the SqlReader (the hot path the bench
 * measures), the deadlines chosen for the student's category and applying semester on the way
 * out (schema's `applicationDeadlinesFor`, so a profile edit shows at once), grouped one list per
 * university, the best-ranked university (its best program rank) first.
 */
import {
  type AdmitCategory,
  allowedStatuses,
  applicationDeadlinesFor,
  audienceOf,
  type CourseDeadlines,
  type GrePolicy,
  levelBasisOf,
  type ShortlistedCourse,
  type StudentCategory,
  statusOrDefault,
} from "@gradplan/schema";
import type { SqlReader } from "../../core/sql-reader";

interface Row {
  student_category: string;
  applying_semester: string | null;
  status: string | null;
  category: string | null;
  admit_chances: number | null;
  admit_low: number | null;
  admit_high: number | null;
  student_score: number | null;
  course_score: number | null;
  score_tier: string | null;
  status_updated_at: Date;
  course_id: number;
  course_name: string;
  degree_code: string;
  course_ranking: number | null;
  tuition: number | null;
  gpa_avg: string | null;
  gre_required: { international: GrePolicy; domestic: GrePolicy } | null;
  /** Null: the program has no sourced deadline (the course then has none). */
  deadlines: CourseDeadlines | null;
  source_url: string | null;
  verified_at: string | null;
  own_deadline: string | null;
  retired: boolean;
  /** Numeric as text; null: not known. */
  acceptance_rate: string | null;
  /** Null: the program has no learned selectivity. */
  selectivity_logit: number | null;
  /** Reported decisions at the program its learned selectivity rests on. */
  selectivity_decisions: number;
  /** The course's own community results, where a calibration exists. */
  cal_results: number | null;
  university_id: number;
  university_name: string;
  state: string;
  climate: string;
}

/**
 * Ordered by program rank, unknown last, then program size and university name: grouping by first appearance then puts each
 * university at its best-ranked program, and its programs in rank order. (A window function
 * ordering by each university's best rank doubled the statement's cost.)
 */
const SHORTLIST_SQL = `
  select s.category as student_category, s.applying_semester,
         sc.status, sc.category, sc.admit_chances, sc.admit_low, sc.admit_high, sc.student_score,
         sc.course_score, sc.score_tier, sc.status_updated_at,
         to_char(sc.own_deadline, 'YYYY-MM-DD') as own_deadline,
         c.id as course_id, c.course_name, c.degree_code, c.course_ranking, c.tuition, c.gpa_avg,
         c.gre_required, c.deadlines, c.source_url, to_char(c.verified_at, 'YYYY-MM-DD') as verified_at,
         c.retired_at is not null as retired,
         c.acceptance_rate, c.selectivity_logit, c.selectivity_decisions,
         cc.results as cal_results,
         u.id as university_id, u.name as university_name, u.state, u.climate
    from shortlisted_course sc
    join student s on s.id = sc.student_id
    join course c on c.id = sc.course_id
    join university u on u.id = c.university_id
    left join course_calibration cc on cc.course_id = c.id
   where sc.student_id = ?
   order by c.course_ranking nulls last, c.graduates_latest desc nulls last, u.name, c.id`;

/** One course of the shortlist: the same read, narrowed to it. */
const COURSE_SQL = SHORTLIST_SQL.replace(
  "where sc.student_id = ?",
  "where sc.student_id = ? and sc.course_id = ?",
);

/** Whether the level is known and what it rests on, by the model's own rule. */
const basisOf = (row: Row, results: number) => {
  const { known, decisions } = levelBasisOf(
    row.acceptance_rate === null ? null : Number(row.acceptance_rate),
    results,
    row.selectivity_logit === null ? null : row.selectivity_decisions,
  );
  return { selectivityKnown: known, selectivityDecisions: decisions };
};

export function shortlistedCourseOf(row: Row): ShortlistedCourse {
  const studentCategory = row.student_category as StudentCategory;
  const status = statusOrDefault(row.status);
  const results = row.cal_results ?? 0;
  return {
    university_name: row.university_name,
    course_name: row.course_name,
    degree_code: row.degree_code,
    category: row.category as AdmitCategory | null,
    admitChances: row.admit_chances,
    courseScore: row.course_score,
    studentScore: row.student_score,
    score_tier: row.score_tier,
    status,
    applicationDeadlines: applicationDeadlinesFor(
      row.deadlines,
      studentCategory,
      row.applying_semester,
    ),
    course_id: row.course_id,
    university_id: row.university_id,
    state: row.state,
    tuition: row.tuition,
    weather: row.climate,
    course_ranking: row.course_ranking,
    gpa_avg: row.gpa_avg === null ? null : Number(row.gpa_avg),
    gre_required: row.gre_required?.[audienceOf(studentCategory)] ?? null,
    gre_required_jsonb: row.gre_required,
    admitRange:
      row.admit_low !== null && row.admit_high !== null
        ? { low: row.admit_low, high: row.admit_high }
        : null,
    status_updated_at: row.status_updated_at.toISOString(),
    source_url: row.source_url,
    verified_at: row.verified_at,
    own_deadline: row.own_deadline,
    retired: row.retired,
    ...basisOf(row, results),
  };
}

export type ShortlistedCourseWithMoves = ShortlistedCourse & { allowedStatuses: string[] };

export class ShortlistReadService {
  constructor(private readonly sql: SqlReader) {}

  /** One inner list per university; [] when nothing is shortlisted. */
  async shortlist(studentId: string): Promise<ShortlistedCourseWithMoves[][]> {
    const rows = await this.sql.query<Row>(SHORTLIST_SQL, [studentId]);
    const groups = new Map<number, ShortlistedCourseWithMoves[]>();
    for (const row of rows) {
      const course = shortlistedCourseOf(row);
      const group = groups.get(row.university_id) ?? [];
      if (group.length === 0) groups.set(row.university_id, group);
      group.push({ ...course, allowedStatuses: allowedStatuses(course.status) });
    }
    return [...groups.values()];
  }

  /** One shortlisted course, or null when it is not on the student's shortlist. */
  async course(studentId: string, courseId: number): Promise<ShortlistedCourseWithMoves | null> {
    const rows = await this.sql.query<Row>(COURSE_SQL, [studentId, courseId]);
    const row = rows[0];
    if (!row) return null;
    const course = shortlistedCourseOf(row);
    return { ...course, allowedStatuses: allowedStatuses(course.status) };
  }
}
