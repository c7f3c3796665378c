/**
 * One student's reminder email of a day: every due deadline, soonest first, with its course,
 * university, which deadline, the date and how far off it is; a link to the shortlist and the
 * unsubscribe link (in the text and as RFC 8058 one-click headers).
 */
import { type DueDeadline, PATHS, pathOf, ROUTES, whenDue } from "@gradplan/schema";

export interface DueReminder extends DueDeadline {
  courseId: number;
  courseName: string;
  degreeCode: string;
  universityName: string;
}

export interface ReminderEmail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** The shortlist page of the client (client/src/app routes). */
export const SHORTLIST_PAGE = "/university-shortlisting";

/** "Computer Science (CS), Stanford University: Regular deadline on 2031-03-08 (in 7 days)". */
export function reminderLine(reminder: DueReminder): string {
  const program = `${reminder.courseName} (${reminder.degreeCode})`;
  return `- ${program}, ${reminder.universityName}: ${reminder.label} deadline on ${reminder.date} (${whenDue(reminder.daysBefore)})`;
}

/** The page the text links to: it turns reminders off once open (a GET changes nothing). */
export function unsubscribePage(publicUrl: string, token: string): string {
  return `${publicUrl}${ROUTES.remindersUnsubscribe}/${token}`;
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${pathOf(PATHS.reminders.unsubscribe, { token })}`;
}

export function reminderEmail(
  firstName: string,
  reminders: readonly DueReminder[],
  publicUrl: string,
  token: string,
): ReminderEmail {
  const sorted = [...reminders].sort(
    (a, b) => a.date.localeCompare(b.date) || a.courseId - b.courseId,
  );
  const count = sorted.length;
  const subject =
    count === 1
      ? `Application deadline ${whenDue(sorted[0]?.daysBefore ?? 7)}: ${sorted[0]?.courseName}, ${sorted[0]?.universityName}`
      : `${count} application deadlines coming up`;
  const unsubscribe = unsubscribeUrl(publicUrl, token);
  const text = [
    `Hi ${firstName},`,
    "",
    count === 1
      ? "A deadline on your shortlist is coming up:"
      : "These deadlines on your shortlist are coming up:",
    "",
    ...sorted.map(reminderLine),
    "",
    `Your shortlist: ${publicUrl}${SHORTLIST_PAGE}`,
    "",
    "You get these reminders because deadline reminders are on for your account. To stop them,",
    `open ${unsubscribePage(publicUrl, token)} or turn them off in your account settings.`,
  ].join("\n");
  return {
    subject,
    text,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
