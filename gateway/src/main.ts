/** The gateway process: HTTP on PORT; on SIGTERM/SIGINT a drain, then a graceful shutdown. */
import "reflect-metadata";
import { loadConfig } from "./core/config";
import { createLogger } from "./core/logger";
import { createRedisConnection } from "./core/queue-factory";
import { createSqlReader } from "./core/sql-reader";
import { createOrm } from "./db/database";
import { createHttpApp, listen } from "./http/app";
import { onShutdown } from "./shutdown";

const config = loadConfig();
const logger = createLogger(config.logLevel, "gateway", { buffered: config.isProduction });
/** How long closing may take once the drain is over (in-flight requests, pools): then exit 1. */
const CLOSE_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const orm = await createOrm(config.databaseUrl);
  const sql = createSqlReader(config.databaseUrl);
  const redis = createRedisConnection(config.redisUrl, "producer");
  redis.on("error", (err) => logger.warn({ err: err.message }, "redis connection error"));
  const http = await createHttpApp({ config, logger, orm, sql, redis });
  try {
    const port = await listen(http, config.port);
    logger.info({ port }, "listening");
    console.log(`GradPlan is serving on http://localhost:${port}`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === "EADDRINUSE"
        ? `Port ${config.port} is already in use: stop what holds it, or set PORT.`
        : (error as Error).message,
    );
    process.exit(1);
  }

  const drainMs = config.shutdownDrainMs;
  // The forced exit waits out the drain as well as the close.
  onShutdown(logger, drainMs + CLOSE_GRACE_MS, async () => {
    if (drainMs > 0) {
      logger.info({ drainMs }, "draining: /readyz answers 503, answers close their connections");
      await http.drainFor(drainMs);
    }
    await http.close();
    await orm.close();
    await sql.close();
    redis.disconnect();
  });
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, "gateway failed to start");
  console.error(`The gateway could not start: ${(error as Error).message}`);
  process.exit(1);
});
