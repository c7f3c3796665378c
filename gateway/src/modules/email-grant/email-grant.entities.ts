/**
 * A student's mailbox grant (docs/email-grant.md): the provider's refresh token, sealed
 * (core/secret-box.ts, the student's id bound to it), the scope granted, and whether the sync
 * runs or is paused (a refused or revoked grant pauses it and says why). One grant a student.
 */
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { Student } from "../auth/student.entity";

export const GRANT_STATUS = { active: "active", paused: "paused" } as const;
export type GrantStatus = (typeof GRANT_STATUS)[keyof typeof GRANT_STATUS];

export const EmailGrant = defineEntity({
  name: "EmailGrant",
  tableName: "email_grant",
  properties: {
    student: () => p.oneToOne(Student).primary().owner().deleteRule("cascade"),
    /** Sealed: `v1.<key id>.<nonce>.<tag>.<ciphertext>`, never the token itself. */
    sealedRefreshToken: p.text(),
    scope: p.text(),
    status: p.string().length(10).$type<GrantStatus>(),
    /** Why the sync is paused, in words for the student. */
    pausedReason: p.text().nullable(),
    connectedAt: p.datetime(),
    lastSyncedAt: p.datetime().nullable(),
  },
});
export type IEmailGrant = InferEntity<typeof EmailGrant>;
