/**
 * Every request's id (core/request-id.ts): the caller's X-Request-Id when sane, else a fresh
 * one; answered in X-Request-Id and in scope for the request's log lines and queued jobs.
 */
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import { enterRequestId, requestIdFrom } from "../core/request-id";

/** Fastify's `genReqId`: `request.id`. */
export const requestIdOf = (raw: IncomingMessage): string =>
  requestIdFrom(raw.headers["x-request-id"]);

/** Register first: nothing of the request should run before its id is in scope. */
export function requestIds(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("X-Request-Id", request.id);
    enterRequestId(request.id);
    done();
  });
  // Again once the body is read: its stream's callbacks may run in another async context.
  app.addHook("preHandler", (request, _reply, done) => {
    enterRequestId(request.id);
    done();
  });
}
