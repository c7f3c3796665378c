/**
 * Waiting for a job's outcome, bounded: the QueueEvents stream a request needs to hear a job
 * finish, made on first use on a blocking connection of its own, and closed with the app.
 */
import type { QueueName } from "@gradplan/schema";
import { type Job, type JobsOptions, type Queue, QueueEvents } from "bullmq";
import type { Redis } from "ioredis";
import { blockingConnection, ignoreRepeatedError, REDIS_REPLY_TIMEOUT_MS } from "./queue-factory";

/** Redis did not take the job (down, frozen, or not listening in time): nothing was queued. */
export class NotQueuedError extends Error {}

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
        connection: blockingConnection(this.connection),
        prefix: this.prefix,
      });
      // Every waiting request listens on this one stream: many at once is the normal case.
      this.events.setMaxListeners(0);
      this.events.on("error", ignoreRepeatedError);
    }
    await this.events.waitUntilReady();
    return this.events;
  }

  /**
   * Listens, then adds the job with `add`. A Redis that does not listen within its reply time or
   * refuses the add rejects with NotQueuedError: a failure to report, never "still running".
   */
  async enqueue<J>(add: () => Promise<J>): Promise<J> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.ready(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error("Redis did not start listening in time")),
            REDIS_REPLY_TIMEOUT_MS,
          );
        }),
      ]);
      return await add();
    } catch (error) {
      throw new NotQueuedError(`not queued: ${(error as Error).message}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
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

/** The wait ended before the job did (it was queued, and runs on its own). */
export const isTimeout = (error: unknown) =>
  !(error instanceof NotQueuedError) && /timed out/i.test((error as Error).message);

export type JobOutcome<Result> =
  | { status: "done"; result: Result }
  | { status: "failed"; reason: string }
  | { status: "queued" };

/**
 * A queue whose jobs a request adds under its own id and waits for, bounded (DESIGN.md section
 * 4): the answer within the wait, the failure's reason, or "queued" when the wait ends first
 * (the job completes on its own). Adding the same id twice runs the job once.
 */
export class WaitedJobs<Data, Result> {
  private readonly waiter: JobWaiter;

  constructor(
    private readonly queue: Queue<Data, Result>,
    connection: Redis,
    prefix: string,
    private readonly options: Omit<JobsOptions, "jobId"> = {},
  ) {
    this.waiter = new JobWaiter(queue.name as QueueName, connection, prefix);
    // Each waiting request listens for the queue closing: many at once is the normal case.
    queue.setMaxListeners(0);
  }

  async run(jobId: string, data: Data, waitMs: number): Promise<JobOutcome<Result>> {
    const deadline = Date.now() + waitMs;
    try {
      // Listening before adding, so a job that finishes at once is still heard.
      const job = await this.waiter.enqueue(() =>
        this.queue.add(
          this.queue.name as Parameters<Queue<Data, Result>["add"]>[0],
          data as Parameters<Queue<Data, Result>["add"]>[1],
          { ...this.options, jobId },
        ),
      );
      return {
        status: "done",
        result: await this.waiter.wait(job as Job<unknown, Result>, deadline),
      };
    } catch (error) {
      if (isTimeout(error)) return { status: "queued" };
      return { status: "failed", reason: (error as Error).message };
    }
  }

  async close(): Promise<void> {
    await this.waiter.close();
    await this.queue.close();
  }
}
