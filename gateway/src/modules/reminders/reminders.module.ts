/** Deadline reminder emails: the student's choice, the reminders sent, the unsubscribe links. */
import type { GatewayModule } from "../../core/module";
import { DeadlineReminder, ReminderUnsubscribe } from "./reminder.entities";

export const remindersModule: GatewayModule = {
  name: "reminders",
  entities: [DeadlineReminder, ReminderUnsubscribe],
  api: async () => (await import("./reminders.api")).api,
};
