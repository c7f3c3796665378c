/**
 * One log line per request (method, path, status, duration), written when the response ends.
 * Replaces pino-http, whose per-request child logger and serializers cost more than the
 * suggestion query itself in the bench. Query strings are left out: they can carry tokens.
 */
import type { RequestHandler } from "express";
import type { Logger } from "../core/logger";

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const status = res.statusCode;
      const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
      if (!logger.isLevelEnabled(level)) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger[level](
        { method: req.method, path: req.path, status, ms: Math.round(ms * 100) / 100 },
        "request",
      );
    });
    next();
  };
}
