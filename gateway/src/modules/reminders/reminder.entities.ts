/**
 * Deadline reminders (docs/reminders.md): one row per reminder sent, so none is sent twice, and
 * the unsubscribe tokens the emails carry, stored only as their SHA-256.
 */
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { Student } from "../auth/student.entity";
import { Course } from "../catalogue/course.entity";

export const DeadlineReminder = defineEntity({
  name: "DeadlineReminder",
  tableName: "deadline_reminder",
  properties: {
    student: () => p.manyToOne(Student).primary().deleteRule("cascade"),
    course: () => p.manyToOne(Course).primary().deleteRule("cascade"),
    /** early_deadline, priority_deadline or regular_deadline. */
    kind: p.string().length(20).primary(),
    deadline: p.string().columnType("date").primary(),
    daysBefore: p.smallint().primary(),
    sentAt: p.datetime(),
  },
});
export type IDeadlineReminder = InferEntity<typeof DeadlineReminder>;

/** One per reminder email: a link in an old email keeps working after newer ones are sent. */
export const ReminderUnsubscribe = defineEntity({
  name: "ReminderUnsubscribe",
  tableName: "reminder_unsubscribe",
  properties: {
    /** sha256 of the token, hex: the token itself is only in the email. */
    tokenHash: p.string().length(64).columnType("char(64)").primary(),
    student: () => p.manyToOne(Student).deleteRule("cascade").index(),
    createdAt: p.datetime(),
  },
});
export type IReminderUnsubscribe = InferEntity<typeof ReminderUnsubscribe>;
