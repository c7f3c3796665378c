/**
 * The route declarations hold: every REST route of every module has request schemas, appears
 * in the OpenAPI document (served and committed), and every student route declares its guard;
 * every declared contract is implemented once.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { ALL_ROUTES, type AnyRoute } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { REPO_ROOT } from "../core/config";
import { startTestApp, type TestApp } from "../testing/app";
import { declaredRoutes } from "../testing/routes";
import { openApiPath } from "./openapi";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const moduleRoutes = () => declaredRoutes(app.config);
const key = (route: AnyRoute) => `${route.method} ${route.path}`;

describe("the REST routes of the modules", () => {
  it("each has zod schemas for its path, query and body", async () => {
    const routes = await moduleRoutes();
    expect(routes.length).toBeGreaterThan(35);
    for (const { route } of routes) {
      for (const part of ["params", "query", "body"] as const)
        expect(route[part] instanceof z.ZodType, `${key(route)} ${part}`).toBe(true);
      // Every `:name` of the path is a key of the params schema.
      const names = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
      const shape = (route.params as z.ZodObject).shape ?? {};
      for (const name of names) expect(Object.keys(shape), key(route)).toContain(name);
    }
  });

  it("each student route declares its guard: only the named student may call it", async () => {
    for (const { route } of await moduleRoutes()) {
      if (route.path.includes(":student_id")) expect(route.guard, key(route)).toBe("own-student");
      if (route.guard === "own-student") expect(route.path, key(route)).toContain(":student_id");
    }
  });

  it("implement every declared contract, once", async () => {
    const implemented = (await moduleRoutes()).map(({ route }) => key(route));
    expect(new Set(implemented).size).toBe(implemented.length);
    expect(implemented.sort()).toEqual(ALL_ROUTES.map(key).sort());
  });

  it("each appears in the served OpenAPI document, which is the committed one", async () => {
    const res = await fetch(`${app.baseUrl}/api/openapi.json`);
    expect(res.status).toBe(200);
    const document = (await res.json()) as { openapi: string; paths: Record<string, object> };
    expect(document.openapi).toBe("3.1.0");
    for (const { route } of await moduleRoutes()) {
      const operation = document.paths[openApiPath(route.path)]?.[
        route.method.toLowerCase() as keyof object
      ] as { operationId?: string; "x-guard"?: string } | undefined;
      expect(operation?.operationId, key(route)).toBe(route.name);
      expect(operation?.["x-guard"], key(route)).toBe(route.guard);
    }
    const committed = JSON.parse(readFileSync(resolve(REPO_ROOT, "docs/openapi.json"), "utf8"));
    expect(document, "docs/openapi.json is stale: run `npm run codegen`").toEqual(committed);
  });

  it("serves a browsable page at /api/docs under the app's content security policy", async () => {
    const res = await fetch(`${app.baseUrl}/api/docs`, { redirect: "follow" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("swagger-ui");
    // Scripts are files, never inline, so `script-src 'self'` holds.
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
  });
});
