/**
 * Prometheus metrics (prom-client), one registry a process: HTTP requests (the gateway), queue
 * depth read from Redis at scrape time (the gateway), job durations and failures (the workers,
 * recorded by core/queue-factory.ts), and Node's process figures. docs/operations.md explains each.
 */
import type { Queue } from "bullmq";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export const metricsRegistry = new Registry();
export const METRICS_CONTENT_TYPE = metricsRegistry.contentType;

let processMetricsOn = false;
/** CPU, memory, event loop lag, handles, GC: once a process, by whoever serves /metrics. */
export function collectProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

const HTTP_LABELS = ["method", "route", "status_class"] as const;

export const httpRequests = new Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status class (2xx, 4xx, ...).",
  labelNames: HTTP_LABELS,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to its answer, by method, route pattern and status class.",
  labelNames: HTTP_LABELS,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25],
  registers: [metricsRegistry],
});

export const httpErrors = new Counter({
  name: "http_request_errors_total",
  help: "Requests answered with a 5xx (our fault), by method and route pattern.",
  labelNames: ["method", "route"] as const,
  registers: [metricsRegistry],
});

export const jobDuration = new Histogram({
  name: "job_duration_seconds",
  help: "Time a worker spent on one attempt of a job, by queue and outcome (completed, failed).",
  labelNames: ["queue", "outcome"] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
  registers: [metricsRegistry],
});

export const jobFailures = new Counter({
  name: "job_failures_total",
  help: "Failed job attempts, by queue; final=true when the job will not be tried again.",
  labelNames: ["queue", "final"] as const,
  registers: [metricsRegistry],
});

/** The states of a queue worth watching: work piling up, running, held back, or given up on. */
export const DEPTH_STATES = ["waiting", "active", "delayed", "failed"] as const;

/** A scrape reads Redis at most once in this long, however many scrapers ask. */
export const QUEUE_DEPTH_CACHE_MS = 5000;

type Depth = { queue: string; counts: Record<string, number> }[];

/** The job counts of a set of queues, cached briefly; concurrent scrapes share one read. */
export class QueueDepth {
  private cached: { at: number; depth: Promise<Depth> } | null = null;

  constructor(
    private readonly queues: readonly Queue[],
    private readonly cacheMs = QUEUE_DEPTH_CACHE_MS,
  ) {}

  read(): Promise<Depth> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < this.cacheMs) return this.cached.depth;
    const depth = Promise.all(
      this.queues.map(async (queue) => ({
        queue: queue.name,
        counts: await queue.getJobCounts(...DEPTH_STATES),
      })),
    );
    this.cached = { at: now, depth };
    // A failed read is not kept: the next scrape tries Redis again.
    depth.catch(() => {
      if (this.cached?.depth === depth) this.cached = null;
    });
    return depth;
  }
}

const depthSources = new Set<QueueDepth>();

/** Adds a gateway's queues to what `queue_jobs` reports; the returned function removes them. */
export function reportQueueDepth(source: QueueDepth): () => void {
  depthSources.add(source);
  return () => depthSources.delete(source);
}

const depthReadFailures = new Counter({
  name: "queue_depth_read_failures_total",
  help: "Scrapes whose read of the queues' job counts from Redis failed (queue_jobs is then absent).",
  registers: [metricsRegistry],
});

new Gauge({
  name: "queue_jobs",
  help: "Jobs in a queue by state (waiting, active, delayed, failed), read from Redis at scrape time.",
  labelNames: ["queue", "state"] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const source of depthSources) {
      try {
        for (const { queue, counts } of await source.read())
          for (const state of DEPTH_STATES) this.set({ queue, state }, counts[state] ?? 0);
      } catch {
        depthReadFailures.inc();
      }
    }
  },
});
