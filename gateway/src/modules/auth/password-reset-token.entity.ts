/** A password-reset link's token, stored only as its SHA-256 hash; single use, short-lived. */
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { Student } from "./student.entity";

export const PasswordResetToken = defineEntity({
  name: "PasswordResetToken",
  tableName: "password_reset_token",
  properties: {
    id: p.uuid().primary(),
    student: () => p.manyToOne(Student).deleteRule("cascade").index(),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IPasswordResetToken = InferEntity<typeof PasswordResetToken>;
