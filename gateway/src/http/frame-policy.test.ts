/**
 * One framing policy on every kind of answer: the CSP's `frame-ancestors` and X-Frame-Options
 * say the same (issue 31: helmet's default SAMEORIGIN contradicted `frame-ancestors 'none'`).
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../testing/app";

let app: TestApp;
beforeAll(async () => {
  const clientDist = await mkdtemp(join(tmpdir(), "gradplan-dist-"));
  await writeFile(join(clientDist, "index.html"), "<!doctype html><title>GradPlan</title>");
  await writeFile(join(clientDist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  // Introspection on (as in development): /graphql's explorer page is one more kind of answer.
  app = await startTestApp({ clientDist, graphqlIntrospection: true });
});
afterAll(async () => {
  await app.close();
});

/** What each header allows: who may frame the answer. */
function framing(headers: Headers): { csp: string | null; xfo: string | null } {
  const csp = headers.get("content-security-policy") ?? "";
  const ancestors = /(?:^|;)\s*frame-ancestors\s+([^;]+)/.exec(csp)?.[1]?.trim() ?? null;
  const cspSays = ancestors === "'none'" ? "nobody" : ancestors === "'self'" ? "self" : ancestors;
  const xfo = headers.get("x-frame-options")?.toUpperCase() ?? null;
  const xfoSays = xfo === "DENY" ? "nobody" : xfo === "SAMEORIGIN" ? "self" : xfo;
  return { csp: cspSays, xfo: xfoSays };
}

const json = { "content-type": "application/json" };
const ANSWERS: [string, string, RequestInit][] = [
  ["a page (the SPA)", "/search", { headers: { accept: "text/html" } }],
  ["a static file", "/favicon.svg", {}],
  ["an API answer", "/api/search-universities?searchQuery=stan", {}],
  ["an API error", "/api/nowhere", {}],
  ["a refused body", "/api/login", { method: "POST", headers: json, body: "{" }],
  ["a download", "/download/Building-Your-Academic-Resume.pdf", {}],
  [
    "a GraphQL answer",
    "/graphql",
    { method: "POST", headers: json, body: '{"query":"{__typename}"}' },
  ],
  ["the explorer page", "/graphql", { headers: { accept: "text/html" } }],
  ["health", "/healthz", {}],
];

describe("framing", () => {
  for (const [what, path, init] of ANSWERS) {
    it(`${what}: frame-ancestors and X-Frame-Options both deny framing`, async () => {
      const res = await fetch(`${app.baseUrl}${path}`, init);
      await res.arrayBuffer();
      expect(framing(res.headers)).toEqual({ csp: "nobody", xfo: "nobody" });
    });
  }
});
