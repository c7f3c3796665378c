/**
 * Integration-test harness: the gateway in-process (startTestApp) with one real BullMQ worker on
 * the test run's queue prefix, so a REST call that enqueues a job is answered by the processor
 * under test. `close` stops the worker before the app.
 */
import { createLogger, createRedisConnection, createWorker } from "@gradplan/gateway";
import { startTestApp, type TestApp } from "@gradplan/gateway/testing";
import type { QueueName } from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { Processor } from "bullmq";
import { inject } from "vitest";

export interface AppWithWorker {
  app: TestApp;
  close(): Promise<void>;
}

export async function startAppWithWorker<Data, Result>(
  queue: QueueName,
  processor: (orm: MikroORM) => Processor<Data, Result>,
): Promise<AppWithWorker> {
  const app = await startTestApp();
  const connection = createRedisConnection(inject("redisUrl"), "worker");
  const worker = createWorker<Data, Result>(queue, processor(app.orm), {
    connection,
    prefix: inject("queuePrefix"),
    logger: createLogger("silent"),
  });
  return {
    app,
    async close() {
      await worker.close();
      connection.disconnect();
      await app.close();
    },
  };
}
