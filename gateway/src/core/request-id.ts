/**
 * Request ids: one id per HTTP request, kept in AsyncLocalStorage so every log line written while
 * the request runs carries it (core/logger.ts), every job the request queues carries it in its
 * data (core/queue-factory.ts), and the worker logs the job's lines under it again.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

const scope = new AsyncLocalStorage<string>();

/** What an incoming X-Request-Id may be: short, printable, no spaces (it goes into logs as is). */
const SANE = /^[A-Za-z0-9._:@/+=-]{1,100}$/;

/** The caller's id when it is sane (a proxy in front, or a client retrying), else a fresh one. */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SANE.test(value) ? value : randomUUID();
}

/** The id of the request (or job) this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore();
}

/** From here on, in this execution and what it starts, the id is `id` (Fastify hooks). */
export function enterRequestId(id: string): void {
  scope.enterWith(id);
}

/** Runs `work` under `id` (a worker running a job); no id keeps the current one. */
export function withRequestId<T>(id: unknown, work: () => T): T {
  return typeof id === "string" && SANE.test(id) ? scope.run(id, work) : work();
}

/**
 * Job data with the queuing request's id stamped in (core/queue-factory.ts). Plain objects only:
 * a job's data is always one here; anything else, or data that names its own, is left alone.
 */
export function stampRequestId<Data>(data: Data): Data {
  const id = scope.getStore();
  if (!id || typeof data !== "object" || data === null || Array.isArray(data)) return data;
  if ("requestId" in data) return data;
  return { ...data, requestId: id };
}
