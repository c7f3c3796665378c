/**
 * Integration-test harness: the gateway in-process (startTestApp) with real BullMQ workers on
 * the test run's queue prefix, so a REST call that enqueues a job is answered by the processor
 * under test. `close` stops the workers before the app.
 */
import { type Config, createLogger, createRedisConnection, createWorker } from "@gradplan/gateway";
import { startTestApp, type TestApp } from "@gradplan/gateway/testing";
import type { QueueName } from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { Processor, Worker } from "bullmq";
import { inject } from "vitest";

export interface AppWithWorker {
  app: TestApp;
  close(): Promise<void>;
}

/** One queue and the processor that answers it, made from the app's ORM. */
export interface TestWorker {
  queue: QueueName;
  // biome-ignore lint/suspicious/noExplicitAny: each worker has its own job and result types.
  processor: (orm: MikroORM) => Processor<any, any>;
}

export async function startAppWithWorkers(
  workers: readonly TestWorker[],
  overrides: Partial<Config> = {},
): Promise<AppWithWorker> {
  const app = await startTestApp(overrides);
  const connection = createRedisConnection(inject("redisUrl"), "worker");
  const running: Worker[] = workers.map(({ queue, processor }) =>
    createWorker(queue, processor(app.orm), {
      connection,
      prefix: inject("queuePrefix"),
      logger: createLogger("silent"),
    }),
  );
  return {
    app,
    async close() {
      await Promise.all(running.map((w) => w.close()));
      connection.disconnect();
      await app.close();
    },
  };
}

export function startAppWithWorker<Data, Result>(
  queue: QueueName,
  processor: (orm: MikroORM) => Processor<Data, Result>,
): Promise<AppWithWorker> {
  return startAppWithWorkers([{ queue, processor }]);
}
