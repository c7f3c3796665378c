/**
 * Waiting for a job's outcome, bounded: the QueueEvents stream a request needs to hear a job
 * finish, made on first use on a blocking connection of its own, and closed with the app.
 */
import type { QueueName } from "@gradplan/schema";
import { type Job, QueueEvents } from "bullmq";
import type { Redis } from "ioredis";

export class JobWaiter {
  private events: QueueEvents | null = null;

  constructor(
    private readonly queueName: QueueName,
    private readonly connection: Redis,
    private readonly prefix: string,
  ) {}

  async ready(): Promise<QueueEvents> {
    if (!this.events) {
      this.events = new QueueEvents(this.queueName, {
        connection: this.connection.duplicate({ maxRetriesPerRequest: null }),
        prefix: this.prefix,
      });
      // Every waiting request listens on this one stream: many at once is the normal case.
      this.events.setMaxListeners(0);
    }
    await this.events.waitUntilReady();
    return this.events;
  }

  /** The job's result; rejects with the failure, or with "timed out" once the deadline passes. */
  async wait<Result>(job: Job<unknown, Result>, deadline: number): Promise<Result> {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error("timed out");
    return job.waitUntilFinished(await this.ready(), left);
  }

  async close(): Promise<void> {
    await this.events?.close();
    this.events = null;
  }
}

export const isTimeout = (error: unknown) => /timed out/i.test((error as Error).message);
