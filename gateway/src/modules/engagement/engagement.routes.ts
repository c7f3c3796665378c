/** The REST routes of contact and feedback (spec 1 section 7; DESIGN.md section 3). */
import { API } from "@gradplan/schema";
import { implement, type RouteImpl } from "../../core/route";
import type { EngagementContext } from "./engagement.context";

const routes = API.engagement;
const done = { success: true as const };

export function engagementRoutes(): RouteImpl<EngagementContext>[] {
  return [
    implement(routes.contact, async (ctx, { body }) => {
      await ctx.services.engagement.contact(body, ctx.http.ip);
      return done;
    }),
    implement(routes.feedback, async (ctx, { body }) => {
      await ctx.services.engagement.feedback(body, null);
      return done;
    }),
    implement(routes.studentFeedback, async (ctx, { params, body }) => {
      await ctx.services.engagement.feedback(body, params.student_id);
      return done;
    }),
  ];
}
