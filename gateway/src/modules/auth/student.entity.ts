/** A student account: who they are, how they sign in, and their personal information. */
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";

export const Student = defineEntity({
  name: "Student",
  tableName: "student",
  properties: {
    id: p.uuid().primary(),
    /** Trimmed and lower-cased: one account per mailbox. */
    email: p.string().length(254).unique(),
    /** scrypt parameters, salt and hash (see auth/password.ts); never leaves the server. */
    passwordHash: p.text().hidden(),
    firstName: p.string().length(50),
    lastName: p.string().length(50),
    category: p.string().length(30),
    /**
     * False for an account made by a third-party sign-in, which starts as International Student
     * without being asked; true once the student saves their personal information.
     */
    categoryConfirmed: p.boolean().default(true),
    applyingSemester: p.string().length(10).nullable(),
    /** ISO 3166 alpha-2 country code. */
    nationality: p.string().length(2).nullable(),
    phoneNumber: p.string().length(30).nullable(),
    dateOfBirth: p.string().columnType("date").nullable(),
    gender: p.string().length(30).nullable(),
    undergradUniversity: p.string().length(300).nullable(),
    /** Deadline reminder emails (docs/reminders.md): on unless the student turns them off. */
    deadlineReminders: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IStudent = InferEntity<typeof Student>;
