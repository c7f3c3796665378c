/**
 * The one way queues and workers are made: shared connections, retries with exponential backoff,
 * bounded retention of finished jobs, only the final failure logged, and a graceful close.
 */
import type { QueueName } from "@gradplan/schema";
import { type JobsOptions, type Processor, Queue, Worker } from "bullmq";
import { Redis } from "ioredis";
import type { Logger } from "./logger";

export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: "exponential", delay: 1000 },
  // Keep enough history to debug, never an unbounded Redis.
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
};

/**
 * Workers need `maxRetriesPerRequest: null` (blocking commands must not time out); producers
 * fail fast instead so an HTTP request never hangs on a dead Redis.
 */
export function createRedisConnection(url: string, role: "producer" | "worker"): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: role === "worker" ? null : 1,
    enableOfflineQueue: role === "worker",
    connectionName: `gradplan-${role}`,
  });
}

export interface QueueSettings {
  connection: Redis;
  prefix: string;
}

export function createQueue<Data, Result = unknown>(
  name: QueueName,
  settings: QueueSettings,
): Queue<Data, Result> {
  return new Queue<Data, Result>(name, {
    connection: settings.connection,
    prefix: settings.prefix,
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
  });
}

export interface WorkerSettings extends QueueSettings {
  logger: Logger;
  concurrency?: number;
  /** How long a job is a worker's before others may take it over (BullMQ default 30 s). */
  lockDurationMs?: number;
  /** How often stalled jobs (their worker died) are looked for and recovered. */
  stalledIntervalMs?: number;
}

export function createWorker<Data, Result>(
  name: QueueName,
  processor: Processor<Data, Result>,
  settings: WorkerSettings,
): Worker<Data, Result> {
  const worker = new Worker<Data, Result>(name, processor, {
    connection: settings.connection,
    prefix: settings.prefix,
    concurrency: settings.concurrency ?? 4,
    ...(settings.lockDurationMs ? { lockDuration: settings.lockDurationMs } : {}),
    ...(settings.stalledIntervalMs ? { stalledInterval: settings.stalledIntervalMs } : {}),
  });
  worker.on("failed", (job, error) => {
    if (!job) return;
    const attempts = job.opts.attempts ?? 1;
    // Earlier attempts will be retried: only the last one is worth an operator's attention.
    if (job.attemptsMade >= attempts || error.name === "UnrecoverableError") {
      settings.logger.error({ queue: name, jobId: job.id, err: error }, "job failed for good");
    }
  });
  worker.on("error", (error) => settings.logger.error({ queue: name, err: error }, "worker error"));
  return worker;
}
