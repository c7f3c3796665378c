/**
 * The outbox sweep runs every five minutes from a BullMQ job scheduler upserted by a fixed id
 * when the worker starts (as the reminders' is): one schedule however many workers start.
 */
import { type EmailOutboxSweepJob, QUEUE } from "@gradplan/schema";
import type { Queue } from "bullmq";

export const SWEEP_SCHEDULER_ID = "email-outbox-sweep";
export const SWEEP_EVERY_MS = 5 * 60_000;

export async function scheduleOutboxSweep(queue: Queue<EmailOutboxSweepJob>): Promise<void> {
  await queue.upsertJobScheduler(
    SWEEP_SCHEDULER_ID,
    { every: SWEEP_EVERY_MS },
    // A failed run is simply the next run's work: no retries of its own.
    { name: QUEUE.emailOutboxSweep, data: {}, opts: { attempts: 1 } },
  );
}
