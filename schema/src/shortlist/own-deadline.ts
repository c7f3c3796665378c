/**
 * A student's own deadline for a shortlisted course (docs/shortlist.md, "Your own deadline"):
 * the date the student set, which takes the place of the program's dated deadlines in their
 * reminders and calendar. The program's `applicationDeadlines` stay as they are beside it.
 */
import { isRealDate } from "../corrections";
import { type ApplicationDeadlines, type DeadlineKind, datedDeadlines } from "./deadlines";

export const OWN_DEADLINE_KIND = "own_deadline";
export type StudentDeadlineKind = DeadlineKind | typeof OWN_DEADLINE_KIND;

export const OWN_DEADLINE_MESSAGES = {
  invalid: "Enter your deadline as a real date, YYYY-MM-DD.",
  outOfRange: "Enter a date from 2000 to 2100.",
  saved: "Your deadline is saved. Your reminders and calendar use it.",
  cleared: "Your deadline is removed. Your reminders and calendar use the program's deadlines.",
  failed: "We could not save your deadline. Please try again.",
} as const;

/** Why a date cannot be the student's own deadline; null clears it and is always allowed. */
export function ownDeadlineIssue(date: string | null): string | null {
  if (date === null) return null;
  if (!isRealDate(date)) return OWN_DEADLINE_MESSAGES.invalid;
  return date < "2000-01-01" || date > "2100-12-31" ? OWN_DEADLINE_MESSAGES.outOfRange : null;
}

export interface StudentDeadline {
  kind: StudentDeadlineKind;
  label: string;
  date: string;
}

/**
 * The dates a student is reminded of and sees in their calendar: their own deadline alone when
 * they set one (it always wins), else the program's early, priority and regular deadlines.
 */
export function studentDeadlines(
  deadlines: ApplicationDeadlines,
  ownDeadline: string | null,
): StudentDeadline[] {
  if (ownDeadline) return [{ kind: OWN_DEADLINE_KIND, label: "Your own", date: ownDeadline }];
  return datedDeadlines(deadlines);
}
