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
