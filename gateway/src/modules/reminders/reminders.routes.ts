/** The reminders' REST routes (ours): thin shims over RemindersService. */
import { API } from "@gradplan/schema";
import { implement, type RouteImpl } from "../../core/route";
import type { RemindersContext } from "./reminders.context";

const routes = API.reminders;

export function reminderRoutes(): RouteImpl<RemindersContext>[] {
  return [
    implement(routes.notificationChoices, (ctx, { params }) =>
      ctx.services.reminders.choices(params.student_id),
    ),
    implement(routes.setNotificationChoices, (ctx, { params, body }) =>
      ctx.services.reminders.setDeadlineReminders(params.student_id, body.deadline_reminders),
    ),
    implement(routes.unsubscribe, (ctx, { params }) =>
      ctx.services.reminders.unsubscribe(params.token),
    ),
  ];
}
