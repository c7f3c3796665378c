/**
 * The REST routes of the shortlist (spec 2 section 7): preferences, adding, listing, statuses,
 * removing, recalculating, popups and the calendar; thin shims over the services.
 */
import { API, SHORTLIST_MESSAGES } from "@gradplan/schema";
import { UnavailableError } from "../../core/errors";
import { implement, Reply, type RouteImpl } from "../../core/route";
import { requireSignedIn } from "../auth/student-access";
import type { ShortlistContext } from "./shortlist.context";
import { preferencesOnly } from "./shortlist.service";

const routes = API.shortlist;
const RECALCULATION_FAILED = "We could not recalculate your shortlist right now. Please try again.";
const RECALCULATION_QUEUED =
  "Your shortlist is being recalculated; it will be up to date in a moment.";

/** An .ics answer; a download names the file, a feed is read in place by calendar apps. */
function calendarReply(text: string, download: boolean): Reply {
  return Reply.file(Buffer.from(text, "utf8"), {
    "content-type": "text/calendar; charset=utf-8",
    "cache-control": "private, no-store",
    ...(download ? { "content-disposition": 'attachment; filename="gradplan-deadlines.ics"' } : {}),
  });
}

export function shortlistRoutes(): RouteImpl<ShortlistContext>[] {
  return [
    implement(routes.preferences, async (ctx, { params }) =>
      preferencesOnly(await ctx.services.shortlist.preferences(params.student_id)),
    ),
    implement(routes.editPreferences, async (ctx, { params, body }) => ({
      success: true as const,
      preferences: preferencesOnly(
        await ctx.services.shortlist.editPreferences(params.student_id, body.preferences),
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
    implement(routes.fetchShortlist, async (ctx, { params }) => {
      const groups = await ctx.services.shortlistRead.shortlist(params.student_id);
      return groups.length > 0 ? groups : { message: SHORTLIST_MESSAGES.empty };
    }),
    implement(routes.updateCourseStatus, async (ctx, { params, body }) => ({
      success: true as const,
      course: await ctx.services.shortlist.updateStatus(params.student_id, body),
    })),
    implement(routes.deleteCourse, async (ctx, { query }) => {
      await ctx.services.shortlist.removeFor(
        await requireSignedIn(ctx),
        query.studentId,
        query.courseId,
      );
      return { success: true as const };
    }),
    implement(routes.popups, (ctx, { params }) => ctx.services.popups.popups(params.student_id)),
    implement(routes.dismissPopup, async (ctx, { params, body }) => {
      await ctx.services.popups.dismiss(params.student_id, params.popupId, body.is_dismissed);
      return { success: true as const };
    }),
    implement(routes.calendar, async (ctx, { params }) =>
      calendarReply(await ctx.services.calendar.ics(params.student_id), true),
    ),
    implement(routes.resetCalendarFeed, async (ctx, { params }) => {
      const feed = await ctx.services.calendar.reset(params.student_id);
      return { success: true as const, url: feed.url as string };
    }),
    implement(routes.calendarFeed, async (ctx, { params }) =>
      calendarReply(await ctx.services.calendar.icsForToken(params.token), false),
    ),
  ];
}
