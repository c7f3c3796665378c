/**
 * A figure of a course by its key (figureKeyOf): its value as the course holds it now, and the
 * course with a new value. Deadlines live in the course's deadlines JSON (spec 2's shape); the
 * test minimums in their columns; the program's page only as a sourced figure.
 */
import type { AudienceDeadlines, CourseDeadlines, SemesterDeadlineEntry } from "@gradplan/schema";

/** The course's columns a correction may change, as read for it. */
export interface CourseFigures {
  /** Null: not known (the catalogue has no sourced figure). */
  toefl_min: number | null;
  ielts_min: number | null;
  gre_min: number | null;
  /** Null: no sourced deadline at all. */
  deadlines: CourseDeadlines | null;
  /** The program page, from course_figure. */
  program_url: string | null;
}

type SemesterKey = keyof CourseDeadlines;
type Audience = "international" | "domestic";
type Kind = "early_deadline" | "priority_deadline" | "regular_deadline";

function deadlinePlace(key: string): { semester: SemesterKey; audience: Audience; kind: Kind } {
  const [, semester, audience, kind] = key.split(".");
  return { semester: semester as SemesterKey, audience: audience as Audience, kind: kind as Kind };
}

/** The value the course shows for a figure now (text), or null when it has none. */
export function currentValue(course: CourseFigures, key: string): string | null {
  if (key === "toefl_min") return course.toefl_min === null ? null : String(course.toefl_min);
  if (key === "ielts_min")
    return course.ielts_min === null ? null : String(Number(course.ielts_min));
  if (key === "gre_min") return course.gre_min === null ? null : String(course.gre_min);
  if (key === "program_url") return course.program_url;
  const { semester, audience, kind } = deadlinePlace(key);
  const entry = course.deadlines?.[semester];
  if (!entry) return null;
  if ("final_application_submission" in entry) {
    const final = entry.final_application_submission;
    if (kind !== "regular_deadline") return null;
    return audience === "international" ? final.international_deadline : final.domestic_deadline;
  }
  return entry[audience][kind];
}

const EMPTY: AudienceDeadlines = {
  rolling: false,
  early_deadline: null,
  regular_deadline: null,
  priority_deadline: null,
};

/**
 * The deadlines with one date set. A semester the course did not list gains an entry; a
 * semester with one final submission date keeps that form for a regular deadline and turns
 * into per-audience entries (its dates as their regular deadlines) for an early or priority one.
 */
export function withDeadline(
  deadlines: CourseDeadlines | null,
  key: string,
  date: string,
): CourseDeadlines {
  const { semester, audience, kind } = deadlinePlace(key);
  const entry = deadlines?.[semester];
  let next: SemesterDeadlineEntry;
  if (entry && "final_application_submission" in entry) {
    const final = entry.final_application_submission;
    if (kind === "regular_deadline") {
      next = {
        final_application_submission: {
          ...final,
          [audience === "international" ? "international_deadline" : "domestic_deadline"]: date,
        },
      };
    } else {
      next = {
        international: { ...EMPTY, regular_deadline: final.international_deadline },
        domestic: { ...EMPTY, regular_deadline: final.domestic_deadline },
      };
      next[audience] = { ...next[audience], [kind]: date };
    }
  } else {
    const both = entry ?? { international: EMPTY, domestic: EMPTY };
    next = { ...both, [audience]: { ...both[audience], [kind]: date } };
  }
  return { ...deadlines, [semester]: next };
}
