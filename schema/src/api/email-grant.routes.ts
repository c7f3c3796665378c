/**
 * The email access grant (issue 17, docs/email-grant.md): start the provider's consent, its way
 * back (ending on the spec's callback pages), and disconnecting.
 */
import { EMAIL_GRANT_MESSAGES } from "../email-grant";
import { defineRoute } from "./contract";
import { studentParams } from "./inputs";
import { PATHS } from "./paths";

const tag = "Email grant";

export const emailGrantRoutes = {
  start: defineRoute<never>()({
    name: "emailGrantStart",
    method: "GET",
    path: PATHS.emailGrant.start,
    guard: "public",
    summary:
      "Start connecting the signed-in student's inbox: a redirect to the provider's consent page (opened as a page: a missing session goes to /login). A server without the feature answers 404.",
    tag,
    produces: "redirect",
    statuses: { 302: "To the provider, or to /login.", 404: "Not configured." },
  }),
  callback: defineRoute<never>()({
    name: "emailGrantCallback",
    method: "GET",
    path: PATHS.emailGrant.callback,
    guard: "public",
    summary:
      "The provider's way back: stores the grant and redirects to /callback-success?success=EMAILGRANTSUCCESS, or to /callback-error with error=GRANTCANCEL, EMAILSCOPENOTGRANTED or another value.",
    tag,
    produces: "redirect",
    statuses: { 302: "To the spec's callback pages.", 404: "Not configured." },
  }),
  disconnect: defineRoute<{ success: true; message: string }>()({
    name: "emailGrantDisconnect",
    method: "POST",
    path: PATHS.emailGrant.disconnect,
    guard: "own-student",
    summary: `Revokes the grant at the provider, deletes its tokens and everything read. ${EMAIL_GRANT_MESSAGES.disconnected}`,
    tag,
    params: studentParams,
    statuses: { 404: "No email is connected." },
  }),
} as const;
