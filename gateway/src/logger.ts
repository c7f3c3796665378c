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

export function createLogger(level: string, name = "gateway"): Logger {
  return pino({ name, level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } });
}
