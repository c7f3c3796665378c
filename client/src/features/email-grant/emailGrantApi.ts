/**
 * The email grant's calls: connecting (a full-page navigation to the provider's consent, through
 * the gateway) and disconnecting (GraphQL; it evicts `emailGrant`, so the card reads it again).
 */
import { PATHS } from "@gradplan/schema";
import { DisconnectEmailDocument } from "../../graphql/generated";
import { runMutation, studentMessage } from "../../shared/graphql/request";
import { refreshSession } from "../../shared/rest/tokenRefresh";
import { EMAIL_GRANT_TEXT } from "./emailGrantText";

/**
 * The start route needs a valid access cookie, which lives minutes: a stale one would end the
 * navigation on the gateway's 401, outside the app. So the session is renewed first (the shared
 * refresh; a failed one ends the session and goes to /login by itself).
 */
async function startConnecting(): Promise<void> {
  const renewed = await refreshSession();
  if (!renewed) throw new Error("The session could not be renewed.");
  window.location.assign(PATHS.emailGrant.start);
}

/** Revokes and deletes the grant; answers the server's message for the toast. */
async function disconnectEmail(): Promise<string> {
  const data = await runMutation(DisconnectEmailDocument, {}, "disconnectEmail");
  return data.disconnectEmail;
}

/** The server's words when written for the student ("No email is connected."), else ours. */
export function disconnectFailureMessage(error: unknown): string {
  return studentMessage(error, EMAIL_GRANT_TEXT.disconnectFailed);
}

export const emailGrantApi = { startConnecting, disconnectEmail };
