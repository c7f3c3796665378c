/**
 * The SQL behind filter-universities: only the conditions a filter sets, with parameters, so
 * PostgreSQL plans each shape with the indexes on every filter column. Results are ordered by
 * course ranking (then id, for stable pages); the count runs as a second statement in parallel.
 */
import { DEFAULT_FILTERS, type UniversityFilters } from "@gradplan/schema";

export interface FilterStatement {
  where: string;
  params: unknown[];
}

const sameRange = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];

export function filterConditions(f: UniversityFilters): FilterStatement {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    conditions.push(sql);
    params.push(...values);
  };
  if (f.states.length) add(`u.state = any(?::text[])`, f.states);
  if (f.universityType.length) add(`u.university_type = any(?::text[])`, f.universityType);
  if (f.climate.length) add(`u.climate = any(?::text[])`, f.climate);
  if (f.courses.length) add(`c.degree_code = any(?::text[])`, f.courses);
  const ranges: [keyof UniversityFilters, string][] = [
    ["tuitionRange", "c.tuition"],
    ["rankRange", "c.course_ranking"],
    ["toeflRange", "c.toefl_min"],
    ["ieltsRange", "c.ielts_min"],
    ["gpaRange", "c.gpa_avg"],
    ["greRange", "c.gre_avg"],
  ];
  for (const [key, column] of ranges) {
    const value = f[key] as [number, number];
    // A range left at its default filters nothing (and keeps programs with no GRE average).
    if (sameRange(value, DEFAULT_FILTERS[key] as [number, number])) continue;
    add(`${column} between ? and ?`, value[0], value[1]);
  }
  return { where: conditions.length ? `where ${conditions.join(" and ")}` : "", params };
}

const FROM = `from course c join university u on u.id = c.university_id`;
/** The course's calibration in force, when the community results have given it one. */
export const CALIBRATION_JOIN = "left join course_calibration cc on cc.course_id = c.id";

export const RESULT_COLUMNS = `c.id as course_id, c.course_name, c.degree_code, c.tuition,
  c.course_ranking, c.acceptance_rate, c.gre_avg, c.gre_min, c.gpa_min, c.gpa_avg, c.toefl_min,
  c.ielts_min, c.course_duration_months, c.network_building, c.gre_required, c.reported_admits,
  cc.shift as cal_shift, cc.slope as cal_slope, cc.results as cal_results,
  u.id as university_id, u.name as university_name, u.city, u.state, u.university_type,
  u.climate, u.acceptance_rate as university_acceptance_rate`;

export function pageStatement(f: FilterStatement, limit: number, offset: number) {
  return {
    sql: `select ${RESULT_COLUMNS} ${FROM} ${CALIBRATION_JOIN} ${f.where} order by c.course_ranking, c.id limit ? offset ?`,
    params: [...f.params, limit, offset],
  };
}

export function countStatement(f: FilterStatement) {
  return { sql: `select count(*)::int as n ${FROM} ${f.where}`, params: f.params };
}

/** A row of RESULT_COLUMNS as node-postgres returns it (numeric columns arrive as text). */
export interface CourseRow {
  course_id: number;
  course_name: string;
  degree_code: string;
  tuition: number;
  course_ranking: number;
  acceptance_rate: string;
  gre_avg: number | null;
  gre_min: number | null;
  gpa_min: string;
  gpa_avg: string;
  toefl_min: number;
  ielts_min: string;
  course_duration_months: number;
  network_building: string;
  gre_required: { international: string; domestic: string };
  reported_admits: number;
  /** Null: no calibration (the model alone). */
  cal_shift: number | null;
  cal_slope: number | null;
  cal_results: number | null;
  university_id: number;
  university_name: string;
  city: string;
  state: string;
  university_type: string;
  climate: string;
  university_acceptance_rate: string;
}
