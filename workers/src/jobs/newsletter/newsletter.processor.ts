/**
 * Writes one newsletter delivery's email, at most once. In one transaction, with the delivery's
 * row locked: a delivery already written is left be; otherwise its outbox row is inserted (its
 * id is the delivery's, so a second insert could not succeed) and the delivery marked written
 * with its unsubscribe token's hash. A crash before the commit leaves nothing; after it, a retry
 * or a resume only adds the email job again, whose id is the outbox id (the email worker skips a
 * row already sent).
 */
import { createHash, randomBytes } from "node:crypto";
import { EMAIL_STATUS, EmailOutbox } from "@gradplan/gateway";
import { type EmailJob, type NewsletterJob, QUEUE } from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import { type Job, type Queue, UnrecoverableError } from "bullmq";
import { newsletterEmail } from "./newsletter-email";

export interface NewsletterResult {
  status: "written" | "already-written" | "skipped";
}

/** Test seams: where a crash is simulated (inside the transaction, and just after its commit). */
export interface NewsletterHooks {
  afterOutboxWrite?: () => void | Promise<void>;
  afterCommit?: () => void | Promise<void>;
}

interface DeliveryRow {
  status: string;
  outbox_id: string | null;
  email: string;
  subscriber_status: string;
  subject: string;
  text_body: string;
  html_body: string | null;
}

export function newsletterProcessor(
  orm: MikroORM,
  emailQueue: Queue<EmailJob>,
  publicUrl: string,
  hooks: NewsletterHooks = {},
) {
  return async (job: Job<NewsletterJob>): Promise<NewsletterResult> => {
    const id = job.data.deliveryId;
    const outcome = await orm.em.fork().transactional(async (tx) => {
      const [row] = await tx.execute<DeliveryRow[]>(
        `select d.status, d.outbox_id, s.email, s.status as subscriber_status,
                i.subject, i.text_body, i.html_body
         from newsletter_delivery d
         join newsletter_subscriber s on s.id = d.subscriber_id
         join newsletter_issue i on i.id = d.issue_id
         where d.id = ? for update of d`,
        [id],
      );
      if (!row) throw new UnrecoverableError(`newsletter delivery ${id} does not exist`);
      if (row.outbox_id) return { status: "already-written" as const, outboxId: row.outbox_id };
      if (row.status !== "pending") return { status: "skipped" as const, outboxId: null };
      if (row.subscriber_status !== "confirmed") {
        // Unsubscribed since the issue went out: they get nothing more.
        await tx.execute(`update newsletter_delivery set status = 'skipped' where id = ?`, [id]);
        return { status: "skipped" as const, outboxId: null };
      }
      const token = randomBytes(32).toString("base64url");
      const email = newsletterEmail(
        { subject: row.subject, text: row.text_body, html: row.html_body },
        publicUrl,
        token,
      );
      tx.create(EmailOutbox, {
        id,
        toAddress: row.email,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
        headers: email.headers,
        status: EMAIL_STATUS.pending,
        attempts: 0,
        createdAt: new Date(),
      });
      await tx.flush();
      await hooks.afterOutboxWrite?.();
      await tx.execute(
        `update newsletter_delivery
         set status = 'written', outbox_id = ?, unsubscribe_token_hash = ?, written_at = now()
         where id = ?`,
        [id, createHash("sha256").update(token).digest("hex"), id],
      );
      return { status: "written" as const, outboxId: id };
    });
    await hooks.afterCommit?.();
    if (outcome.outboxId)
      await emailQueue.add(
        QUEUE.email,
        { outboxId: outcome.outboxId },
        { jobId: outcome.outboxId },
      );
    return { status: outcome.status };
  };
}
