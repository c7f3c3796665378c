/**
 * Servers (or transports) measured side by side in alternating rounds, each reporting its
 * median round: on a 2-core machine shared with PostgreSQL and the load generator, one run of
 * each differs from the next by 20% or more. A round is an evenly paced load at RATE, then peak
 * throughput.
 */
import { type LatencyReport, pacedLoad, type RequestSpec } from "./paced-load";
import type { Settings } from "./settings";
import { type PeakRequest, peakThroughput, type ThroughputReport } from "./throughput";

export const RATE = 200;

/** One server's (or transport's) median round for one endpoint. */
export interface Row {
  server: string;
  endpoint: string;
  paced: LatencyReport;
  peak: ThroughputReport;
}

/** What one server is sent for one endpoint: evenly paced requests, and the peak mix. */
export interface Workload {
  endpoint: string;
  paced: (origin: string) => RequestSpec[];
  peak: (origin: string) => PeakRequest[];
}

/** One contender of an endpoint: where it is sent, and what. */
export interface Variant {
  origin: string;
  paced: RequestSpec[];
  peak: PeakRequest[];
}

function median<T>(items: T[], by: (item: T) => number): T {
  return [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)]!;
}

/** The same workload sent to each server of `servers` (name: origin). */
export async function measure(
  workload: Workload,
  servers: Record<string, string>,
  settings: Settings,
): Promise<Row[]> {
  const variants: Record<string, Variant> = {};
  for (const [server, origin] of Object.entries(servers))
    variants[server] = { origin, paced: workload.paced(origin), peak: workload.peak(origin) };
  return measureVariants(workload.endpoint, variants, settings);
}

/**
 * Each distinct request once, before any is timed: a load answered with 401s or 404s would
 * measure nothing, and only the full form's error check would notice.
 */
async function checkStatuses(endpoint: string, server: string, requests: RequestSpec[]) {
  const sent = new Set<string>();
  for (const r of requests) {
    const method = r.method ?? "GET";
    const key = `${method} ${r.url} ${r.body ?? ""}`;
    if (sent.has(key)) continue;
    sent.add(key);
    const headers = { ...(r.body ? { "content-type": "application/json" } : {}), ...r.headers };
    const res = await fetch(r.url, { method, headers, body: r.body });
    const text = await res.text();
    if (res.status !== 200)
      throw new Error(
        `${endpoint} (${server}): ${method} ${r.url.pathname}${r.url.search} answered ${res.status} ${text.slice(0, 200)}`,
      );
  }
}

export async function measureVariants(
  endpoint: string,
  variants: Record<string, Variant>,
  { rounds, seconds, peakSeconds, warmUpSeconds }: Settings,
): Promise<Row[]> {
  const measured: Record<string, { paced: LatencyReport[]; peak: ThroughputReport[] }> = {};
  for (const [server, variant] of Object.entries(variants)) {
    measured[server] = { paced: [], peak: [] };
    await checkStatuses(endpoint, server, variant.paced);
    await pacedLoad(variant.paced, RATE, warmUpSeconds);
  }
  for (let round = 0; round < rounds; round++) {
    for (const [server, variant] of Object.entries(variants)) {
      const pacedSeconds = Math.ceil(seconds / rounds);
      measured[server]!.paced.push(await pacedLoad(variant.paced, RATE, pacedSeconds));
      measured[server]!.peak.push(await peakThroughput(variant.origin, variant.peak, peakSeconds));
    }
  }
  return Object.entries(measured).map(([server, r]) => ({
    server,
    endpoint,
    paced: median(r.paced, (x) => x.p99),
    peak: median(r.peak, (x) => x.requestsPerSecond),
  }));
}

/** The columns every server table shows, for a row. */
export const tableRow = (r: Row) => ({
  server: r.server,
  endpoint: r.endpoint,
  "p50 ms": r.paced.p50,
  "p90 ms": r.paced.p90,
  "p99 ms": r.paced.p99,
  "max ms": r.paced.max,
  errors: r.paced.errors + r.peak.errors,
  "peak req/s": r.peak.requestsPerSecond,
});

/** The line above a server table: how it was measured. */
export const roundsTitle = (what: string, { rounds, seconds }: Settings) =>
  `${what}: ${rounds} alternating round${rounds > 1 ? "s" : ""} per server (or transport), each ${Math.ceil(seconds / rounds)} s at an even ${RATE} req/s then peak with 16 connections; the median round is shown.`;
