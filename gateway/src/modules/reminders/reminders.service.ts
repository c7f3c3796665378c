/**
 * A student's email choices and the unsubscribe link of the reminder emails (docs/reminders.md).
 * The link's token is stored only as its SHA-256, like every token here.
 */
import {
  type NotificationChoices,
  REMINDER_MESSAGES,
  type UnsubscribeAnswer,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import { NotFoundError } from "../../core/errors";
import { sha256 } from "../../core/hash";
import { Student } from "../auth/student.entity";
import { ReminderUnsubscribe } from "./reminder.entities";

export class RemindersService {
  constructor(private readonly em: EntityManager) {}

  async choices(studentId: string): Promise<NotificationChoices> {
    const student = await this.em.findOne(Student, studentId, { fields: ["deadlineReminders"] });
    if (!student) throw new NotFoundError("We could not find this student.");
    return { deadline_reminders: student.deadlineReminders };
  }

  async setDeadlineReminders(studentId: string, on: boolean): Promise<NotificationChoices> {
    await this.em.nativeUpdate(Student, { id: studentId }, { deadlineReminders: on });
    return this.choices(studentId);
  }

  /** Turns reminders off for the student whose email carried this token; 404 for any other. */
  async unsubscribe(token: string): Promise<UnsubscribeAnswer> {
    // A token is 43 characters: anything much shorter was never made here (no lookup).
    if (token.length < 32) throw new NotFoundError(REMINDER_MESSAGES.unknownToken);
    const link = await this.em.findOne(
      ReminderUnsubscribe,
      { tokenHash: sha256(token) },
      { fields: ["student"] },
    );
    if (!link) throw new NotFoundError(REMINDER_MESSAGES.unknownToken);
    await this.em.nativeUpdate(Student, { id: link.student.id }, { deadlineReminders: false });
    return { success: true, message: REMINDER_MESSAGES.unsubscribed };
  }
}
