/** The dashboard's REST routes (spec 1 section 7): thin shims over DashboardService. */
import { API } from "@gradplan/schema";
import { implement, type RouteImpl } from "../../core/route";
import type { DashboardContext } from "./dashboard.context";

const routes = API.dashboard;

export function dashboardRoutes(): RouteImpl<DashboardContext>[] {
  return [
    implement(routes.shortlistingStats, (ctx, { params }) =>
      ctx.services.dashboard.shortlistingStats(params.student_id),
    ),
    implement(routes.sopStats, (ctx, { params }) =>
      ctx.services.dashboard.sopStats(params.student_id),
    ),
    implement(routes.resumeStats, (ctx, { params }) =>
      ctx.services.dashboard.resumeStats(params.student_id),
    ),
    implement(routes.badges, (ctx, { params }) => ctx.services.dashboard.badges(params.student_id)),
    implement(routes.awards, (ctx, { params }) => ctx.services.dashboard.awards(params.student_id)),
  ];
}
