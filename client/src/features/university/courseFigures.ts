/**
 * A course's figures as the details page lists them, pure: the known ones with their source and
 * the names of the unknown ones for the one not-known line (docs/catalogue.md, "What is not known").
 */
import { type DeadlineAudience, semesterDeadlines } from "@gradplan/schema";
import { formatCount } from "../../shared/format/enUs";
import {
  FIGURE_TEXT,
  latestGraduates,
  reportedNote,
  tuitionLine,
  unknownFigures,
} from "../programs";
import type { CourseDetails } from "./courseApi";
import { formatDuration, formatGpa, formatIelts, formatRank } from "./courseFormat";
import { formatAcceptanceRate } from "./universityFormat";

export interface SourceRef {
  label: string;
  url: string;
  description: string;
}

/** One known figure: its term, its value, and where it comes from when a source says. */
export interface KnownFigure {
  key: string;
  term: string;
  value: string;
  /** A data source to link ("IPEDS 2023-24"). */
  source?: SourceRef;
  /** Words on where it comes from, when no link does ("from reported decisions"). */
  note?: string;
}

/** Whether any audience's table would have a row with a date or rolling admission. */
export function hasDeadlines(course: CourseDetails, audiences: readonly DeadlineAudience[]) {
  return audiences.some((audience) =>
    semesterDeadlines(course.deadlines, audience).some(
      (row) => row.rolling || row.early || row.priority || row.regular,
    ),
  );
}

const sourceOf = (course: CourseDetails, figure: string): SourceRef | undefined =>
  course.sources.find((s) => s.figure === figure);

/** The figures the course has, in the card's order; the unknown ones are left to unknownOf. */
export function knownFigures(course: CourseDetails): KnownFigure[] {
  const figures: KnownFigure[] = [];
  const latest = latestGraduates(course.graduates);
  if (latest) {
    figures.push({
      key: "graduates",
      term: FIGURE_TEXT.graduatesIn(latest.academic_year),
      value: formatCount(latest.count),
      source: sourceOf(course, "graduates"),
    });
  }
  figures.push({
    key: "tuition",
    term: FIGURE_TEXT.tuitionPerYear,
    value: tuitionLine(course.tuition, course.tuition_in_state, { perYear: false }),
    source: course.tuition === null ? undefined : sourceOf(course, "tuition"),
  });
  // An average without a checked row comes from real reported decisions (docs/catalogue.md).
  const averageNote = course.reported_admits > 0 ? reportedNote(course.reported_admits) : undefined;
  const optional: [string, string, unknown, () => string, string?][] = [
    [
      "rate",
      "Acceptance rate",
      course.overall_acceptance_rate,
      () => formatAcceptanceRate(course.overall_acceptance_rate),
    ],
    [
      "toefl",
      "TOEFL minimum",
      course.english_scores.toefl.total_score,
      () => String(course.english_scores.toefl.total_score),
    ],
    [
      "ielts",
      "IELTS minimum",
      course.english_scores.ielts.overall_band,
      () => formatIelts(course.english_scores.ielts.overall_band),
    ],
    ["greMin", "GRE minimum", course.gre_min, () => String(course.gre_min)],
    [
      "grePolicy",
      "GRE",
      course.gre_required,
      () =>
        `International: ${course.gre_required?.international}; domestic: ${course.gre_required?.domestic}`,
    ],
    ["greAvg", "GRE average", course.gre_avg, () => String(course.gre_avg), averageNote],
    ["gpaAvg", "GPA average", course.gpa_avg, () => formatGpa(course.gpa_avg), averageNote],
    ["gpaMin", "GPA minimum", course.gpa_min, () => formatGpa(course.gpa_min)],
    ["duration", "Duration", course.course_duration, () => formatDuration(course.course_duration)],
    ["rank", "Course rank", course.course_ranking, () => formatRank(course.course_ranking)],
    ["network", "Network building", course.network_building, () => String(course.network_building)],
  ];
  for (const [key, term, raw, format, note] of optional) {
    if (raw !== null && raw !== undefined) figures.push({ key, term, value: format(), note });
  }
  return figures;
}

/** The names of what the course does not publish, for its one not-known line. */
export function unknownOf(course: CourseDetails, audiences: readonly DeadlineAudience[]) {
  return unknownFigures({
    overall_acceptance_rate: course.overall_acceptance_rate,
    hasDeadlines: hasDeadlines(course, audiences),
    toefl: course.english_scores.toefl.total_score,
    ielts: course.english_scores.ielts.overall_band,
    gre_required: course.gre_required,
    gre_min: course.gre_min,
    gre_avg: course.gre_avg,
    gpa_avg: course.gpa_avg,
    gpa_min: course.gpa_min,
    course_duration: course.course_duration,
    network_building: course.network_building,
  });
}
