/** Peak throughput: autocannon with a fixed number of connections, rotating through the queries. */
import autocannon from "autocannon";

export interface ThroughputReport {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A path to GET, or a request with a method, a JSON body (not for GET) and headers. */
export type PeakRequest =
  | string
  | {
      path: string;
      method: "GET" | "POST" | "PUT";
      body?: string;
      headers?: Record<string, string>;
    };

export async function peakThroughput(
  origin: string,
  requests: PeakRequest[],
  seconds: number,
): Promise<ThroughputReport> {
  const result = await autocannon({
    url: origin,
    connections: 16,
    duration: seconds,
    requests: requests.map((r) =>
      typeof r === "string"
        ? { method: "GET" as const, path: r }
        : r.body === undefined
          ? { ...r, headers: { ...r.headers } }
          : { ...r, headers: { "content-type": "application/json", ...r.headers } },
    ),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
