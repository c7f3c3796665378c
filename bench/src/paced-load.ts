/**
 * Latency at a fixed rate: requests leave at evenly spaced instants (not a burst per second, as
 * autocannon's -R does), each timed from its scheduled start so queueing delay is counted too.
 */
import { Agent, request } from "node:http";

export interface LatencyReport {
  rate: number;
  sent: number;
  errors: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One request of a load: a GET by default, or a method with a JSON body and headers. */
export interface RequestSpec {
  url: URL;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
}

function send(agent: Agent, spec: RequestSpec): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = spec.body
      ? { "content-type": "application/json", ...spec.headers }
      : spec.headers;
    const req = request(spec.url, { agent, method: spec.method ?? "GET", headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(spec.body);
  });
}

export async function pacedLoad(
  requests: (URL | RequestSpec)[],
  rate: number,
  seconds: number,
): Promise<LatencyReport> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const total = rate * seconds;
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const next = requests[i % requests.length]!;
    inFlight.push(
      send(agent, next instanceof URL ? { url: next } : next).then(
        (status) => {
          latencies.push(performance.now() - due);
          if (status !== 200) errors++;
        },
        () => {
          errors++;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    rate,
    sent: total,
    errors,
    p50: round(percentile(latencies, 50)),
    p90: round(percentile(latencies, 90)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? Number.NaN),
  };
}
