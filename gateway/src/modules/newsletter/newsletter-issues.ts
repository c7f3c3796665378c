/**
 * Newsletter issues staff send: the issue and one delivery per confirmed subscriber are written
 * in one transaction, then one job per delivery (its id as the job id). Resuming an issue adds
 * again every delivery not yet written and every written email not yet delivered; the worker
 * writes each delivery's email at most once (workers/src/jobs/newsletter).
 */
import { randomUUID } from "node:crypto";
import {
  type EmailJob,
  NEWSLETTER_MESSAGES,
  type NewsletterIssueInput,
  type NewsletterJob,
  QUEUE,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Queue } from "bullmq";
import { NotFoundError } from "../../core/errors";

export interface IssueOutcome {
  issueId: string;
  /** Deliveries of the issue: one per subscriber confirmed when it was sent. */
  recipients: number;
  /** Jobs added by this call. */
  queued: number;
}

export class NewsletterIssues {
  constructor(
    private readonly em: EntityManager,
    private readonly queue: Queue<NewsletterJob>,
    private readonly emailQueue: Queue<EmailJob>,
  ) {}

  async send(input: NewsletterIssueInput, sentBy: string): Promise<IssueOutcome> {
    const issueId = randomUUID();
    const deliveries = await this.em.transactional(async (tx) => {
      await tx.execute(
        `insert into newsletter_issue (id, subject, text_body, html_body, sent_by, created_at)
         values (?, ?, ?, ?, ?, now())`,
        [issueId, input.subject, input.text, input.html, sentBy],
      );
      return tx.execute<{ id: string }[]>(
        `insert into newsletter_delivery (id, issue_id, subscriber_id, status, created_at)
         select gen_random_uuid(), ?, id, 'pending', now()
         from newsletter_subscriber where status = 'confirmed'
         returning id`,
        [issueId],
      );
    });
    const ids = deliveries.map((row) => row.id);
    await this.enqueue(ids);
    return { issueId, recipients: ids.length, queued: ids.length };
  }

  /** Adds again what is unfinished: after a crash, or jobs that failed for good. */
  async resume(issueId: string): Promise<IssueOutcome> {
    const rows = await this.em.execute<
      { id: string; status: string; outbox_id: string | null; email_status: string | null }[]
    >(
      `select d.id, d.status, d.outbox_id, o.status as email_status
       from newsletter_delivery d left join email_outbox o on o.id = d.outbox_id
       where d.issue_id = ?`,
      [issueId],
    );
    if (rows.length === 0) {
      const found = await this.em.execute(`select 1 from newsletter_issue where id = ?`, [issueId]);
      if (found.length === 0) throw new NotFoundError(NEWSLETTER_MESSAGES.issueNotFound);
    }
    const unwritten = rows.filter((row) => row.status === "pending").map((row) => row.id);
    const undelivered = rows
      .filter((row) => row.outbox_id && row.email_status === "pending")
      .map((row) => row.outbox_id as string);
    for (const id of unwritten) {
      // A job that failed for good keeps its id: it must go before the same id can be added.
      const job = await this.queue.getJob(id);
      if (job && (await job.isFailed())) await job.remove();
    }
    await this.enqueue(unwritten);
    // The outbox id is the job id: an email job still queued is not added twice, and the
    // email worker skips a row already sent.
    await this.emailQueue.addBulk(
      undelivered.map((id) => ({ name: QUEUE.email, data: { outboxId: id }, opts: { jobId: id } })),
    );
    return { issueId, recipients: rows.length, queued: unwritten.length + undelivered.length };
  }

  /** A delivery's id is its job's: a job still waiting is not added twice. */
  private async enqueue(deliveryIds: string[]): Promise<void> {
    await this.queue.addBulk(
      deliveryIds.map((id) => ({
        name: QUEUE.newsletter,
        data: { deliveryId: id },
        opts: { jobId: id },
      })),
    );
  }
}
