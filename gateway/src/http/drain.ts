/**
 * The drain before the gateway closes: /readyz answers 503 so a load balancer stops sending new
 * work, and every answer says `Connection: close` so keep-alive clients (nginx's upstream pool,
 * browsers, the fault suite) open a fresh connection for their next request. Requests are still
 * served. When the server then closes, few idle keep-alive connections are left to drop under a
 * request a client is writing at that instant.
 */
import type { FastifyInstance } from "fastify";

export interface Drain {
  readonly draining: boolean;
  /** Starts draining (for good) and resolves after `ms`. */
  drainFor: (ms: number) => Promise<void>;
}

export function drainBeforeClose(app: FastifyInstance): Drain {
  let draining = false;
  // onSend, not onRequest: a request that began before the drain and answers during it closes
  // its connection too. Callback style, as app.ts's hooks: no promise per request.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (draining) reply.header("connection", "close");
    done(null, payload);
  });
  return {
    get draining() {
      return draining;
    },
    drainFor(ms) {
      draining = true;
      return new Promise((resolve) => setTimeout(resolve, ms));
    },
  };
}
