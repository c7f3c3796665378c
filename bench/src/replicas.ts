/**
 * BENCH_ONLY=replicas (issue 19): the production gateway behind nginx running the product's
 * ops/nginx/gradplan.conf, with one replica and with two, beside one gateway reached directly,
 * on a throw-away database with the sample catalogue. Each is sent suggestion searches and
 * filter-universities pages: evenly paced at 200 requests/s, then at peak (autocannon, 16
 * connections). The load generator, nginx, PostgreSQL and the gateways share the machine.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createThrowawayDatabase, loadConfig, REPO_ROOT } from "@gradplan/gateway";
import { type RunningNginx, startNginx } from "@gradplan/gateway/testing/nginx";
import { API, pathOf } from "@gradplan/schema";
import { asPaced, asPeak, filterRequests } from "./filter-workload";
import { type LatencyReport, pacedLoad, type RequestSpec } from "./paced-load";
import { type PartReport, standalone } from "./part";
import { startBuilt, waitFor } from "./processes";
import { type PeakRequest, peakThroughput, type ThroughputReport } from "./throughput";

const RATE = 200;
/**
 * nginx closes a client's connection after its 1,000th request (keepalive_requests), saying so
 * in that answer; browsers and Node's fetch open a new one. autocannon writes its next request
 * on the closing connection and counts the reset as an error: at peak, each of its 16
 * connections passed 1,000 requests and 1-3 "errors" failed the bench that were the tool's. The
 * bench lifts the cap for its own load; the product's file keeps nginx's default.
 */
const LOAD_TOOL_KEEPALIVE = "keepalive_requests 1000000;";
const QUERIES = ["stan", "univ", "georgia", "arizona st", "tech", "calif", "mass", "new y"];

interface ReplicasRow {
  setup: string;
  workload: string;
  paced: LatencyReport;
  peak: ThroughputReport;
}

interface Workload {
  name: string;
  paced: (origin: string) => RequestSpec[];
  peak: PeakRequest[];
}

const suggestions = QUERIES.map(
  (q) => `${pathOf(API.catalogue.searchUniversities)}?searchQuery=${encodeURIComponent(q)}`,
);
const filters = filterRequests(null);
const WORKLOADS: Workload[] = [
  {
    name: "GET search-universities",
    paced: (origin) => suggestions.map((p) => ({ url: new URL(p, origin) })),
    peak: suggestions,
  },
  {
    name: "POST filter-universities",
    paced: (origin) => asPaced(origin, filters),
    peak: asPeak(filters),
  },
];

/** `seconds` of paced load and as many at peak, for each setup and workload. */
async function benchReplicas(seconds: number): Promise<ReplicasRow[]> {
  const base = Number(process.env.REPLICAS_BENCH_PORT ?? 4610);
  const db = await createThrowawayDatabase(loadConfig().databaseUrl, "bench");
  const env = {
    DATABASE_URL: db.url,
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    JWT_SECRET: randomBytes(32).toString("hex"),
    QUEUE_PREFIX: `bench-replicas-${Date.now()}`,
  };
  const ports = [base + 1, base + 2];
  const gateways = ports.map((port) => startBuilt("gateway", { ...env, PORT: String(port) }));
  const dirs: string[] = [];
  const proxies: RunningNginx[] = [];
  const proxy = async (port: number, upstreams: number[]) => {
    const dir = mkdtempSync(join(tmpdir(), "gradplan-bench-nginx-"));
    dirs.push(dir);
    const nginx = await startNginx(
      resolve(REPO_ROOT, "ops/nginx/gradplan.conf"),
      dir,
      port,
      upstreams.map((p) => `127.0.0.1:${p}`),
      [LOAD_TOOL_KEEPALIVE],
    );
    proxies.push(nginx);
    return nginx.origin;
  };
  try {
    await Promise.all(
      gateways.map((child, i) => waitFor(`http://127.0.0.1:${ports[i]}/readyz`, child)),
    );
    const setups: [string, string][] = [
      ["one gateway, direct", `http://127.0.0.1:${ports[0]}`],
      ["nginx, one replica", await proxy(base, [ports[0]!])],
      ["nginx, two replicas", await proxy(base + 3, ports)],
    ];
    const rows: ReplicasRow[] = [];
    for (const workload of WORKLOADS) {
      for (const [setup, origin] of setups) {
        await pacedLoad(workload.paced(origin), RATE, 2); // warm-up
        const paced = await pacedLoad(workload.paced(origin), RATE, seconds);
        const peak = await peakThroughput(origin, workload.peak, seconds);
        rows.push({ setup, workload: workload.name, paced, peak });
      }
    }
    return rows;
  } finally {
    for (const nginx of proxies) await nginx.stop();
    // What nginx refused or failed to pass on (a 502, a timeout) is said, not lost with its folder.
    for (const dir of dirs) {
      const errors = readFileSync(join(dir, "error.log"), "utf8").trim();
      if (errors)
        console.log(`nginx (${dir}) logged:\n${errors.split("\n").slice(-10).join("\n")}`);
    }
    for (const child of gateways) child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 800));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await db.drop();
  }
}

/** Only on request: it needs nginx, which the rest of the bench does not. */
export const replicasPart = standalone(
  "replicas",
  async ({ replicasSeconds }): Promise<PartReport> => {
    const rows = await benchReplicas(replicasSeconds);
    return {
      title: "Replicas behind nginx (sample catalogue, production gateways):",
      table: rows.map((r) => ({
        workload: r.workload,
        setup: r.setup,
        [`p50 ms @${RATE}/s`]: r.paced.p50,
        [`p99 ms @${RATE}/s`]: r.paced.p99,
        "peak req/s": r.peak.requestsPerSecond,
        "peak p50 ms": r.peak.p50,
        "peak p99 ms": r.peak.p99,
        errors: r.paced.errors + r.peak.errors,
      })),
      checks: [
        {
          what: "no errors through nginx or direct",
          ok: rows.every((r) => r.paced.errors + r.peak.errors === 0),
        },
      ],
    };
  },
  true,
);
