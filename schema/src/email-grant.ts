/** The email access grant (issue 17): what the account page and the shortlist show of it. */

export const EMAIL_GRANT_MESSAGES = {
  notConfigured: "Connecting an inbox is not available here.",
  disconnected:
    "Your email is disconnected: we asked your provider to revoke our access and deleted everything we read.",
  notConnected: "No email is connected.",
} as const;

/** Whether a connected inbox is being checked, or paused until the student connects again. */
export const GRANT_STATUS = { active: "active", paused: "paused" } as const;
export type GrantStatus = (typeof GRANT_STATUS)[keyof typeof GRANT_STATUS];

/** A student's grant as the client reads it; no token ever leaves the server. */
export interface EmailGrantStatus {
  /** The feature is configured on this server. */
  available: boolean;
  connected: boolean;
  /** "active" or "paused". */
  status: string | null;
  /** Why the sync is paused, in words for the student. */
  pausedReason: string | null;
  connectedAt: string | null;
  lastSyncedAt: string | null;
}

/** A decision email's text pasted by the student: at most this many characters. */
export const PASTED_TEXT_MAX = 20_000;

/** What answering a proposal, or pasting an email, can be told (the page and the server). */
export const PROPOSAL_MESSAGES = {
  notFound: "We could not find this proposal.",
  resolved: "This proposal was already answered.",
  noStatus:
    "This email is not a decision: there is no status to set. Dismiss it once you have read it.",
  pickCourse: "Pick which of your shortlisted courses at this university the decision is about.",
  notOnShortlist: "That course is not on your shortlist at this university.",
  pastedEmpty: "Paste the text of the decision email.",
  notADecision:
    "We could not find an admission decision from a university on your shortlist in this text.",
  pastedTooLong: "Paste at most 20,000 characters: the email's text is enough.",
} as const;
