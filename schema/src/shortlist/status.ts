/**
 * Shortlisted course statuses and the changes a student may make (docs/shortlist.md, "Statuses").
 * The status is the student's own record of an application, so the rules refuse only a claim
 * that cannot be true: a student accepts (Admitted) only an offer they hold (Accepted), and an
 * accepted offer steps back only to Accepted. Every other change is allowed: forward jumps for a
 * student who applied before using the product, backward ones to correct a mistake.
 */

export const SHORTLIST_STATUSES = [
  "Shortlisted",
  "Applied",
  "Wait Listed",
  "Accepted",
  "Rejected",
  "Admitted",
] as const;
export type ShortlistStatus = (typeof SHORTLIST_STATUSES)[number];

/** Spec 2 section 4: the status when the server stores none. */
export const DEFAULT_SHORTLIST_STATUS: ShortlistStatus = "Shortlisted";

/** What each status means, for the status menu and the API documentation. */
export const STATUS_MEANING: Record<ShortlistStatus, string> = {
  Shortlisted: "Planning to apply",
  Applied: "Application submitted",
  "Wait Listed": "On the wait list",
  Accepted: "Offer of admission received",
  Rejected: "Not admitted",
  Admitted: "I accepted the offer",
};

/** The add-to-shortlist toasts are SEARCH_PAGE_MESSAGES (university-search.ts). */
export const SHORTLIST_MESSAGES = {
  empty: "No shortlisted universities found for this student.",
  notOnShortlist: "This course is not on your shortlist.",
  unknownStatus: `status must be one of: ${SHORTLIST_STATUSES.join(", ")}.`,
  admittedNeedsOffer: "Mark a course Accepted (you hold an offer) before marking it Admitted.",
  admittedStepsBack: "An accepted offer (Admitted) can only go back to Accepted.",
  statusFailed: "Failed to update the status. Please try again.",
  removeFailed: "Failed to remove the course. Please try again.",
} as const;

export function isShortlistStatus(value: unknown): value is ShortlistStatus {
  return (SHORTLIST_STATUSES as readonly unknown[]).includes(value);
}

/** The stored status, or the default when none is stored (spec 2 section 4). */
export function statusOrDefault(value: string | null | undefined): ShortlistStatus {
  return isShortlistStatus(value) ? value : DEFAULT_SHORTLIST_STATUS;
}

/**
 * Why a change from one status to another is refused, or null when it is allowed. The same
 * status again is allowed (nothing changes).
 */
export function statusChangeRefusal(from: ShortlistStatus, to: ShortlistStatus): string | null {
  if (from === to) return null;
  if (to === "Admitted" && from !== "Accepted") return SHORTLIST_MESSAGES.admittedNeedsOffer;
  if (from === "Admitted" && to !== "Accepted") return SHORTLIST_MESSAGES.admittedStepsBack;
  return null;
}

/** The statuses a course in `from` may move to, in the menu's order (the current one included). */
export function allowedStatuses(from: ShortlistStatus): ShortlistStatus[] {
  return SHORTLIST_STATUSES.filter((to) => statusChangeRefusal(from, to) === null);
}
