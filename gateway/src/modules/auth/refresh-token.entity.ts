/**
 * A refresh token, stored only as its SHA-256 hash. Tokens of one sign-in share a family: each
 * refresh replaces the token with a new one of the same family, and presenting a replaced
 * token again (a sign of theft) revokes the whole family.
 */
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { Student } from "./student.entity";

export const RefreshToken = defineEntity({
  name: "RefreshToken",
  tableName: "refresh_token",
  properties: {
    id: p.uuid().primary(),
    student: () => p.manyToOne(Student).deleteRule("cascade").index(),
    familyId: p.uuid().index(),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
    replacedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});
export type IRefreshToken = InferEntity<typeof RefreshToken>;
