/**
 * The REST reads measured against the bare server running the same query functions: the two
 * suggestion endpoints (with Fastify alone beside them), fetch-shortlisted-universities for a
 * student with a shortlist, and filter-universities logged out and logged in. Budget (DESIGN.md
 * section 7): p99 under 25 ms at an even 200 requests/s, and the gateway at most 50% over the
 * bare server (p50 at that rate, CPU per request at peak).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { REPO_ROOT } from "@gradplan/gateway";
import { API, pathOf } from "@gradplan/schema";
import { asPaced, asPeak, filterRequests, shortlistCourses } from "./filter-workload";
import type { Check, PartReport } from "./part";
import { measure, RATE, type Row, roundsTitle, tableRow } from "./rounds";
import type { Servers } from "./servers";
import type { Settings } from "./settings";

const P99_BUDGET_MS = 25;
const OVERHEAD_BUDGET = 0.5;

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
const SUGGESTION_ENDPOINTS = [
  pathOf(API.catalogue.searchUniversities),
  pathOf(API.catalogue.searchUndergradUniversity),
];

const pct = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;

/** The gateway's budgets on each endpoint of `rows`, and its p99 over the bare server's. */
function againstBare(rows: Row[]): { checks: Check[]; notes: string[] } {
  const checks: Check[] = [];
  const notes: string[] = [];
  for (const endpoint of new Set(rows.map((r) => r.endpoint))) {
    const g = rows.find((r) => r.server === "gateway" && r.endpoint === endpoint)!;
    const b = rows.find((r) => r.server === "bare" && r.endpoint === endpoint)!;
    const p50Overhead = g.paced.p50 / b.paced.p50 - 1;
    const peakOverhead = b.peak.requestsPerSecond / g.peak.requestsPerSecond - 1;
    checks.push(
      {
        what: `${endpoint}: p99 at ${RATE} req/s ${g.paced.p99} ms (budget < ${P99_BUDGET_MS} ms)`,
        ok: g.paced.p99 < P99_BUDGET_MS,
      },
      {
        what: `${endpoint}: p50 overhead vs bare at ${RATE} req/s ${pct(p50Overhead)} (budget <= ${pct(OVERHEAD_BUDGET)})`,
        ok: p50Overhead <= OVERHEAD_BUDGET,
      },
      {
        what: `${endpoint}: CPU per request vs bare at peak ${pct(peakOverhead)} (budget <= ${pct(OVERHEAD_BUDGET)})`,
        ok: peakOverhead <= OVERHEAD_BUDGET,
      },
      { what: `${endpoint}: no errors`, ok: g.paced.errors + g.peak.errors === 0 },
    );
    notes.push(
      `${endpoint}: p99 ${g.paced.p99} ms against the bare server's ${b.paced.p99} ms (${(g.paced.p99 / b.paced.p99).toFixed(2)}x)`,
    );
  }
  return { checks, notes };
}

function report(what: string, rows: Row[], settings: Settings): PartReport {
  return { title: roundsTitle(what, settings), table: rows.map(tableRow), ...againstBare(rows) };
}

export async function suggestionsPart(settings: Settings, servers: Servers): Promise<PartReport> {
  const rows: Row[] = [];
  for (const endpoint of SUGGESTION_ENDPOINTS) {
    const paths = QUERIES.map((q) => `${endpoint}?searchQuery=${encodeURIComponent(q)}`);
    const workload = {
      endpoint,
      paced: (origin: string) => paths.map((p) => ({ url: new URL(p, origin) })),
      peak: () => paths,
    };
    const { gateway, fastifyOnly, bare } = servers;
    rows.push(
      ...(await measure(workload, { gateway, "fastify-only": fastifyOnly, bare }, settings)),
    );
  }
  return report("Suggestion search, 10x catalogue", rows, settings);
}

/** Every 30th sample program shortlisted (as many universities), then the shortlist read. */
export async function shortlistPart(settings: Settings, servers: Servers): Promise<PartReport> {
  const { gateway, bare, student } = servers;
  const count = settings.shortlistCourses;
  const sample = JSON.parse(
    readFileSync(resolve(REPO_ROOT, "data/catalogue/courses.json"), "utf8"),
  ) as { courseId: number }[];
  const ids = sample.filter((_, i) => i % 30 === 0).slice(0, count);
  await shortlistCourses(
    gateway,
    student,
    ids.map((c) => c.courseId),
  );
  const path = pathOf(API.shortlist.fetchShortlist, { student_id: student.studentId });
  const cookieFor = (origin: string) =>
    origin === gateway ? { cookie: student.cookie } : undefined;
  const check = await fetch(`${gateway}${path}`, { headers: cookieFor(gateway) });
  const answer = (await check.json()) as unknown;
  const found = Array.isArray(answer) ? (answer as unknown[][]).flat().length : 0;
  if (found !== count)
    throw new Error(
      `the bench student has ${found} of ${count} courses shortlisted: ${check.status} ${JSON.stringify(answer).slice(0, 300)}`,
    );
  const workload = {
    endpoint: `GET /api/fetch-shortlisted-universities/{studentId}, ${count} courses`,
    paced: (origin: string) => [{ url: new URL(path, origin), headers: cookieFor(origin) }],
    peak: (origin: string) => [{ path, method: "GET" as const, headers: cookieFor(origin) }],
  };
  const rows = await measure(workload, { gateway, bare }, settings);
  return report("A student's shortlist, 10x catalogue", rows, settings);
}

/** filter-universities, logged out and logged in; the bare server runs the same service. */
export async function filterPart(settings: Settings, servers: Servers): Promise<PartReport> {
  const { gateway, bare, student } = servers;
  const rows: Row[] = [];
  for (const studentId of [null, student.studentId]) {
    const requests = filterRequests(studentId);
    const cookieFor = (origin: string) => (origin === gateway ? student.cookie : undefined);
    const workload = {
      endpoint: studentId
        ? "POST /api/filter-universities/{studentId}"
        : "POST /api/filter-universities",
      paced: (origin: string) => asPaced(origin, requests, cookieFor(origin)),
      peak: (origin: string) => asPeak(requests, cookieFor(origin)),
    };
    rows.push(...(await measure(workload, { gateway, bare }, settings)));
  }
  return report("filter-universities, 10x catalogue", rows, settings);
}
