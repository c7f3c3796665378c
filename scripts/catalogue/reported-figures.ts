/**
 * Course figures derived from real admission decisions (the Edulix decisions of 2012-2016) where
 * a catalogue course has enough reported admits: the admits' average GPA and GRE replace the
 * sample's synthesized ones (docs/catalogue.md, "Reported figures"). The table is written by
 * `npm run model:fit`; the decisions themselves never enter the repository.
 */
import type { CatalogueCourse } from "@gradplan/schema";
import table from "./reported-figures.json" with { type: "json" };

export interface ReportedFigures {
  courseId: number;
  /** Admits the averages come from. */
  admits: number;
  /** Four-point. */
  gpaAvg: number;
  /** Verbal + quantitative. */
  greAvg: number;
}

export const REPORTED_FIGURES: readonly ReportedFigures[] = table;

/**
 * The course with its reported averages. Minimums stay the sample's, lowered where needed so
 * they stay below the new averages (GPA at least 0.2 below, GRE at least 8 below).
 */
export function applyReportedFigures<C extends CatalogueCourse>(
  course: C,
  reported: ReportedFigures | undefined,
): C {
  if (!reported) return course;
  return {
    ...course,
    gpaAvg: reported.gpaAvg,
    greAvg: reported.greAvg,
    gpaMin:
      course.gpaMin === null
        ? null
        : Math.min(course.gpaMin, Math.floor((reported.gpaAvg - 0.2) * 10 + 1e-9) / 10),
    greMin: course.greMin === null ? null : Math.min(course.greMin, reported.greAvg - 8),
    reportedAdmits: reported.admits,
  };
}
