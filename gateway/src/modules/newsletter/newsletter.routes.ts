/** The newsletter's REST routes (spec 2): public, no cookies needed; thin over NewsletterService. */
import { API, NEWSLETTER_MESSAGES } from "@gradplan/schema";
import { implement, type RouteImpl } from "../../core/route";
import type { NewsletterContext } from "./newsletter.context";

const routes = API.newsletter;

export function newsletterRoutes(): RouteImpl<NewsletterContext>[] {
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
      // A link used again (a double click, a mail scanner's prefetch, an older email) finds the
      // address unsubscribed: the same success, so the page never says something went wrong.
      await ctx.services.newsletter.unsubscribe(params.token);
      return { success: true as const, message: NEWSLETTER_MESSAGES.unsubscribed };
    }),
  ];
}
