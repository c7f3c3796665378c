/** A student account: who they are and how they sign in. Profile fields come with issue 4. */
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
    applyingSemester: p.string().length(10).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IStudent = InferEntity<typeof Student>;
