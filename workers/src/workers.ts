/**
 * Starts one BullMQ worker per declared job (jobs/index.ts) on shared connections, upserts the
 * declared schedules, and `close` drains them: the workers first, then the queues they add to.
 */
import {
  type Config,
  createQueue,
  createRedisConnection,
  createWorker,
  type Logger,
} from "@gradplan/gateway";
import type { QueueName } from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { Queue, Worker } from "bullmq";
import { JOBS } from "./jobs";
import type { JobDeclaration, WorkerKit } from "./jobs/job";

export interface RunningWorkers {
  workers: Worker[];
  close: () => Promise<void>;
}

/**
 * JOB_LOCK_MS (unset: BullMQ's 30 s) is how long a job stays a worker's without its lock being
 * renewed, and how often stalled jobs are looked for: after a worker dies, its jobs run again
 * within about twice this. The fault suite shortens it so a kill recovers within its time.
 */
function jobLock(): { lockDurationMs?: number; stalledIntervalMs?: number } {
  const ms = Number(process.env.JOB_LOCK_MS);
  return Number.isInteger(ms) && ms >= 1000 ? { lockDurationMs: ms, stalledIntervalMs: ms } : {};
}

export function startWorkers(
  config: Config,
  logger: Logger,
  orm: MikroORM,
  // biome-ignore lint/suspicious/noExplicitAny: each declaration ties its own Data and Result.
  jobs: readonly JobDeclaration<any, any>[] = JOBS,
): RunningWorkers {
  const connection = createRedisConnection(config.redisUrl, "worker");
  connection.on("error", (err) => logger.warn({ err: err.message }, "redis connection error"));
  const settings = { connection, prefix: config.queuePrefix, logger, ...jobLock() };
  const queues = new Map<QueueName, Queue>();
  const closers: (() => void)[] = [];
  const kit: WorkerKit = {
    config,
    logger,
    orm,
    queue: <Data, Result>(name: QueueName) => {
      let queue = queues.get(name);
      if (!queue) {
        queue = createQueue(name, settings) as Queue;
        queues.set(name, queue);
      }
      return queue as unknown as Queue<Data, Result>;
    },
    onClose: (close) => closers.push(close),
  };

  const workers: Worker[] = [];
  for (const job of jobs) {
    const processor = job.processor(kit);
    if (!processor) continue;
    workers.push(
      createWorker(job.queue, processor, {
        ...settings,
        ...(job.concurrency ? { concurrency: job.concurrency } : {}),
      }),
    );
  }
  for (const job of jobs) {
    if (!job.schedule) continue;
    const { upsert, failure } = job.schedule;
    upsert(kit.queue(job.queue)).catch((err) => logger.error({ err }, failure));
  }
  return {
    workers,
    close: async () => {
      // close() waits for jobs in progress: a job is never cut in half by a deploy.
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      for (const close of closers) close();
      connection.disconnect();
    },
  };
}
