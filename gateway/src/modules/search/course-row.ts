/** A catalogue course row as the search cards, the compare table and the model read it. */
import type { ProgramFacts, SearchResultCourse } from "@gradplan/schema";
import type { CourseRow } from "./filter-sql";

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
    overall_acceptance_rate: Number(row.acceptance_rate),
    tuition: row.tuition,
    english_scores: {
      toefl: { total_score: row.toefl_min },
      ielts: { overall_band: Number(row.ielts_min) },
    },
    gre_avg: row.gre_avg,
    gpa_min: Number(row.gpa_min),
    gpa_avg: Number(row.gpa_avg),
    course_duration: row.course_duration_months,
    network_building: row.network_building,
    course_ranking: row.course_ranking,
    climate: row.climate,
  };
}

/** The columns the admit-chance model reads, as node-postgres returns them. */
export type FactsRow = Pick<
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
    acceptanceRate: Number(row.acceptance_rate),
    courseRanking: row.course_ranking,
    gpaAvg: Number(row.gpa_avg),
    gpaMin: Number(row.gpa_min),
    greAvg: row.gre_avg,
    greMin: row.gre_min,
    toeflMin: row.toefl_min,
    ieltsMin: Number(row.ielts_min),
    greRequired: row.gre_required as ProgramFacts["greRequired"],
    reportedAdmits: row.reported_admits,
    calibration:
      row.cal_shift === null || row.cal_slope === null
        ? undefined
        : { shift: row.cal_shift, slope: row.cal_slope, results: row.cal_results ?? 0 },
  };
}
