/**
 * The one way queues and workers are made: shared connections, retries with exponential backoff,
 * bounded retention of finished jobs, only the final failure logged, and a graceful close. Jobs
 * carry the queuing request's id (`requestId` in their data), and workers run and log each job
 * under it and record its duration and failures (core/metrics.ts).
 */
import type { JobTrace, QueueName } from "@gradplan/schema";
import { type JobsOptions, type Processor, Queue, Worker } from "bullmq";
import { Redis } from "ioredis";
import type { Logger } from "./logger";
import { jobDuration, jobFailures } from "./metrics";
import { stampRequestId, withRequestId } from "./request-id";

export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: "exponential", delay: 1000 },
  // Keep enough history to debug, never an unbounded Redis.
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
};

/**
 * How long a request waits for one Redis reply. A Redis that is up but frozen (stopped, swapping,
 * a network partition that keeps the socket) never refuses a command: without a bound every
 * request that touches it would hang.
 */
export const REDIS_REPLY_TIMEOUT_MS = 2000;

/**
 * Workers need `maxRetriesPerRequest: null` (blocking commands must not time out); producers
 * fail fast instead so an HTTP request never hangs on a dead or frozen Redis. A producer's
 * blocking reads (QueueEvents) go through a duplicate made with `blockingConnection`.
 */
export function createRedisConnection(url: string, role: "producer" | "worker"): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: role === "worker" ? null : 1,
    enableOfflineQueue: role === "worker",
    connectionName: `gradplan-${role}`,
    ...(role === "producer" ? { commandTimeout: REDIS_REPLY_TIMEOUT_MS } : {}),
  });
}

/** A connection of its own for blocking reads, which wait on purpose: no reply timeout. */
export function blockingConnection(connection: Redis): Redis {
  return connection.duplicate({ maxRetriesPerRequest: null, commandTimeout: undefined });
}

/**
 * A queue handle also emits "error" for a command it rejects to its caller (a timed-out add) and
 * repeats its connection's errors, which main.ts logs; unheard, each would go to stderr as a bare
 * stack. The caller answers the failure (a 503 to retry), so the handle's copy is dropped.
 */
export const ignoreRepeatedError = (): void => undefined;

export interface QueueSettings {
  connection: Redis;
  prefix: string;
}

/** A queue whose every added job carries the id of the request (or job) that added it. */
class TracedQueue<Data, Result> extends Queue<Data, Result> {
  override add(...[name, data, opts]: Parameters<Queue<Data, Result>["add"]>) {
    return super.add(name, stampRequestId(data), opts);
  }

  override addBulk(jobs: Parameters<Queue<Data, Result>["addBulk"]>[0]) {
    return super.addBulk(jobs.map((job) => ({ ...job, data: stampRequestId(job.data) })));
  }
}

export function createQueue<Data, Result = unknown>(
  name: QueueName,
  settings: QueueSettings,
): Queue<Data, Result> {
  const queue = new TracedQueue<Data, Result>(name, {
    connection: settings.connection,
    prefix: settings.prefix,
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
  });
  queue.on("error", ignoreRepeatedError);
  return queue;
}

export interface WorkerSettings extends QueueSettings {
  logger: Logger;
  concurrency?: number;
  /** How long a job is a worker's before others may take it over (BullMQ default 30 s). */
  lockDurationMs?: number;
  /** How often stalled jobs (their worker died) are looked for and recovered. */
  stalledIntervalMs?: number;
}

/**
 * How often a job may lose its worker before it fails for good (BullMQ's default is once). A
 * worker killed mid-job is one stall; a worker on a loaded machine whose event loop held past a
 * lock is another, and every processor here is safe to run again (evaluations and
 * recalculations write once, emails are claimed before they are sent). Twice lets a job survive
 * a kill on a busy machine; a job that keeps killing its workers still fails at the third.
 */
export const MAX_STALLED_COUNT = 2;

export function createWorker<Data, Result>(
  name: QueueName,
  processor: Processor<Data, Result>,
  settings: WorkerSettings,
): Worker<Data, Result> {
  const worker = new Worker<Data, Result>(name, traced(name, processor, settings.logger), {
    connection: settings.connection,
    prefix: settings.prefix,
    concurrency: settings.concurrency ?? 4,
    maxStalledCount: MAX_STALLED_COUNT,
    ...(settings.lockDurationMs ? { lockDuration: settings.lockDurationMs } : {}),
    ...(settings.stalledIntervalMs ? { stalledInterval: settings.stalledIntervalMs } : {}),
  });
  worker.on("failed", (job, error) => {
    if (!job) return;
    const attempts = job.opts.attempts ?? 1;
    // Earlier attempts will be retried: only the last one is worth an operator's attention.
    const final = job.attemptsMade >= attempts || error.name === "UnrecoverableError";
    jobFailures.inc({ queue: name, final: String(final) });
    if (final) {
      const requestId = (job.data as JobTrace | undefined)?.requestId;
      settings.logger.error(
        { queue: name, jobId: job.id, requestId, err: error },
        "job failed for good",
      );
    }
  });
  worker.on("error", (error) => settings.logger.error({ queue: name, err: error }, "worker error"));
  return worker;
}

/**
 * Runs each attempt under the id of the request that queued the job, so the processor's log
 * lines carry it, and times it: one line and one histogram sample an attempt.
 */
function traced<Data, Result>(
  queue: QueueName,
  processor: Processor<Data, Result>,
  logger: Logger,
): Processor<Data, Result> {
  return (job, ...rest) =>
    withRequestId((job.data as JobTrace | undefined)?.requestId, async () => {
      const started = performance.now();
      const done = (outcome: "completed" | "failed") => {
        const ms = performance.now() - started;
        jobDuration.observe({ queue, outcome }, ms / 1000);
        logger.info(
          { queue, jobId: job.id, attempt: job.attemptsMade + 1, outcome, ms: Math.round(ms) },
          "job",
        );
      };
      try {
        const result = await processor(job, ...rest);
        done("completed");
        return result;
      } catch (error) {
        done("failed");
        throw error;
      }
    });
}
