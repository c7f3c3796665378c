/** The worker process: every queue's worker, graceful shutdown on SIGTERM/SIGINT. */
import "reflect-metadata";
import { loadConfig } from "@gradplan/gateway/config";
import { createOrm } from "@gradplan/gateway/db";
import { createLogger } from "@gradplan/gateway/logger";
import { startWorkers } from "./workers";

const config = loadConfig();
const logger = createLogger(config.logLevel, "worker");
const SHUTDOWN_GRACE_MS = 30_000;

try {
  const orm = await createOrm(config.databaseUrl);
  const running = startWorkers(config, logger, orm);
  logger.info({ queues: running.workers.map((w) => w.name) }, "workers started");
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "workers shutting down");
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await running.close();
    await orm.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
} catch (error) {
  console.error(`The workers could not start: ${(error as Error).message}`);
  process.exit(1);
}
