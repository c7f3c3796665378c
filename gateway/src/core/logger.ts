/** Structured logging (pino). Secrets are redacted wherever they appear in a logged object. */
import { pino } from "pino";

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
    { name, level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } },
    destination,
  );
}
