/**
 * Deadline selection (spec 2 section 4): the student's category picks the international or the
 * domestic deadlines, and a semester's final_application_submission block, where a course has
 * one, is its only (regular) deadline. Pure and free of zod, so the client loads no validation
 * code for it: the shapes below are the catalogue's (deadlines.test.ts checks they agree with the
 * catalogue schema's `Deadlines`).
 */
import type { StudentCategory } from "../auth";

export type DeadlineAudience = "international" | "domestic";

/** One audience's deadlines for a semester: ISO dates, or null where the course sets none. */
export interface AudienceDeadlines {
  rolling: boolean;
  early_deadline: string | null;
  regular_deadline: string | null;
  priority_deadline: string | null;
}

/** A semester has one final submission date per audience, or each audience's own entry. */
export type SemesterDeadlineEntry =
  | { final_application_submission: { international_deadline: string; domestic_deadline: string } }
  | { international: AudienceDeadlines; domestic: AudienceDeadlines };

export interface CourseDeadlines {
  fall_semester?: SemesterDeadlineEntry;
  spring_semester?: SemesterDeadlineEntry;
  summer_semester?: SemesterDeadlineEntry;
}

export interface SemesterDeadlineRow {
  semester: "Fall" | "Spring" | "Summer";
  rolling: boolean;
  early: string | null;
  priority: string | null;
  regular: string | null;
}

const SEMESTERS = [
  ["fall_semester", "Fall"],
  ["spring_semester", "Spring"],
  ["summer_semester", "Summer"],
] as const;

export function audienceOf(category: StudentCategory): DeadlineAudience {
  return category === "Domestic Student" ? "domestic" : "international";
}

/** Semesters the course lists, in calendar order; missing semesters are left out. */
export function semesterDeadlines(
  deadlines: CourseDeadlines,
  audience: DeadlineAudience,
): SemesterDeadlineRow[] {
  const rows: SemesterDeadlineRow[] = [];
  for (const [key, semester] of SEMESTERS) {
    const entry = deadlines[key];
    if (!entry) continue;
    if ("final_application_submission" in entry) {
      const final = entry.final_application_submission;
      rows.push({
        semester,
        rolling: false,
        early: null,
        priority: null,
        regular:
          audience === "international" ? final.international_deadline : final.domestic_deadline,
      });
      continue;
    }
    const own = entry[audience];
    rows.push({
      semester,
      rolling: own.rolling,
      early: own.early_deadline,
      priority: own.priority_deadline,
      regular: own.regular_deadline,
    });
  }
  return rows;
}
