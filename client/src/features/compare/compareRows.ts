/**
 * The compare table's rows, in the spec's order (spec 2 "Compare modal"): each row's label, the
 * program's figure (one or more lines) and, where it has one, the student's own figure.
 */

import { formatCount } from "../../shared/format/enUs";
import { knownOr, NOT_KNOWN } from "../../shared/ui/notKnown";
import { FIGURE_TEXT, latestGraduates, reportedNote } from "../programs";
import type { CourseDetails } from "../university";
import { formatDuration, formatGpa, formatIelts, formatRank, formatTuition } from "../university";
import type { StudentFigures } from "./compareApi";

export interface CompareRow {
  label: string;
  program: (course: CourseDetails) => string[];
  /** Absent where a student has no figure of that kind (location, weather...). */
  student?: (figures: StudentFigures) => string;
}

export const NOT_GIVEN = "Not given";

const orNotGiven = (value: number | null, format: (n: number) => string = String) =>
  value === null ? NOT_GIVEN : format(value);

/** An average and, where it comes from real reported decisions, how many. */
function averageLines(
  course: CourseDetails,
  value: number | null,
  format: (n: number) => string,
): string[] {
  if (value === null) return [NOT_KNOWN];
  return course.reported_admits > 0
    ? [format(value), reportedNote(course.reported_admits)]
    : [format(value)];
}

export const COMPARE_ROWS: readonly CompareRow[] = [
  { label: "Location", program: (c) => [`${c.city}, ${c.state}`] },
  { label: "Weather", program: (c) => [c.climate] },
  { label: "Tuition Fees", program: (c) => [formatTuition(c.tuition)] },
  {
    label: FIGURE_TEXT.graduatesRow,
    program: (c) => [knownOr(latestGraduates(c.graduates)?.count ?? null, formatCount)],
  },
  { label: "Course Duration", program: (c) => [formatDuration(c.course_duration)] },
  { label: "Course Rank", program: (c) => [formatRank(c.course_ranking)] },
  {
    label: "GRE Requirement",
    // The policy often differs between the two categories, so both are always shown.
    program: (c) => [
      `International: ${c.gre_required?.international ?? NOT_KNOWN}`,
      `Domestic: ${c.gre_required?.domestic ?? NOT_KNOWN}`,
    ],
  },
  {
    label: "Average GRE Score",
    program: (c) => averageLines(c, c.gre_avg, String),
    student: (s) => orNotGiven(s.greTotal),
  },
  {
    label: "Average GPA Score",
    program: (c) => averageLines(c, c.gpa_avg, formatGpa),
    student: (s) => orNotGiven(s.gpa, formatGpa),
  },
  {
    label: "TOEFL Minimum Score",
    program: (c) => [knownOr(c.english_scores.toefl.total_score, String)],
    student: (s) => orNotGiven(s.toefl),
  },
  {
    label: "IELTS Minimum Score",
    program: (c) => [formatIelts(c.english_scores.ielts.overall_band)],
    student: (s) => orNotGiven(s.ielts, formatIelts),
  },
  { label: "Network Building", program: (c) => [c.network_building ?? NOT_KNOWN] },
];

/** The last row: each program's sources (IPEDS, a checked row, accepted corrections). */
export const PROVENANCE_ROW = "Data Source";

/** The extra row for logged-in students. */
export const ADMIT_CHANCES_ROW = "Your Admit Chances";
export const STUDENT_COLUMN = "Your profile";
