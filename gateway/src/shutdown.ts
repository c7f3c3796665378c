/** Graceful shutdown on SIGTERM/SIGINT: run `stop` once, exit 0; force exit 1 after `graceMs`. */
import type { Logger } from "./core/logger";

export function onShutdown(logger: Logger, graceMs: number, stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    setTimeout(() => process.exit(1), graceMs).unref();
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
