/**
 * Delivers one outbox row. Idempotent: a row already sent is skipped, so a retried or duplicated
 * job never sends twice. The row records each attempt and the final outcome.
 */
import { EMAIL_STATUS, EmailOutbox } from "@gradplan/gateway";
import type { EmailJob } from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import { type Job, UnrecoverableError } from "bullmq";
import type { EmailTransport } from "./transport";

export interface EmailResult {
  status: "sent" | "already-sent";
  transport: string;
}

export function emailProcessor(orm: MikroORM, transport: EmailTransport, from: string) {
  return async (job: Job<EmailJob>): Promise<EmailResult> => {
    const em = orm.em.fork();
    const row = await em.findOne(EmailOutbox, job.data.outboxId);
    if (!row) throw new UnrecoverableError(`outbox row ${job.data.outboxId} does not exist`);
    if (row.status === EMAIL_STATUS.sent)
      return { status: "already-sent", transport: row.transport ?? transport.name };
    row.attempts += 1;
    try {
      await transport.send({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? null,
        headers: row.headers ?? undefined,
      });
    } catch (error) {
      row.lastError = (error as Error).message.slice(0, 1000);
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (lastAttempt) row.status = EMAIL_STATUS.failed;
      await em.flush();
      throw error;
    }
    row.status = EMAIL_STATUS.sent;
    row.transport = transport.name;
    row.sentAt = new Date();
    row.lastError = null;
    await em.flush();
    return { status: "sent", transport: transport.name };
  };
}
