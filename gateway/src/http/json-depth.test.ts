/**
 * JSON nested deeper than MAX_JSON_DEPTH is a 400 with a clear message before anything walks it
 * (issue 31: 5,000 levels overflowed the stack of the unstorable-text walk, a 500): on every REST
 * route that takes a body, and on /graphql in the body's variables or extensions and in a GET's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_TOO_DEEP_MESSAGE } from "../core/json-depth";
import { startTestApp, type TestApp } from "../testing/app";
import { declaredRoutes } from "../testing/routes";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const LEVELS = 5000;
const deepArray = `${"[".repeat(LEVELS)}${"]".repeat(LEVELS)}`;
const deepObject = `${'{"a":'.repeat(LEVELS)}1${"}".repeat(LEVELS)}`;

async function call(method: string, path: string, body?: string, headers = {}) {
  const res = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  return { status: res.status, text: await res.text() };
}

describe("JSON nested too deeply", () => {
  it("is a 400 in the REST envelope on every route that takes a body", async () => {
    const failures: string[] = [];
    for (const { route } of await declaredRoutes(app.config)) {
      if (route.method === "GET") continue;
      const path = route.path.replace(/:[A-Za-z_]+/g, "1");
      for (const body of [`{"x":${deepArray}}`, deepObject]) {
        const answer = await call(route.method, path, body);
        const envelope = answer.status === 400 ? JSON.parse(answer.text) : null;
        if (envelope?.success !== false || envelope?.message !== JSON_TOO_DEEP_MESSAGE)
          failures.push(`${route.method} ${path}: ${answer.status} ${answer.text.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  const query = "query($q: String!) { searchUniversities(searchQuery: $q) { __typename } }";
  const graphqlRefusal = {
    errors: [{ message: JSON_TOO_DEEP_MESSAGE, extensions: { code: "BAD_USER_INPUT" } }],
  };

  for (const where of ["variables", "extensions"]) {
    it(`is GraphQL's bad-request answer in a POST's ${where}`, async () => {
      const body = `{"query":${JSON.stringify(query)},"${where}":{"q":${deepArray}}}`;
      const answer = await call("POST", "/graphql", body);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toEqual(graphqlRefusal);
    });

    it(`is GraphQL's bad-request answer in a GET's ${where}`, async () => {
      // Brackets unescaped, as a browser sends them: 5,000 levels then fit in Node's 16 kB of headers.
      const search = `query=${encodeURIComponent(query)}&${where}={"q":${deepArray}}`;
      const answer = await call("GET", `/graphql?${search}`, undefined, {
        "apollo-require-preflight": "true",
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toEqual(graphqlRefusal);
    });
  }

  it("still answers a body within the limit", async () => {
    const answer = await call(
      "POST",
      "/graphql",
      JSON.stringify({ query, variables: { q: "stan" }, extensions: { a: [[[[{ b: 1 }]]]] } }),
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).data.searchUniversities).toBeInstanceOf(Array);
  });
});
