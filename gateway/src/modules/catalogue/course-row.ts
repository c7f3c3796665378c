/**
 * A catalogue course row as the search cards, the details, the compare table and the model read
 * it: its columns, its order and its mappings. A figure the catalogue does not know stays null
 * all the way: never 0, never a guess.
 */
import type { ProgramFacts, ProgramSelectivity, SearchResultCourse } from "@gradplan/schema";

/** A course's learned selectivity (course c), for every read the model scores. */
export const SELECTIVITY_COLUMNS = `c.selectivity_logit, c.selectivity_sd, c.selectivity_decisions,
  c.selectivity_university_decisions`;

/** SELECTIVITY_COLUMNS as node-postgres returns them (double precision arrives as a number). */
export interface SelectivityRow {
  /** Null: the program's selectivity is not known. */
  selectivity_logit: number | null;
  selectivity_sd: number | null;
  selectivity_decisions: number;
  selectivity_university_decisions: number;
}

/** The course's calibration in force, when the community results have given it one. */
export const CALIBRATION_JOIN = "left join course_calibration cc on cc.course_id = c.id";

/** The catalogue's order of courses, search's too; the index course_search_order_index serves it. */
export const COURSE_ORDER =
  "c.course_ranking asc nulls last, c.graduates_latest desc nulls last, c.id";

export const RESULT_COLUMNS = `c.id as course_id, c.course_name, c.degree_code, c.tuition,
  c.course_ranking, c.acceptance_rate, c.gre_avg, c.gre_min, c.gpa_min, c.gpa_avg, c.toefl_min,
  c.ielts_min, c.course_duration_months, c.network_building, c.gre_required, c.reported_admits,
  c.graduates_latest, c.tuition_in_state, ${SELECTIVITY_COLUMNS},
  cc.shift as cal_shift, cc.slope as cal_slope, cc.results as cal_results,
  u.id as university_id, u.name as university_name, u.city, u.state, u.university_type,
  u.climate, u.acceptance_rate as university_acceptance_rate`;

/** A row of RESULT_COLUMNS as node-postgres returns it (numeric columns arrive as text). */
export interface CourseRow extends SelectivityRow {
  course_id: number;
  course_name: string;
  degree_code: string;
  tuition: number | null;
  course_ranking: number | null;
  acceptance_rate: string | null;
  gre_avg: number | null;
  gre_min: number | null;
  gpa_min: string | null;
  gpa_avg: string | null;
  toefl_min: number | null;
  ielts_min: string | null;
  course_duration_months: number | null;
  network_building: string | null;
  gre_required: { international: string; domestic: string } | null;
  reported_admits: number;
  graduates_latest: number | null;
  tuition_in_state: number | null;
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
  university_acceptance_rate: string | null;
}

/** A numeric column (text from node-postgres), or null when the figure is not known. */
export const numberOrNull = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

export function toSearchResult(row: CourseRow): SearchResultCourse {
  return {
    university_name: row.university_name,
    university_id: row.university_id,
    city: row.city,
    state: row.state,
    course_id: row.course_id,
    course_name: row.course_name,
    degree_code: row.degree_code,
    university_type: row.university_type,
    // The program's own rate: the figure the admit chances are anchored on.
    overall_acceptance_rate: numberOrNull(row.acceptance_rate),
    tuition: row.tuition,
    english_scores: {
      toefl: { total_score: row.toefl_min },
      ielts: { overall_band: numberOrNull(row.ielts_min) },
    },
    gre_avg: row.gre_avg,
    gpa_min: numberOrNull(row.gpa_min),
    gpa_avg: numberOrNull(row.gpa_avg),
    course_duration: row.course_duration_months,
    network_building: row.network_building,
    course_ranking: row.course_ranking,
    graduates_latest: row.graduates_latest,
    tuition_in_state: row.tuition_in_state,
    reported_admits: row.reported_admits,
    climate: row.climate,
  };
}

export function selectivityOfRow(row: SelectivityRow): ProgramSelectivity | null {
  if (row.selectivity_logit === null || row.selectivity_sd === null) return null;
  return {
    logit: row.selectivity_logit,
    sd: row.selectivity_sd,
    decisions: row.selectivity_decisions,
    universityDecisions: row.selectivity_university_decisions,
  };
}

/** The columns the admit-chance model reads, as node-postgres returns them. */
export type FactsRow = SelectivityRow &
  Pick<
    CourseRow,
    | "acceptance_rate"
    | "course_ranking"
    | "gpa_avg"
    | "gpa_min"
    | "gre_avg"
    | "gre_min"
    | "toefl_min"
    | "ielts_min"
    | "gre_required"
    | "reported_admits"
    | "cal_shift"
    | "cal_slope"
    | "cal_results"
  >;

export function factsOfRow(row: FactsRow): ProgramFacts {
  return {
    acceptanceRate: numberOrNull(row.acceptance_rate),
    courseRanking: row.course_ranking,
    gpaAvg: numberOrNull(row.gpa_avg),
    gpaMin: numberOrNull(row.gpa_min),
    greAvg: row.gre_avg,
    greMin: row.gre_min,
    toeflMin: row.toefl_min,
    ieltsMin: numberOrNull(row.ielts_min),
    greRequired: row.gre_required as ProgramFacts["greRequired"],
    reportedAdmits: row.reported_admits,
    selectivity: selectivityOfRow(row),
    calibration:
      row.cal_shift === null || row.cal_slope === null
        ? undefined
        : { shift: row.cal_shift, slope: row.cal_slope, results: row.cal_results ?? 0 },
  };
}
