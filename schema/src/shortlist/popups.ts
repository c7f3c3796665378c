/**
 * The status-update popup (spec 2: Popup). The server decides when it shows (docs/shortlist.md,
 * "The status popup"): a shortlisted course whose regular deadline has passed while it is still
 * Shortlisted (did the student apply?), or Applied with the regular deadline more than
 * DECISION_WAIT_DAYS behind (a decision has likely come).
 */
import { daysBetween } from "./deadlines";
import type { ShortlistStatus } from "./status";

export const POPUP_FOR = { statusUpdate: "university_shortlisting_status_update" } as const;
export type PopupFor = (typeof POPUP_FOR)[keyof typeof POPUP_FOR];

/** Spec 2 section 3: a popup as the API answers it. */
export interface Popup {
  id: number;
  show: boolean;
  show_after_seconds: number;
  popup_for: PopupFor;
}

/** Spec 2 section 9: the client fetches popups this long after login. */
export const POPUP_FETCH_DELAY_MS = 1000;
/** How long after a regular deadline most programs have decided (about six weeks). */
export const DECISION_WAIT_DAYS = 42;

export const POPUP_TEXT = {
  title: "Update your shortlisting results",
  body: "Some of your application deadlines have passed. Tell us where you applied and what you heard back (Applied, Accepted, Rejected), so your dashboard and the community results stay true.",
  update: "Update statuses",
  close: "Close",
  never: "Never Show Again",
} as const;

/** Whether this course asks for a status update on `today` (ISO date). */
export function needsStatusUpdate(
  status: ShortlistStatus,
  regularDeadline: string | null,
  rolling: boolean,
  today: string,
): boolean {
  if (!regularDeadline || rolling) return false;
  const daysSince = daysBetween(regularDeadline, today);
  if (status === "Shortlisted") return daysSince > 0;
  if (status === "Applied") return daysSince > DECISION_WAIT_DAYS;
  return false;
}
