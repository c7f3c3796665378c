/**
 * Deadline rows per semester for one audience (spec 2 section 4, "Deadline selection"): a
 * final_application_submission block is the regular deadline and nothing else applies.
 */
import type { Deadlines, StudentCategory } from "@gradplan/schema";

export type DeadlineAudience = "international" | "domestic";

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
  deadlines: Deadlines,
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
