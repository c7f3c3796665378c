import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, postGraphql, startTestApp, type TestApp } from "../testing/app";

let app: TestApp;
let clientDist: string;
beforeAll(async () => {
  clientDist = await mkdtemp(join(tmpdir(), "gradplan-dist-"));
  await writeFile(
    join(clientDist, "index.html"),
    "<!doctype html><title>GradPlan</title><div id=root></div>",
  );
  await mkdir(join(clientDist, "assets"));
  await writeFile(join(clientDist, "assets", "index-3f2a.js"), "console.log(1);");
  await writeFile(join(clientDist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  app = await startTestApp({ clientDist });
});
afterAll(async () => {
  await app.close();
});

describe("health", () => {
  it("/healthz answers while the process is up", async () => {
    expect(await getJson(`${app.baseUrl}/healthz`)).toEqual({
      status: 200,
      body: { status: "ok" },
    });
  });

  it("/readyz answers 200 when PostgreSQL and Redis answer", async () => {
    expect(await getJson(`${app.baseUrl}/readyz`)).toEqual({
      status: 200,
      body: { status: "ready", postgres: "up", redis: "up" },
    });
  });

  it("/readyz answers 503, naming Redis, when Redis is unreachable", async () => {
    const broken = await startTestApp({ clientDist, redisUrl: "redis://127.0.0.1:1" });
    try {
      const { status, body } = await getJson(`${broken.baseUrl}/readyz`);
      expect(status).toBe(503);
      expect(body).toMatchObject({ success: false, postgres: "up", redis: "down" });
      expect((body as { message: string }).message).toContain("Redis");
    } finally {
      await broken.close();
    }
  });
});

describe("draining before shutdown", () => {
  it("/readyz answers 503 and every answer closes its connection, while requests are still served", async () => {
    const draining = await startTestApp({ clientDist });
    try {
      const before = await fetch(`${draining.baseUrl}/healthz`);
      expect(before.headers.get("connection")).toBe("keep-alive");
      await draining.drainFor(0);

      const ready = await fetch(`${draining.baseUrl}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        success: false,
        message: "Not ready: shutting down.",
        postgres: "up",
        redis: "up",
      });
      const answers = await Promise.all([
        fetch(`${draining.baseUrl}/healthz`),
        fetch(`${draining.baseUrl}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ __typename }" }),
        }),
        fetch(`${draining.baseUrl}/api/no-such-route`),
        fetch(`${draining.baseUrl}/favicon.svg`),
      ]);
      expect(answers.map((a) => [a.status, a.headers.get("connection")])).toEqual([
        [200, "close"],
        [200, "close"],
        [404, "close"],
        [200, "close"],
      ]);
      expect(await answers[1]!.json()).toEqual({ data: { __typename: "Query" } });
    } finally {
      await draining.close();
    }
  });
});

describe("errors keep the envelope", () => {
  it("an unknown API route is a 404 with {success:false, message}", async () => {
    const { status, body } = await getJson(`${app.baseUrl}/api/no-such-route`);
    expect(status).toBe(404);
    expect(body).toMatchObject({
      success: false,
      message: expect.stringContaining("/api/no-such-route"),
    });
  });

  it("a malformed JSON body is a 400, not a 500", async () => {
    const res = await fetch(`${app.baseUrl}/api/anything`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      message: "The request body is not valid JSON.",
    });
  });

  it("an oversized body is a 413", async () => {
    const res = await fetch(`${app.baseUrl}/api/anything`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ x: "a".repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false });
  });

  it("an unknown download is a 404 in the envelope", async () => {
    expect(await getJson(`${app.baseUrl}/download/nope.pdf`)).toEqual({
      status: 404,
      body: { success: false, message: "No such download." },
    });
  });
});

describe("the client", () => {
  it("serves index.html for any client route (the SPA redirects unknown ones to /)", async () => {
    for (const path of ["/", "/about", "/some/unknown/page?x=1"]) {
      const res = await fetch(`${app.baseUrl}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toContain("text/html");
      expect(await res.text(), path).toContain("<div id=root>");
    }
  });

  it("caches hashed assets for a year, other files for an hour, index.html never", async () => {
    const cache = async (path: string) => {
      const res = await fetch(`${app.baseUrl}${path}`);
      expect(res.status, path).toBe(200);
      return res.headers.get("cache-control");
    };
    expect(await cache("/assets/index-3f2a.js")).toBe("public, max-age=31536000, immutable");
    expect(await cache("/favicon.svg")).toBe("public, max-age=3600");
    expect(await cache("/")).toBe("no-cache");
    expect(await cache("/profile")).toBe("no-cache");
  });

  it("answers a missing asset or server path with a 404, never the page", async () => {
    for (const path of ["/assets/index-gone.js", "/download/", "/graphql/x", "/healthz/x"]) {
      const res = await fetch(`${app.baseUrl}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toContain("application/json");
    }
  });

  it("answers 503 with a clear message when the client is not built", async () => {
    const bare = await startTestApp({ clientDist: join(clientDist, "missing") });
    try {
      const { status, body } = await getJson(`${bare.baseUrl}/`);
      expect(status).toBe(503);
      expect((body as { message: string }).message).toContain("npm run build");
    } finally {
      await bare.close();
    }
  });
});

describe("GraphQL guards", () => {
  it("refuses a plain GET query (CSRF prevention)", async () => {
    const res = await fetch(
      `${app.baseUrl}/graphql?query=${encodeURIComponent('{ searchJournals(searchQuery: "x") }')}`,
    );
    expect(res.status).toBe(400);
  });

  it("refuses a document nested deeper than the limit", async () => {
    const deep = `{ ${"a { ".repeat(12)}b${" }".repeat(12)} }`;
    const { body } = await postGraphql(app.baseUrl, deep);
    expect(body.errors?.some((e) => e.message.startsWith("Query is too deep"))).toBe(true);
  });

  it("answers a syntax error as a GraphQL error, not a crash", async () => {
    const { status, body } = await postGraphql(app.baseUrl, "{ searchJournals(");
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe("GRAPHQL_PARSE_FAILED");
  });
});

describe("safe by default", () => {
  it("sends the security headers on pages, API answers and errors", async () => {
    const graphql = { method: "POST", headers: { "content-type": "application/json" }, body: "{}" };
    const answers: [string, RequestInit][] = [
      ["/", {}],
      ["/api/search-universities?searchQuery=stan", {}],
      ["/api/nowhere", {}],
      ["/graphql", graphql],
    ];
    for (const [path, init] of answers) {
      const res = await fetch(`${app.baseUrl}${path}`, init);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      // Plain http: never pinned to https.
      expect(res.headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  it("adds HSTS when the request came over TLS through the trusted proxy", async () => {
    const res = await fetch(`${app.baseUrl}/healthz`, {
      headers: { "x-forwarded-proto": "https" },
    });
    expect(res.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("production: no introspection unless configured, Secure cookies only behind https", async () => {
    const { loadConfig } = await import("../core/config");
    const saved = { ...process.env };
    try {
      process.env.NODE_ENV = "production";
      process.env.JWT_SECRET = "s".repeat(48);
      delete process.env.GRAPHQL_INTROSPECTION;
      delete process.env.SECURE_COOKIES;
      process.env.PUBLIC_URL = "http://localhost:4000";
      expect(loadConfig()).toMatchObject({ graphqlIntrospection: false, secureCookies: false });
      process.env.PUBLIC_URL = "https://gradplan.example";
      process.env.GRAPHQL_INTROSPECTION = "true";
      expect(loadConfig()).toMatchObject({ graphqlIntrospection: true, secureCookies: true });
      process.env.NODE_ENV = "development";
      delete process.env.GRAPHQL_INTROSPECTION;
      expect(loadConfig().graphqlIntrospection).toBe(true);
    } finally {
      process.env = saved;
    }
    const production = await startTestApp({ graphqlIntrospection: false });
    try {
      const answer = await postGraphql(production.baseUrl, "{ __schema { types { name } } }");
      expect(answer.body.errors?.[0]?.message).toMatch(/introspection/i);
      // Without the explorer, even GET /graphql carries the strict policy.
      const page = await fetch(`${production.baseUrl}/graphql`);
      expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    } finally {
      await production.close();
    }
  });
});
