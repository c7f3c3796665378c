/**
 * The worker's own /metrics (WORKER_METRICS_PORT; off when unset): its job durations and
 * failures and its process figures, which only this process knows. Each worker replica is
 * scraped by itself; the queues' depth is the gateway's to report. It has no staff key check:
 * it listens on WORKER_METRICS_HOST (127.0.0.1 unless set) and answers the internal network only.
 */
import { createServer, type Server } from "node:http";
import {
  collectProcessMetrics,
  fromInternalNetwork,
  type Logger,
  METRICS_CONTENT_TYPE,
  metricsRegistry,
} from "@gradplan/gateway";

export function startMetricsServer(
  settings: { port: number; host: string },
  logger: Logger,
): Promise<Server> {
  collectProcessMetrics();
  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?", 1)[0];
    if (request.method !== "GET" || path !== "/metrics") {
      response.writeHead(404, { "content-type": "application/json" });
      return response.end(JSON.stringify({ success: false, message: "Not found." }));
    }
    if (!fromInternalNetwork(request.socket.remoteAddress, request.headers)) {
      response.writeHead(403, { "content-type": "application/json" });
      return response.end(
        JSON.stringify({
          success: false,
          message: "Worker metrics answer the internal network only.",
        }),
      );
    }
    metricsRegistry.metrics().then(
      (text) => {
        response.writeHead(200, {
          "content-type": METRICS_CONTENT_TYPE,
          "cache-control": "no-store",
        });
        response.end(text);
      },
      (err: unknown) => {
        logger.error({ err }, "worker metrics failed");
        response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ success: false, message: "Metrics failed." }));
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(settings.port, settings.host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}
