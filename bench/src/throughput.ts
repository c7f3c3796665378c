/** Peak throughput: autocannon with a fixed number of connections, rotating through the queries. */
import autocannon from "autocannon";

export interface ThroughputReport {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function peakThroughput(
  origin: string,
  paths: string[],
  seconds: number,
): Promise<ThroughputReport> {
  const result = await autocannon({
    url: origin,
    connections: 16,
    duration: seconds,
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
