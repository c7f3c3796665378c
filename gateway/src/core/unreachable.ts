/**
 * PostgreSQL or Redis not answering (a connection refused, cut or killed, no pooled connection
 * in time): nothing the request did is wrong, so REST answers 503 and GraphQL SERVICE_UNAVAILABLE,
 * which the client may retry, never a 500. SQL states: class 08 (connection), 57P01-57P03 (shut
 * down, restarting), 53300 (too many).
 */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
// "not queryable": node-postgres refusing a pooled client whose connection was cut under it;
// "Transaction query already complete": knex refusing the next query of a transaction whose
// connection was cut (the transaction ended with it, nothing was committed).
const UNREACHABLE_MESSAGES =
  /Connection terminated|Connection is closed|Timeout acquiring a connection|enableOfflineQueue|Reached the max retries per request|Command timed out|is not queryable|Transaction query already complete/i;

export function isUnreachableDependency(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || code.startsWith("08")))
    return true;
  if (typeof message === "string" && UNREACHABLE_MESSAGES.test(message)) return true;
  return isUnreachableDependency(cause, depth + 1);
}

export const UNAVAILABLE_MESSAGE =
  "The service is briefly unavailable. Please try again in a moment.";
