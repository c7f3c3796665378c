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
  try {
    await queue.add(QUEUE.email, { outboxId: id }, { jobId: id });
  } catch (error) {
    // Redis down: no job will ever send this row, and the caller answers an error the client
    // retries, which writes another. Leaving it pending would strand it, or send it twice if a
    // sweep ever picked it up. (A job that did reach Redis finds no row and sends nothing.)
    await em.nativeDelete(EmailOutbox, { id });
    throw error;
  }
  return id;
}
