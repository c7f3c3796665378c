/**
 * `npm run bench`: suggestion search under load on the 10x catalogue, through the gateway and
 * through a bare node:http server running the same SQL, in one run. Budget (DESIGN.md section 7):
 * p99 under 25 ms at an even 200 requests/s, and the gateway at most 50% slower than the bare
 * server (peak requests/s ratio). BENCH_SECONDS sets the length of each measurement.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import { loadConfig, REPO_ROOT } from "@gradplan/gateway/config";
import { createBenchDatabase } from "./catalogue-10x";
import { type LatencyReport, pacedLoad } from "./paced-load";
import { peakThroughput, type ThroughputReport } from "./throughput";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RATE = 200;
const P99_BUDGET_MS = 25;
const OVERHEAD_BUDGET = 0.5;
const tsx = resolve(REPO_ROOT, "node_modules/.bin/tsx");

/** What students type: prefixes that fill the list, and substrings that need the trigram pass. */
const QUERIES = [
  "stan",
  "univ",
  "mass",
  "tex",
  "calif",
  "georgia",
  "state",
  "tech",
  "penn",
  "new y",
  "ohio",
  "mich",
  "inst",
  "carn",
  "north",
  "arizona st",
  "purdue",
  "wash",
  "flor",
  "colo",
];
const ENDPOINTS = ["/api/search-universities", "/api/search-undergrad-university"];

function start(script: string, cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(tsx, [script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never answered`);
}

interface Row {
  server: string;
  endpoint: string;
  paced: LatencyReport;
  peak: ThroughputReport;
}

async function measure(server: string, origin: string, endpoint: string): Promise<Row> {
  const paths = QUERIES.map((q) => `${endpoint}?searchQuery=${encodeURIComponent(q)}`);
  const urls = paths.map((p) => new URL(p, origin));
  await pacedLoad(urls, RATE, 2); // warm-up: connections, plans, caches
  const paced = await pacedLoad(urls, RATE, SECONDS);
  const peak = await peakThroughput(origin, paths, Math.max(5, Math.round(SECONDS * 0.7)));
  return { server, endpoint, paced, peak };
}

const config = loadConfig();
console.log(`Building the ${"10x"} catalogue...`);
const db = await createBenchDatabase(config.databaseUrl);
console.log(`Rows: ${JSON.stringify(db.counts)}`);
const env = { DATABASE_URL: db.url, NODE_ENV: "production", LOG_LEVEL: "info" };
const gateway = start("src/main.ts", resolve(REPO_ROOT, "gateway"), { ...env, PORT: "4301" });
const bare = start("src/bare-server.ts", resolve(REPO_ROOT, "bench"), { ...env, PORT: "4302" });
const rows: Row[] = [];
try {
  await Promise.all([
    waitFor("http://127.0.0.1:4301/readyz", gateway),
    waitFor("http://127.0.0.1:4302/", bare),
  ]);
  for (const endpoint of ENDPOINTS) {
    rows.push(await measure("gateway", "http://127.0.0.1:4301", endpoint));
    rows.push(await measure("bare", "http://127.0.0.1:4302", endpoint));
  }
} finally {
  gateway.kill("SIGTERM");
  bare.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  await db.drop();
}

console.log(
  `\nSuggestion search, 10x catalogue, ${SECONDS} s at an even ${RATE} req/s, then peak with 16 connections:`,
);
console.table(
  rows.map((r) => ({
    server: r.server,
    endpoint: r.endpoint,
    "p50 ms": r.paced.p50,
    "p90 ms": r.paced.p90,
    "p99 ms": r.paced.p99,
    "max ms": r.paced.max,
    errors: r.paced.errors + r.peak.errors,
    "peak req/s": r.peak.requestsPerSecond,
  })),
);
let failed = false;
for (const endpoint of ENDPOINTS) {
  const g = rows.find((r) => r.server === "gateway" && r.endpoint === endpoint)!;
  const b = rows.find((r) => r.server === "bare" && r.endpoint === endpoint)!;
  const overhead = b.peak.requestsPerSecond / g.peak.requestsPerSecond - 1;
  const p99ok = g.paced.p99 < P99_BUDGET_MS;
  const overheadOk = overhead <= OVERHEAD_BUDGET;
  failed ||= !p99ok || !overheadOk || g.paced.errors > 0;
  console.log(
    `${endpoint}: gateway p99 ${g.paced.p99} ms (budget < ${P99_BUDGET_MS}) ${p99ok ? "OK" : "OVER"}; ` +
      `overhead vs bare ${(overhead * 100).toFixed(0)}% (budget <= ${OVERHEAD_BUDGET * 100}%) ${overheadOk ? "OK" : "OVER"}`,
  );
}
process.exit(failed ? 1 : 0);
