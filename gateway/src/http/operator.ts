/**
 * What an operator reaches on the gateway: /metrics and the queue dashboard, over one Queue
 * handle per queue on the app's Redis connection (no connection of their own).
 */
import { QUEUE } from "@gradplan/schema";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { Logger } from "../core/logger";
import { QueueDepth, reportQueueDepth } from "../core/metrics";
import { createQueue } from "../core/queue-factory";
import { metricsRoute } from "./metrics";
import { registerQueueBoard } from "./queue-board";

export async function registerOperatorPages(
  app: FastifyInstance,
  options: { redis: Redis; prefix: string; logger: Logger; metricsAllowInternal: boolean },
): Promise<{ close: () => Promise<void> }> {
  const queues = Object.values(QUEUE).map((name) => {
    const queue = createQueue(name, { connection: options.redis, prefix: options.prefix });
    queue.on("error", (err) => options.logger.warn({ queue: name, err }, "queue handle error"));
    return queue;
  });
  const stopReporting = reportQueueDepth(new QueueDepth(queues));
  metricsRoute(app, { allowInternal: options.metricsAllowInternal });
  await registerQueueBoard(app, queues);
  return {
    close: async () => {
      stopReporting();
      await Promise.all(queues.map((queue) => queue.close()));
    },
  };
}
