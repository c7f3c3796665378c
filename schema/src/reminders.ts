/**
 * Deadline reminder emails (docs/reminders.md): which deadlines are due a reminder on a day, how
 * the reminder names the day, and the messages of the choice and unsubscribe routes. No zod.
 */
import { type ApplicationDeadlines, daysBetween } from "./shortlist/deadlines";
import { type StudentDeadlineKind, studentDeadlines } from "./shortlist/own-deadline";
import type { ShortlistStatus } from "./shortlist/status";

/** A reminder goes out this many days before a deadline: a week ahead, and the day before. */
export const REMINDER_DAYS_BEFORE = [7, 1] as const;
export type ReminderDaysBefore = (typeof REMINDER_DAYS_BEFORE)[number];

/** Only courses the student may still act on: not yet applied, or applied and waiting. */
export const REMINDER_STATUSES: readonly ShortlistStatus[] = ["Shortlisted", "Applied"];

export const REMINDER_MESSAGES = {
  unsubscribed: "You will no longer get deadline reminder emails.",
  unknownToken: "This unsubscribe link is not valid. Turn reminders off in your account settings.",
  // The page behind the emailed link (/reminders-unsubscribe/{token}).
  turningOff: "Turning off deadline reminders...",
  noToken: "Error: No unsubscribe token provided.",
  unexpected: "An unexpected error occurred.",
} as const;

/** A student's email choices. */
export interface NotificationChoices {
  deadline_reminders: boolean;
}

export interface UnsubscribeAnswer {
  success: true;
  message: string;
}

/** One deadline a reminder is due for on a day. */
export interface DueDeadline {
  kind: StudentDeadlineKind;
  label: string;
  date: string;
  daysBefore: ReminderDaysBefore;
}

/**
 * The dated deadlines falling exactly 7 days or 1 day after `today` (ISO dates). The student's
 * own deadline for the course, when set, is the only one (studentDeadlines).
 */
export function dueReminders(
  deadlines: ApplicationDeadlines,
  today: string,
  ownDeadline: string | null = null,
): DueDeadline[] {
  const due: DueDeadline[] = [];
  for (const deadline of studentDeadlines(deadlines, ownDeadline)) {
    const days = daysBetween(today, deadline.date);
    const daysBefore = REMINDER_DAYS_BEFORE.find((d) => d === days);
    if (daysBefore) due.push({ ...deadline, daysBefore });
  }
  return due;
}

/** "tomorrow" or "in 7 days". */
export function whenDue(daysBefore: number): string {
  return daysBefore === 1 ? "tomorrow" : `in ${daysBefore} days`;
}

/** The UTC calendar date (YYYY-MM-DD) of an instant: the day a scheduled run stands for. */
export function utcDateOf(instant: number | Date): string {
  return new Date(instant).toISOString().slice(0, 10);
}
