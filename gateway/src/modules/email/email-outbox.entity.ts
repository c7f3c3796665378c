/** Every email the product sends: written first, then delivered by the `email` worker. */
import { defineEntity, type InferEntity, p } from "@mikro-orm/core";

export const EMAIL_STATUS = { pending: "pending", sent: "sent", failed: "failed" } as const;

export const EmailOutbox = defineEntity({
  name: "EmailOutbox",
  tableName: "email_outbox",
  properties: {
    id: p.uuid().primary(),
    toAddress: p.string().length(320),
    subject: p.string().length(300),
    textBody: p.text(),
    htmlBody: p.text().nullable(),
    /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: p.json<Record<string, string>>().nullable(),
    /** pending until delivered; sent or failed after the final attempt. */
    status: p.string().length(10).default(EMAIL_STATUS.pending).index(),
    transport: p.string().length(10).nullable(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
  },
});
export type IEmailOutbox = InferEntity<typeof EmailOutbox>;
