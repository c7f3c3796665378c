/**
 * Delivers one outbox row, at most once. The row is claimed as sent in one conditional update
 * before the transport is called, so two runs of one job (a stalled job retried while the first
 * still runs) or a run retried after its record was lost (PostgreSQL cut after the send, a worker
 * killed between the send and the record) never send twice: the fault suite saw both. A transport
 * that refuses gives the row back (pending, or failed on the last attempt) and the job retries.
 * The one window left is a worker killed between the claim and the transport: that email is
 * recorded sent and not delivered (docs/operations.md), which the "no double email"
 * prefers to a second copy.
 */
import { EMAIL_STATUS, EmailOutbox } from "@gradplan/gateway";
import type { EmailJob } from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import { type Job, UnrecoverableError } from "bullmq";
import type { EmailTransport } from "./transport";

/** What the processor is handed to deliver through, for another job's test to fake. */
export type { EmailTransport, Mail } from "./transport";

export interface EmailResult {
  status: "sent" | "already-sent";
  transport: string;
}

export function emailProcessor(orm: MikroORM, transport: EmailTransport, from: string) {
  return async (job: Job<EmailJob>): Promise<EmailResult> => {
    const em = orm.em.fork();
    const row = await em.findOne(EmailOutbox, job.data.outboxId);
    if (!row) throw new UnrecoverableError(`outbox row ${job.data.outboxId} does not exist`);
    const claimed = await em.nativeUpdate(
      EmailOutbox,
      { id: row.id, status: { $ne: EMAIL_STATUS.sent } },
      {
        status: EMAIL_STATUS.sent,
        transport: transport.name,
        sentAt: new Date(),
        attempts: row.attempts + 1,
        lastError: null,
      },
    );
    if (claimed === 0)
      return { status: "already-sent", transport: row.transport ?? transport.name };
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
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await em.nativeUpdate(
        EmailOutbox,
        { id: row.id },
        {
          status: lastAttempt ? EMAIL_STATUS.failed : EMAIL_STATUS.pending,
          transport: null,
          sentAt: null,
          lastError: (error as Error).message.slice(0, 1000),
        },
      );
      throw error;
    }
    return { status: "sent", transport: transport.name };
  };
}
