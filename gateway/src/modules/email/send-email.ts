/** Sending an email: an outbox row first (the durable record), then a job naming only its id. */
import { randomUUID } from "node:crypto";
import { type EmailJob, QUEUE } from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Queue } from "bullmq";
import { EMAIL_STATUS, EmailOutbox } from "./email-outbox.entity";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export async function sendEmail(
  em: EntityManager,
  queue: Queue<EmailJob>,
  email: OutgoingEmail,
): Promise<string> {
  const id = randomUUID();
  em.create(EmailOutbox, {
    id,
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
    headers: email.headers ?? null,
    status: EMAIL_STATUS.pending,
    attempts: 0,
    createdAt: new Date(),
  });
  await em.flush();
  // The job id is the outbox id: adding the same email twice queues it once.
  await queue.add(QUEUE.email, { outboxId: id }, { jobId: id });
  return id;
}
