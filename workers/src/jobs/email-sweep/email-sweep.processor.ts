/**
 * The outbox sweep: an email whose row is pending but which no job will ever send is stranded.
 * That happens when Redis lost its jobs (restarted without its data, a failover) or when every
 * attempt of a job failed before the transport was reached (PostgreSQL away longer than the
 * retries' backoff). Every few minutes the sweep gives such a row its job again, under the row's
 * id as always, so a row whose job is still waiting, delayed or running is left alone and one row
 * never has two jobs. A row pending past a day is marked failed instead: a sign-in link or a
 * reminder that late does more harm than good.
 */
import { EMAIL_STATUS, EmailOutbox, type Logger } from "@gradplan/gateway";
import { type EmailJob, type EmailOutboxSweepResult, QUEUE } from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { JobType, Queue } from "bullmq";

/** A row younger than this may still be on its way (queued, retrying with backoff). */
export const STRANDED_AFTER_MS = 10 * 60_000;
/** A row still pending at this age is given up on. */
export const GIVE_UP_AFTER_MS = 24 * 3600_000;
/** Rows looked at per run: a backlog is worked through over a few runs, never in one query. */
export const SWEEP_BATCH = 500;
export const GIVEN_UP = "not delivered within 24 hours: given up";

/** States in which the row's job will still run: nothing to do. */
const ALIVE = new Set<JobType | "unknown">([
  "waiting",
  "active",
  "delayed",
  "prioritized",
  "waiting-children",
]);

export function emailOutboxSweepProcessor(
  orm: MikroORM,
  emailQueue: Queue<EmailJob>,
  logger: Logger,
) {
  return async (): Promise<EmailOutboxSweepResult> => {
    const em = orm.em.fork();
    const now = Date.now();
    const expired = await em.nativeUpdate(
      EmailOutbox,
      { status: EMAIL_STATUS.pending, createdAt: { $lt: new Date(now - GIVE_UP_AFTER_MS) } },
      { status: EMAIL_STATUS.failed, lastError: GIVEN_UP },
    );
    const stale = await em.find(
      EmailOutbox,
      { status: EMAIL_STATUS.pending, createdAt: { $lt: new Date(now - STRANDED_AFTER_MS) } },
      { fields: ["id"], orderBy: { createdAt: "asc" }, limit: SWEEP_BATCH },
    );
    let requeued = 0;
    for (const { id } of stale) {
      const job = await emailQueue.getJob(id);
      if (job) {
        if (ALIVE.has(await job.getState())) continue;
        // Finished (failed for good, or completed without settling the row): the id is taken
        // until the old job goes, and adding under a taken id does nothing.
        await job.remove();
      }
      await emailQueue.add(QUEUE.email, { outboxId: id }, { jobId: id });
      requeued += 1;
    }
    // Worth an operator's look: something lost jobs or held PostgreSQL away for long.
    if (requeued > 0 || expired > 0) logger.warn({ requeued, expired }, "stranded emails swept");
    return { requeued, expired };
  };
}
