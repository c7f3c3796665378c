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

/** Spec 2 section 3: a shortlisted course's `applicationDeadlines`. */
export interface ApplicationDeadlines {
  rolling: boolean;
  early_deadline: string | null;
  regular_deadline: string | null;
  priority_deadline: string | null;
}

export const NO_DEADLINES: ApplicationDeadlines = {
  rolling: false,
  early_deadline: null,
  regular_deadline: null,
  priority_deadline: null,
};

export type ApplyingSemester = "Fall" | "Spring" | "Summer";

const SEMESTER_KEY: Record<ApplyingSemester, keyof CourseDeadlines> = {
  Fall: "fall_semester",
  Spring: "spring_semester",
  Summer: "summer_semester",
};

/**
 * The semester whose deadlines a student sees: their applying semester, or Fall (when most
 * programs admit) while they have not chosen one.
 */
export function semesterOf(applyingSemester: string | null | undefined): ApplyingSemester {
  return applyingSemester === "Spring" || applyingSemester === "Summer" ? applyingSemester : "Fall";
}

/**
 * Spec 2 section 4, to the letter: the category picks the international or domestic entry, the
 * applying semester picks the semester key, and a final_application_submission block is the
 * only deadline, used as the regular one. A course that does not admit in that semester (no key)
 * has no deadlines.
 */
export function applicationDeadlinesFor(
  deadlines: CourseDeadlines | null | undefined,
  category: StudentCategory,
  applyingSemester: string | null | undefined,
): ApplicationDeadlines {
  const entry = deadlines?.[SEMESTER_KEY[semesterOf(applyingSemester)]];
  if (!entry) return NO_DEADLINES;
  const audience = audienceOf(category);
  if ("final_application_submission" in entry) {
    const final = entry.final_application_submission;
    return {
      ...NO_DEADLINES,
      regular_deadline:
        audience === "international" ? final.international_deadline : final.domestic_deadline,
    };
  }
  const own = entry[audience];
  return {
    rolling: own.rolling,
    early_deadline: own.early_deadline,
    regular_deadline: own.regular_deadline,
    priority_deadline: own.priority_deadline,
  };
}

/** The dated deadlines of a course in date order, with their names. */
export const DEADLINE_KINDS = [
  ["early_deadline", "Early"],
  ["priority_deadline", "Priority"],
  ["regular_deadline", "Regular"],
] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number][0];

export function datedDeadlines(
  deadlines: ApplicationDeadlines,
): { kind: DeadlineKind; label: string; date: string }[] {
  const dated: { kind: DeadlineKind; label: string; date: string }[] = [];
  for (const [kind, label] of DEADLINE_KINDS) {
    const date = deadlines[kind];
    if (date) dated.push({ kind, label, date });
  }
  return dated.sort((a, b) => a.date.localeCompare(b.date));
}

/** Days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The shortlist screen's deadline tabs. */
export const DEADLINE_TABS = ["all", "upcoming", "passed", "rolling"] as const;
export type DeadlineTab = (typeof DEADLINE_TABS)[number];
/** "Upcoming" means a deadline within this many days from today (today included). */
export const UPCOMING_WINDOW_DAYS = 30;

/**
 * Whether a course belongs in a tab on `today` (ISO date). Upcoming: a dated deadline (early,
 * priority or regular) from today to 30 days ahead. Passed: the regular deadline (the last
 * chance to apply) is before today and admission is not rolling. Rolling: rolling admission.
 */
export function inDeadlineTab(
  deadlines: ApplicationDeadlines,
  tab: DeadlineTab,
  today: string,
): boolean {
  switch (tab) {
    case "all":
      return true;
    case "upcoming":
      return datedDeadlines(deadlines).some(({ date }) => {
        const days = daysBetween(today, date);
        return days >= 0 && days <= UPCOMING_WINDOW_DAYS;
      });
    case "passed":
      return (
        !deadlines.rolling &&
        deadlines.regular_deadline !== null &&
        deadlines.regular_deadline < today
      );
    case "rolling":
      return deadlines.rolling;
  }
}
