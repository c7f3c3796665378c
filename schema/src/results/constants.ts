/** The submit-results form's option lists (spec 2 sections 3 and 5; issue 16). */
import { SEMESTERS, type StudentCategory } from "../auth";

export const APPLICATION_DECISIONS = ["Accepted", "Rejected", "Wait Listed", "Other"] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

export const NOTIFICATION_METHODS = [
  "Email",
  "Phone",
  "Website",
  "Postal Service",
  "Other",
] as const;
export type NotificationMethod = (typeof NOTIFICATION_METHODS)[number];

/** The same semesters the profile's applying semester offers: one list, not two. */
export const APPLIED_SEMESTERS = SEMESTERS;

/** Stored values stay the account's categories; only this form says "American Student". */
export const RESULTS_CATEGORY_LABELS: Record<StudentCategory, string> = {
  "International Student": "International Student",
  "Domestic Student": "American Student",
};

/** Most applications one submission may list (a guard for the server, not a spec rule). */
export const MAX_APPLICATIONS = 50;
/** Longest free-text answer (course, university or entry names). */
export const RESULTS_TEXT_MAX = 300;

/** Shown and used; waiting for staff; refused by staff. */
export const REVIEW_STATUSES = ["accepted", "held", "refused"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Aggregates of fewer results than this are not shown: no applicant can be singled out. */
export const RESULTS_GROUP_MIN = 5;
/** Results rows on one page of the results browser. */
export const RESULTS_PAGE_SIZE = 20;

/**
 * The shortlist statuses that report a decision worth sharing, as that decision: an offer taken
 * up (Admitted) was an offer received (Accepted) first.
 */
const DECISION_OF_STATUS: Readonly<Record<string, ApplicationDecision>> = {
  Accepted: "Accepted",
  Admitted: "Accepted",
  Rejected: "Rejected",
  "Wait Listed": "Wait Listed",
};

/** The decision a shortlist status reports, or null when it reports none yet (Shortlisted, Applied). */
export function decisionOfStatus(status: string): ApplicationDecision | null {
  return DECISION_OF_STATUS[status] ?? null;
}

/**
 * How many years back a notification date may go: decisions older than that say little about
 * admissions now (the calibration weighs recent seasons), and a date in 1900 is a slip.
 */
export const NOTIFICATION_YEARS_BACK = 10;
