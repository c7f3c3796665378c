/** The newsletter's REST routes (spec 2): public, no cookies needed; thin over NewsletterService. */
import { API, NEWSLETTER_MESSAGES } from "@gradplan/schema";
import { envelope } from "../../core/errors";
import { implement, Reply, type RouteImpl } from "../../core/route";

const routes = API.newsletter;

export function newsletterRoutes(): RouteImpl[] {
  return [
    implement(routes.subscribe, async (ctx, { body }) => {
      await ctx.services.newsletter.subscribe(body.email, ctx.http.ip);
      return { success: true as const, message: NEWSLETTER_MESSAGES.subscribed };
    }),
    implement(routes.confirm, async (ctx, { params }) => {
      await ctx.services.newsletter.confirm(params.token);
      return { success: true as const, message: NEWSLETTER_MESSAGES.confirmed };
    }),
    implement(routes.unsubscribe, async (ctx, { params }) => {
      const outcome = await ctx.services.newsletter.unsubscribe(params.token);
      // A link used twice: gone (410), told apart from a token never made (404).
      if (outcome === "already")
        return Reply.json(410, envelope(NEWSLETTER_MESSAGES.alreadyUnsubscribed));
      return { success: true as const, message: NEWSLETTER_MESSAGES.unsubscribed };
    }),
  ];
}
