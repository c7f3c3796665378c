/**
 * Structured logging (pino, one JSON object a line). Secrets are redacted wherever they appear in
 * a logged object; a line written while a request or a job runs carries its `requestId`.
 */
import { pino } from "pino";
import { currentRequestId } from "./request-id";

export const REDACTED_PATHS = [
  "password",
  "*.password",
  "confirmPassword",
  "*.confirmPassword",
  "token",
  "*.token",
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
];

export type Logger = pino.Logger;

/**
 * The request's (or job's) id on every line written on its behalf (core/request-id.ts). A fresh
 * object each time: pino merges the line's fields into what the mixin returns.
 */
function requestIdField(): { requestId?: string } {
  const requestId = currentRequestId();
  return requestId ? { requestId } : {};
}

/**
 * In production, logs go to stdout through an asynchronous buffer (one write per few KB, not per
 * line: the bench measured it); pino flushes it when the process exits, so no line is lost.
 * Elsewhere each line is written at once, so a developer sees it when it happens.
 */
export function createLogger(
  level: string,
  name = "gateway",
  /** `destination` replaces stdout (tests read the lines). */
  options: { buffered?: boolean; destination?: pino.DestinationStream } = {},
): Logger {
  const destination =
    options.destination ??
    pino.destination({ sync: false, minLength: options.buffered ? 4096 : 0 });
  return pino(
    {
      name,
      level,
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      mixin: requestIdField,
    },
    destination,
  );
}

/**
 * The one-line request log's own logger, on the same stream: its fields are fixed (method, path
 * without the query, status, duration) and hold no secret by construction, so its lines skip
 * the redaction pass, a quarter of what a logged request cost in the bench.
 */
export function createRequestLogger(logger: Logger): Logger {
  const stream = (logger as unknown as Record<symbol, pino.DestinationStream>)[
    pino.symbols.streamSym
  ];
  const bindings = logger.bindings() as { name?: string };
  return pino({ name: bindings.name, level: logger.level }, stream);
}
