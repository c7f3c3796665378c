/** The worker process: every queue's worker, graceful shutdown on SIGTERM/SIGINT. */
import { createLogger, createOrm, loadConfig, onShutdown } from "@gradplan/gateway";
import "reflect-metadata";
import { getLanguageChecker } from "./language/checker";
import { startMetricsServer } from "./metrics-server";
import { startWorkers } from "./workers";

const config = loadConfig();
const logger = createLogger(config.logLevel, "worker", { buffered: config.isProduction });
const SHUTDOWN_GRACE_MS = 30_000;

try {
  const orm = await createOrm(config.databaseUrl);
  // The language checker compiles its WebAssembly (about 5 s, blocking): ready before any job
  // is taken, so no job's lock lapses while it compiles and the first resume waits for nothing.
  const checkerStarted = performance.now();
  await getLanguageChecker();
  logger.info({ ms: Math.round(performance.now() - checkerStarted) }, "language checker ready");
  const running = startWorkers(config, logger, orm);
  logger.info({ queues: running.workers.map((w) => w.name) }, "workers started");
  const metrics = config.workerMetrics
    ? await startMetricsServer(config.workerMetrics, logger)
    : null;
  if (config.workerMetrics) logger.info(config.workerMetrics, "worker metrics listening");
  onShutdown(logger, SHUTDOWN_GRACE_MS, async () => {
    metrics?.close();
    await running.close();
    await orm.close();
  });
} catch (error) {
  console.error(`The workers could not start: ${(error as Error).message}`);
  process.exit(1);
}
