/**
 * The email-sync schedule: one BullMQ job scheduler per connected student (every
 * SYNC_EVERY_MS, its id the student's), added on connect and removed on disconnect or when a
 * refused grant pauses the sync; a sync asked for now is one more job, deduplicated per student.
 */
import { type EmailSyncJob, QUEUE } from "@gradplan/schema";
import type { Queue } from "bullmq";

export const SYNC_EVERY_MS = 6 * 60 * 60 * 1000;
const schedulerId = (studentId: string) => `email-sync:${studentId}`;

export class SyncSchedule {
  constructor(private readonly queue: Queue<EmailSyncJob>) {}

  async start(studentId: string): Promise<void> {
    await this.queue.upsertJobScheduler(
      schedulerId(studentId),
      { every: SYNC_EVERY_MS },
      {
        name: QUEUE.emailSync,
        data: { studentId },
        opts: { attempts: 3, backoff: { type: "exponential", delay: 60_000 } },
      },
    );
  }

  async stop(studentId: string): Promise<void> {
    await this.queue.removeJobScheduler(schedulerId(studentId));
  }

  async now(studentId: string): Promise<void> {
    await this.queue.add(
      QUEUE.emailSync,
      { studentId },
      {
        deduplication: { id: `now:${studentId}` },
        attempts: 3,
        backoff: { type: "exponential", delay: 30_000 },
      },
    );
  }
}
