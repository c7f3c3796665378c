/**
 * Bad input the database cannot store (a NUL, an unpaired surrogate) and pages below 1 are
 * refused with a 400 and a clear message on every REST route and on /graphql, never a 500.
 * The routes come from the modules themselves, so a new route is covered without editing this.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../testing/app";
import { declaredRoutes } from "../testing/routes";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Every REST route the modules declare: method and path, with "1" for each parameter. */
async function everyRoute(): Promise<{ method: string; path: string }[]> {
  return (await declaredRoutes(app.config)).map(({ route }) => ({
    method: route.method,
    path: route.path.replace(/:[A-Za-z_]+/g, "1"),
  }));
}

const MESSAGE = /contains a character that cannot be stored/;

async function call(method: string, path: string, body?: string) {
  const res = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json" },
    body,
  });
  return { status: res.status, text: await res.text() };
}

describe("text the database cannot store", () => {
  it("finds the modules' routes (every domain mounts some)", async () => {
    const routes = await everyRoute();
    expect(routes.length).toBeGreaterThan(35);
    expect(routes).toContainEqual({ method: "GET", path: "/api/search-universities" });
    expect(routes).toContainEqual({ method: "POST", path: "/api/evaluate-resume/1" });
  });

  it("answers 400 with a clear message for a NUL in any query, on every route", async () => {
    const failures: string[] = [];
    for (const { method, path } of await everyRoute()) {
      const sep = path.includes("?") ? "&" : "?";
      const answer = await call(method, `${path}${sep}searchQuery=%00`);
      if (answer.status !== 400 || !MESSAGE.test(answer.text))
        failures.push(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 80)}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 400 for a NUL or a lone surrogate in a JSON body, on every route that takes one", async () => {
    const failures: string[] = [];
    for (const { method, path } of await everyRoute()) {
      if (method === "GET") continue;
      for (const body of ['{"name":"a\\u0000b"}', '{"nested":{"list":["ok","\\ud800"]}}']) {
        const answer = await call(method, path, body);
        if (answer.status !== 400 || !MESSAGE.test(answer.text))
          failures.push(`${method} ${path} ${body}: ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 400 for a NUL in the address, and names the field it found", async () => {
    const inPath = await call("GET", "/api/get-course-details/%00");
    expect(inPath.status).toBe(400);
    expect(JSON.parse(inPath.text).message).toMatch(/^The address contains/);
    const suggestion = await call("GET", "/api/search-universities?searchQuery=%00");
    expect(JSON.parse(suggestion.text)).toMatchObject({
      success: false,
      message: expect.stringMatching(/^searchQuery contains a character that cannot be stored/),
    });
  });

  it("answers GraphQL's bad-input error for a NUL in variables", async () => {
    const answer = await call(
      "POST",
      "/graphql",
      JSON.stringify({
        query: "query($q: String!) { searchUniversities(searchQuery: $q) }",
        variables: { q: "stan\u0000" },
      }),
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).errors[0]).toMatchObject({
      message: expect.stringMatching(/^variables\.q contains/),
      extensions: { code: "BAD_USER_INPUT" },
    });
  });
});

describe("pages", () => {
  it("refuses a page or a limit below 1, over REST and GraphQL", async () => {
    for (const query of ["page=-1", "page=0", "page=1.5", "limit=0"]) {
      const answer = await call("POST", `/api/filter-universities?${query}`, "{}");
      expect(answer.status, query).toBe(400);
      expect(JSON.parse(answer.text).message).toMatch(/must be a whole number of 1 or more\.$/);
    }
    expect((await call("POST", "/api/filter-universities?page=2", "{}")).status).toBe(200);
    const graphql = await call(
      "POST",
      "/graphql",
      JSON.stringify({ query: "{ filterUniversities(page: 0) { totalCount } }" }),
    );
    expect(JSON.parse(graphql.text).errors[0]).toMatchObject({
      message: "page must be a whole number of 1 or more.",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });
});
