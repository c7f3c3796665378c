/**
 * A student's mailbox grant (docs/email-grant.md): the provider's refresh token, sealed
 * (core/secret-box.ts, the student's id bound to it), the scope granted, and whether the sync
 * runs or is paused (a refused or revoked grant pauses it and says why). One grant a student.
 */
import type { GrantStatus } from "@gradplan/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";
import { Student } from "../auth/student.entity";

export { GRANT_STATUS } from "@gradplan/schema";

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

/** What a proposal asks the student to do with it. */
export const PROPOSAL_STATUS = {
  proposed: "proposed",
  accepted: "accepted",
  dismissed: "dismissed",
} as const;
export type ProposalStatus = (typeof PROPOSAL_STATUS)[keyof typeof PROPOSAL_STATUS];

/**
 * A decision found in one message (or in text the student pasted), proposed as a status change
 * the student confirms. Only what the proposal needs is kept: the sender, the date, the
 * subject, the decision and the sentence that says it; never a body. Mailbox rows go when the
 * inbox is disconnected.
 */
export const EmailDecision = defineEntity({
  name: "EmailDecision",
  tableName: "email_decision",
  uniques: [{ properties: ["student", "messageId"] }],
  properties: {
    id: p.uuid().primary(),
    student: () => p.manyToOne(Student).index().deleteRule("cascade"),
    /** "mailbox" or "pasted". */
    source: p.string().length(10),
    /** The provider's message id (mailbox), or a hash of the pasted text: read once. */
    messageId: p.string().length(200),
    sender: p.string().length(320),
    receivedAt: p.datetime(),
    subject: p.string().length(300),
    /** One of the classifier's decision kinds. */
    decision: p.string().length(30),
    universityId: p.integer().nullable(),
    universityName: p.string().length(200).nullable(),
    /** The shortlisted course it is about, when it can be told. */
    courseId: p.integer().nullable(),
    sentence: p.string().length(300).nullable(),
    status: p.string().length(10).$type<ProposalStatus>(),
    createdAt: p.datetime(),
    resolvedAt: p.datetime().nullable(),
  },
});
export type IEmailDecision = InferEntity<typeof EmailDecision>;

/** A message read and found to be no decision: its id alone, so a sync does not fetch it again. */
export const EmailSeen = defineEntity({
  name: "EmailSeen",
  tableName: "email_seen",
  properties: {
    student: () => p.manyToOne(Student).primary().deleteRule("cascade"),
    messageId: p.string().length(200).primary(),
  },
});
