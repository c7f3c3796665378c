/**
 * The email access grant's words, for the account settings card, the shortlist's line and their
 * tests. The server's own messages (disconnected, not connected) come from @gradplan/schema.
 */
import { formatShortDate } from "../../shared/format/enUs";

export const EMAIL_GRANT_TEXT = {
  heading: "Email access",
  explanation:
    "Connect your email and we'll look for admission decisions from the universities on your shortlist, and propose status updates you confirm. We read only messages from those universities, keep only the decision and the sentence that says it, and you can disconnect at any time.",
  /** The shortlist's one line before connecting. */
  shortPitch:
    "Connect your email and we'll propose status updates from the decisions universities send you.",
  connect: "Connect your email",
  connectAgain: "Connect again",
  connecting: "Connecting…",
  /** A session that could not be renewed: the consent page would refuse the student. */
  connectFailed: "We could not confirm that you are signed in. Please sign in again and retry.",
  pausedHeading: "Checking is paused",
  pausedFallback: "We can no longer read your inbox.",
  pausedHint: "Connect again to resume, or disconnect.",
  disconnect: "Disconnect email",
  disconnectTitle: "Disconnect your email?",
  disconnectQuestion:
    "We will ask your email provider to revoke our access and delete everything we read from your inbox. You can connect again at any time.",
  disconnectConfirm: "Disconnect",
  disconnecting: "Disconnecting…",
  cancel: "Cancel",
  disconnectFailed: "We could not disconnect your email. Please try again.",
  loading: "Checking your email access…",
  readFailed: "We could not check your email access.",
  retry: "Try again",
} as const;

/** A date-time the server sent, as the day it was in the student's own zone: "Jan 5, 2026". */
export function dayOf(isoDateTime: string): string {
  const time = Date.parse(isoDateTime);
  return Number.isNaN(time) ? isoDateTime : formatShortDate(time, "local");
}

/** "Connected since Jan 5, 2026, last checked Jan 6, 2026." (the second part once checked). */
export function connectedLine(connectedAt: string | null, lastSyncedAt: string | null): string {
  const since = connectedAt ? `Connected since ${dayOf(connectedAt)}` : "Connected";
  return lastSyncedAt ? `${since}, last checked ${dayOf(lastSyncedAt)}.` : `${since}.`;
}

/** The shortlist's one line once connected; a link to the account settings follows it. */
export function shortlistStatusLine(paused: boolean, lastSyncedAt: string | null): string {
  if (paused) return "Email connected, but checking it for decisions is paused.";
  return lastSyncedAt
    ? `Email connected: we look for decisions from these universities (last checked ${dayOf(lastSyncedAt)}).`
    : "Email connected: we look for decisions from these universities.";
}

export const MANAGE_LINK = "Manage in Account Settings";
