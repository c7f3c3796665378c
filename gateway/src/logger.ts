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
 * Logs go to stdout through an asynchronous buffer (one write per few KB, not per line);
 * pino flushes it synchronously when the process exits, so the last lines are not lost.
 */
export function createLogger(level: string, name = "gateway"): Logger {
  const destination = pino.destination({ sync: false, minLength: 4096 });
  return pino(
    { name, level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } },
    destination,
  );
}
