/**
 * Asking for a shortlist recalculation and waiting for it, bounded. One job per student at a
 * time (BullMQ deduplication keyed by student): a burst of edits while a job runs leaves one
 * more job queued, not one per edit, and a request whose edit the running job may have missed
 * waits for that follow-up job.
 */
import { randomUUID } from "node:crypto";
import {
  QUEUE,
  type ShortlistRecalculationJob,
  type ShortlistRecalculationResult,
} from "@gradplan/schema";
import type { Job, Queue } from "bullmq";
import type { Redis } from "ioredis";
import { isTimeout, JobWaiter } from "../../core/job-waiter";

export const RECALCULATION_WAIT_MS = 20_000;

export type RecalculationOutcome =
  | { status: "done"; updated: number }
  | { status: "queued" }
  | { status: "failed"; reason: string };

type RecalcQueue = Queue<ShortlistRecalculationJob, ShortlistRecalculationResult>;
type RecalcJob = Job<ShortlistRecalculationJob, ShortlistRecalculationResult>;

export class ShortlistRecalculation {
  private readonly waiter: JobWaiter;

  constructor(
    private readonly queue: RecalcQueue,
    connection: Redis,
    prefix: string,
    private readonly waitMs = RECALCULATION_WAIT_MS,
  ) {
    this.waiter = new JobWaiter(QUEUE.shortlistRecalculation, connection, prefix);
    // Each waiting request listens for the queue closing: many at once is the normal case.
    queue.setMaxListeners(0);
  }

  private add(studentId: string, request: string): Promise<RecalcJob> {
    return this.queue.add(
      QUEUE.shortlistRecalculation,
      { studentId, request },
      { deduplication: { id: studentId, keepLastIfActive: true }, attempts: 3 },
    );
  }

  async run(studentId: string): Promise<RecalculationOutcome> {
    const deadline = Date.now() + this.waitMs;
    const request = randomUUID();
    try {
      // Listening before adding, so a job that finishes at once is still heard.
      const job = await this.waiter.enqueue(() => this.add(studentId, request));
      const stored = await this.queue.getJob(job.id as string);
      // Our own job, or one still waiting, reads the profile after our edit: its answer is ours.
      const state = stored ? await stored.getState() : "unknown";
      if (!stored || stored.data.request === request || state !== "active") {
        const result = await this.waiter.wait(stored ?? job, deadline);
        return { status: "done", updated: result.updated };
      }
      // Another request's job was already running: it may have read the profile before our
      // edit. Let it finish, then wait for the follow-up (or a fresh job if none was kept).
      await this.waiter.wait(stored, deadline);
      const next = await this.waiter.enqueue(() => this.add(studentId, request));
      const result = await this.waiter.wait(next, deadline);
      return { status: "done", updated: result.updated };
    } catch (error) {
      // Still running when the wait ends: it completes on its own; the student need not wait.
      if (isTimeout(error)) return { status: "queued" };
      return { status: "failed", reason: (error as Error).message };
    }
  }

  async close(): Promise<void> {
    await this.waiter.close();
    await this.queue.close();
  }
}
