/** Deadline reminder emails: the student's choice, the reminders sent, the unsubscribe links. */
import type { GatewayModule } from "../../core/module";
import { DeadlineReminder, ReminderUnsubscribe } from "./reminder.entities";

const uses = ["auth", "catalogue"] as const;

declare module "../../core/module" {
  interface DomainUses {
    reminders: (typeof uses)[number];
  }
}

export const remindersModule: GatewayModule<"reminders"> = {
  name: "reminders",
  uses,
  entities: [DeadlineReminder, ReminderUnsubscribe],
  personalData: [
    { table: "deadline_reminder", by: "student_id" },
    { table: "reminder_unsubscribe", by: "student_id", leaveOut: ["token_hash"] },
  ],
  api: async () => (await import("./reminders.api")).api,
};
