/**
 * The GraphQL workloads: the documents the client sends (read from client/src/**\/*.graphql,
 * each operation with the fragments it spreads, as Apollo Client sends it) for the search page
 * and the profile page, and the REST requests that answer the same, side by side on the gateway.
 */
import { clientOperations } from "@gradplan/gateway";
import { API, pathOf } from "@gradplan/schema";
import { print } from "graphql";
import { FILTERS, PAGES } from "./filter-workload";
import type { RequestSpec } from "./paced-load";
import type { PeakRequest } from "./throughput";

/** One request of a workload, for the paced load and for autocannon alike. */
export interface BenchRequest {
  method: "GET" | "POST";
  path: string;
  body?: string;
  cookie?: string;
}

/** The client's operation of that name, printed with its fragments (what the browser POSTs). */
export function clientOperation(name: string): string {
  const found = clientOperations().find((operation) => operation.name === name);
  if (!found) throw new Error(`the client has no GraphQL operation named ${name}`);
  return print(found.document);
}

const graphql = (query: string, variables: Record<string, unknown>, cookie?: string) => ({
  method: "POST" as const,
  path: "/graphql",
  body: JSON.stringify({ query, variables }),
  cookie,
});

/** filter-universities' forty requests (filter-workload.ts) as the client's FilterUniversities. */
export function graphqlFilterRequests(studentId: string | null, cookie?: string): BenchRequest[] {
  const query = clientOperation("FilterUniversities");
  return FILTERS.flatMap((filters) =>
    PAGES.map((page) =>
      graphql(query, { filters, page, limit: 10, ...(studentId ? { studentId } : {}) }, cookie),
    ),
  );
}

/** The profile read: the client's StudentProfile, or the REST get-student-info. */
export function profileRequests(
  transport: "graphql" | "rest",
  studentId: string,
  cookie: string,
): BenchRequest[] {
  if (transport === "graphql") return [graphql(clientOperation("StudentProfile"), {}, cookie)];
  return [
    { method: "GET", path: pathOf(API.students.studentInfo, { student_id: studentId }), cookie },
  ];
}

/** What the profile page loads: the profile, its strength and its progress, in turn. */
export function profilePageRequests(
  transport: "graphql" | "rest",
  studentId: string,
  cookie: string,
): BenchRequest[] {
  if (transport === "graphql")
    return ["StudentProfile", "ProfileStrength", "StudentProgress"].map((name) =>
      graphql(clientOperation(name), {}, cookie),
    );
  const params = { student_id: studentId };
  return [API.students.studentInfo, API.students.profileStrength, API.students.progress].map(
    (route) => ({ method: "GET" as const, path: pathOf(route, params), cookie }),
  );
}

export const asPacedRequests = (origin: string, requests: BenchRequest[]): RequestSpec[] =>
  requests.map((r) => ({
    url: new URL(r.path, origin),
    method: r.method,
    body: r.body,
    headers: r.cookie ? { cookie: r.cookie } : undefined,
  }));

export const asPeakRequests = (requests: BenchRequest[]): PeakRequest[] =>
  requests.map((r) => ({
    path: r.path,
    method: r.method,
    body: r.body,
    headers: r.cookie ? { cookie: r.cookie } : undefined,
  }));

/**
 * GraphQL answers 200 with `errors` in the body, which a load counting statuses would not see:
 * each distinct request is sent once first and must answer 200 with data and no errors.
 */
export async function checkAnswers(origin: string, requests: BenchRequest[]): Promise<void> {
  for (const r of new Map(requests.map((x) => [`${x.path} ${x.body ?? ""}`, x])).values()) {
    const res = await fetch(new URL(r.path, origin), {
      method: r.method,
      headers: {
        ...(r.body ? { "content-type": "application/json" } : {}),
        ...(r.cookie ? { cookie: r.cookie } : {}),
      },
      body: r.body,
    });
    const text = await res.text();
    const body = JSON.parse(text) as { errors?: unknown; data?: unknown };
    if (res.status !== 200 || body.errors || (r.path === "/graphql" && !body.data))
      throw new Error(`${r.method} ${r.path} ${r.body ?? ""}: ${res.status} ${text.slice(0, 300)}`);
  }
}
