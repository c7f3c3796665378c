/** The worker process: every queue's worker, graceful shutdown on SIGTERM/SIGINT. */
import "reflect-metadata";
import { loadConfig } from "@gradplan/gateway/config";
import { createOrm } from "@gradplan/gateway/db";
import { createLogger } from "@gradplan/gateway/logger";
import { onShutdown } from "@gradplan/gateway/shutdown";
import { startWorkers } from "./workers";

const config = loadConfig();
const logger = createLogger(config.logLevel, "worker", { buffered: config.isProduction });
const SHUTDOWN_GRACE_MS = 30_000;

try {
  const orm = await createOrm(config.databaseUrl);
  const running = startWorkers(config, logger, orm);
  logger.info({ queues: running.workers.map((w) => w.name) }, "workers started");
  onShutdown(logger, SHUTDOWN_GRACE_MS, async () => {
    await running.close();
    await orm.close();
  });
} catch (error) {
  console.error(`The workers could not start: ${(error as Error).message}`);
  process.exit(1);
}
