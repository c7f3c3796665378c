/** The REST routes of the shortlist (spec 2 section 7): preferences, adding, recalculating. */
import { API } from "@gradplan/schema";
import { UnavailableError } from "../../core/errors";
import { implement, Reply, type RouteImpl } from "../../core/route";
import { requireSignedIn } from "../auth/student-access";

const routes = API.shortlist;
const RECALCULATION_FAILED = "We could not recalculate your shortlist right now. Please try again.";
const RECALCULATION_QUEUED =
  "Your shortlist is being recalculated; it will be up to date in a moment.";

export function shortlistRoutes(): RouteImpl[] {
  return [
    implement(routes.preferences, (ctx, { params }) =>
      ctx.services.shortlist.preferences(params.student_id),
    ),
    implement(routes.editPreferences, async (ctx, { params, body }) => ({
      success: true as const,
      preferences: await ctx.services.shortlist.editPreferences(
        params.student_id,
        body.preferences,
      ),
    })),
    implement(routes.checkAndAddCourse, async (ctx, { body }) => {
      const { exists } = await ctx.services.shortlist.checkAndAdd(body, await requireSignedIn(ctx));
      return { success: true as const, exists };
    }),
    implement(routes.shortlistUniversities, async (ctx, { params }) => {
      const outcome = await ctx.services.shortlist.recalculate(params.student_id);
      if (outcome.status === "failed") {
        ctx.logger.error({ reason: outcome.reason }, "shortlist recalculation failed");
        throw new UnavailableError(RECALCULATION_FAILED);
      }
      if (outcome.status === "queued")
        return Reply.json(202, { success: true, queued: true, message: RECALCULATION_QUEUED });
      return { success: true as const, updated: outcome.updated };
    }),
  ];
}
