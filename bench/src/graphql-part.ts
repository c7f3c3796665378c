/**
 * The GraphQL reads the client sends (graphql-workload.ts: filterUniversities logged out and
 * with a student, the profile, and the profile page's three reads) against the REST routes
 * answering the same, in alternating rounds on the same gateway. Budget: p99 under 25 ms at an
 * even 200 requests/s.
 */
import { filterRequests } from "./filter-workload";
import {
  asPacedRequests,
  asPeakRequests,
  type BenchRequest,
  checkAnswers,
  graphqlFilterRequests,
  profilePageRequests,
  profileRequests,
} from "./graphql-workload";
import type { PartReport } from "./part";
import { measureVariants, RATE, type Row, roundsTitle } from "./rounds";
import type { Servers } from "./servers";
import type { Settings } from "./settings";

const P99_BUDGET_MS = 25;

/** Each read: its name, the client's GraphQL requests, and the REST requests answering the same. */
function reads({
  studentId,
  cookie,
}: Servers["student"]): [string, BenchRequest[], BenchRequest[]][] {
  return [
    [
      "filterUniversities, logged out",
      graphqlFilterRequests(null),
      filterRequests(null).map((r) => ({ method: "POST" as const, ...r })),
    ],
    [
      "filterUniversities, with a student",
      graphqlFilterRequests(studentId, cookie),
      filterRequests(studentId).map((r) => ({ method: "POST" as const, ...r, cookie })),
    ],
    [
      "studentProfile (REST: get-student-info)",
      profileRequests("graphql", studentId, cookie),
      profileRequests("rest", studentId, cookie),
    ],
    [
      "profile page: profile, strength, progress in turn",
      profilePageRequests("graphql", studentId, cookie),
      profilePageRequests("rest", studentId, cookie),
    ],
  ];
}

const pct = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;

export async function graphqlPart(settings: Settings, servers: Servers): Promise<PartReport> {
  const origin = servers.gateway;
  const measured: { read: string; graphql: Row; rest: Row }[] = [];
  for (const [read, graphqlRequests, restRequests] of reads(servers.student)) {
    // GraphQL answers 200 with `errors` in the body: each distinct request must answer data first.
    await checkAnswers(origin, [...graphqlRequests, ...restRequests]);
    const variant = (requests: BenchRequest[]) => ({
      origin,
      paced: asPacedRequests(origin, requests),
      peak: asPeakRequests(requests),
    });
    const rows = await measureVariants(
      read,
      { graphql: variant(graphqlRequests), rest: variant(restRequests) },
      settings,
    );
    measured.push({
      read,
      graphql: rows.find((r) => r.server === "graphql")!,
      rest: rows.find((r) => r.server === "rest")!,
    });
  }
  return {
    title: roundsTitle(
      "GraphQL (POST /graphql, the client's documents) and REST, same gateway",
      settings,
    ),
    table: measured.map(({ read, graphql: g, rest: r }) => ({
      read,
      "GraphQL p50 / p99 ms": `${g.paced.p50} / ${g.paced.p99}`,
      "REST p50 / p99 ms": `${r.paced.p50} / ${r.paced.p99}`,
      "GraphQL / REST peak req/s": `${g.peak.requestsPerSecond} / ${r.peak.requestsPerSecond}`,
      errors: g.paced.errors + g.peak.errors + r.paced.errors + r.peak.errors,
    })),
    checks: measured.flatMap(({ read, graphql: g, rest: r }) => [
      {
        what: `${read} through GraphQL: p99 at ${RATE} req/s ${g.paced.p99} ms (budget < ${P99_BUDGET_MS} ms; REST ${r.paced.p99} ms)`,
        ok: g.paced.p99 < P99_BUDGET_MS,
      },
      {
        what: `${read}: no errors`,
        ok: g.paced.errors + g.peak.errors + r.paced.errors + r.peak.errors === 0,
      },
    ]),
    notes: measured.map(
      ({ read, graphql: g, rest: r }) =>
        `${read}: GraphQL p50 ${pct(g.paced.p50 / r.paced.p50 - 1)} over REST; peak ${pct(g.peak.requestsPerSecond / r.peak.requestsPerSecond)} of REST's`,
    ),
  };
}
