/**
 * The HTTP side of the metrics: every answer counted and timed by route pattern, and GET /metrics
 * in Prometheus's text format for a staff key, or for the internal network when the operator
 * allows it (docs/operations.md, "Metrics").
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { fromInternalNetwork } from "../core/internal-network";
import {
  collectProcessMetrics,
  httpErrors,
  httpRequestDuration,
  httpRequests,
  METRICS_CONTENT_TYPE,
  metricsRegistry,
} from "../core/metrics";
import { requireStaff } from "../modules/auth/student-access";

export const METRICS_PATH = "/metrics";
export const METRICS_STAFF_ONLY =
  "Metrics are for staff: send a staff API key (Authorization: Bearer ...).";

/**
 * The route's pattern (`/api/student-info/:studentId`), never the address with its ids; what no
 * route matched (client pages, 404s) is one series. GraphQL is one route: the operation name is
 * the caller's to choose, and a label from it would let anyone grow the series without bound.
 */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? "(no route)";
}

/** Counts and times every answer (onResponse: after it is sent, off the request's path). */
export function measureRequests(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    const status = reply.statusCode;
    const route = routeOf(request);
    const labels = { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
    if (status >= 500) httpErrors.inc({ method: request.method, route });
    done();
  });
}

export function metricsRoute(app: FastifyInstance, options: { allowInternal: boolean }): void {
  collectProcessMetrics();
  app.get(METRICS_PATH, async (request, reply) => {
    if (
      !(options.allowInternal && fromInternalNetwork(request.socket.remoteAddress, request.headers))
    )
      await requireStaff(request.ctx, METRICS_STAFF_ONLY);
    const text = await metricsRegistry.metrics();
    return reply
      .header("Content-Type", METRICS_CONTENT_TYPE)
      .header("Cache-Control", "no-store")
      .send(text);
  });
}
