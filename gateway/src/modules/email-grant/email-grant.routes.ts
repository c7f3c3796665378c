/** The email grant's REST routes: the provider round trip and disconnecting (docs/email-grant.md). */
import { API, EMAIL_GRANT_MESSAGES, EMAIL_GRANT_REDIRECTS, ROUTES } from "@gradplan/schema";
import { NotFoundError } from "../../core/errors";
import { implement, Reply, type RouteImpl } from "../../core/route";
import { currentStudentId } from "../auth/session";
import type { EmailGrantContext } from "./email-grant.context";
import type { EmailGrantProvider } from "./provider";

const routes = API.emailGrant;

export function emailGrantRoutes(
  provider: EmailGrantProvider | null,
): RouteImpl<EmailGrantContext>[] {
  const configured = () => {
    if (!provider) throw new NotFoundError(EMAIL_GRANT_MESSAGES.notConfigured);
    return provider;
  };
  return [
    // Opened as a page, not fetched: a page to land on, never JSON, once the feature is there.
    // Without a provider it is not there at all (404, as the callback; docs/email-grant.md), and
    // the client offers no link to it (`emailGrant.available` is false).
    implement(routes.start, async (ctx) => {
      const grantProvider = configured();
      const studentId = await currentStudentId(ctx);
      if (!studentId) return Reply.redirect(`${ROUTES.login}`);
      return Reply.redirect(await grantProvider.start(ctx.http, studentId));
    }),
    implement(routes.callback, async (ctx) => {
      const outcome = await configured().finish(ctx.http);
      switch (outcome.kind) {
        case "granted":
          await ctx.services.emailGrant.connect(
            outcome.studentId,
            outcome.refreshToken,
            outcome.scope,
          );
          return Reply.redirect(EMAIL_GRANT_REDIRECTS.granted);
        case "cancelled":
          return Reply.redirect(EMAIL_GRANT_REDIRECTS.cancelled);
        case "scope-missing":
          return Reply.redirect(EMAIL_GRANT_REDIRECTS.scopeMissing);
        default:
          // A stale or forged callback, a provider error: the reason is logged, never the tokens.
          ctx.logger.warn({ err: outcome.reason }, "the email grant failed");
          return Reply.redirect(EMAIL_GRANT_REDIRECTS.failed);
      }
    }),
    implement(routes.disconnect, async (ctx, { params }) => {
      await ctx.services.emailGrant.disconnect(params.student_id);
      return { success: true as const, message: EMAIL_GRANT_MESSAGES.disconnected };
    }),
  ];
}
