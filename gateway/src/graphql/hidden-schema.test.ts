/**
 * With introspection off (production), the schema stays hidden in the other two ways it leaked
 * (issue 31): no "Did you mean ...?" naming real fields, arguments or input fields, and no
 * Apollo landing page (scripts from Apollo's CDN) for a browser's GET /graphql. Development
 * (introspection on) keeps both, for the people building the product.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../testing/app";
import { prefersHtml, withoutSuggestions } from "./hidden-schema";

let production: TestApp;
let development: TestApp;
beforeAll(async () => {
  production = await startTestApp({ graphqlIntrospection: false });
  development = await startTestApp({ graphqlIntrospection: true });
});
afterAll(async () => {
  await production.close();
  await development.close();
});

async function graphql(app: TestApp, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${app.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { errors?: { message: string }[] };
}

/** Mistakes one letter off a real name: graphql-js would suggest the real one. */
const MISTAKES: [string, string, Record<string, unknown>, string][] = [
  [
    "an unknown field",
    '{ searchUniversitie(searchQuery: "x") { __typename } }',
    {},
    "searchUniversities",
  ],
  ["an unknown argument", "{ filterUniversities(limt: 1) { __typename } }", {}, "limit"],
  [
    "an unknown input field in variables",
    "mutation($input: RegisterInput!) { register(input: $input) { __typename } }",
    {
      input: {
        email: "a@b.co",
        applyingSemestr: "Fall",
        firstName: "A",
        lastName: "B",
        password: "x",
        confirmPassword: "x",
        category: "x",
      },
    },
    "applyingSemester",
  ],
];

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

describe("production: the schema stays hidden", () => {
  for (const [what, query, variables, realName] of MISTAKES) {
    it(`${what}: refused without naming the real one`, async () => {
      const { errors } = await graphql(production, query, variables);
      expect(errors?.length).toBeGreaterThan(0);
      for (const { message } of errors ?? []) {
        expect(message).not.toMatch(/did you mean/i);
        expect(message).not.toContain(`"${realName}"`);
      }
    });
  }

  it("a browser's GET /graphql is the plain 404 of any unknown path, not Apollo's page", async () => {
    const res = await fetch(`${production.baseUrl}/graphql`, {
      headers: { accept: BROWSER_ACCEPT },
    });
    const text = await res.text();
    expect(res.status).toBe(404);
    expect(text).not.toMatch(/apollographql|<script/i);
    expect(JSON.parse(text)).toEqual({ success: false, message: "Not found." });
  });

  it("a GraphQL client's GET still answers", async () => {
    const res = await fetch(
      `${production.baseUrl}/graphql?query=${encodeURIComponent("{__typename}")}`,
      {
        headers: { accept: "application/json", "apollo-require-preflight": "true" },
      },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { __typename: "Query" } });
  });
});

describe("development: suggestions and the explorer stay", () => {
  it("suggests the real field", async () => {
    const [, query, variables] = MISTAKES[0]!;
    const { errors } = await graphql(development, query, variables);
    expect(errors?.[0]?.message).toMatch(/Did you mean "searchUniversities"/);
  });

  it("serves Apollo's landing page to a browser", async () => {
    const res = await fetch(`${development.baseUrl}/graphql`, {
      headers: { accept: BROWSER_ACCEPT },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/apollographql/);
  });
});

describe("the pure parts", () => {
  it("cuts graphql-js's suggestions, whatever they name", () => {
    expect(
      withoutSuggestions('Cannot query field "studen" on type "Query". Did you mean "student"?'),
    ).toBe('Cannot query field "studen" on type "Query".');
    expect(withoutSuggestions('Unknown argument "a". Did you mean "b", "c", or "d"?')).toBe(
      'Unknown argument "a".',
    );
    expect(withoutSuggestions("Query is too deep: 9 levels, at most 8.")).toBe(
      "Query is too deep: 9 levels, at most 8.",
    );
  });

  it("tells a browser from a GraphQL client", () => {
    expect(prefersHtml(BROWSER_ACCEPT)).toBe(true);
    expect(prefersHtml("application/graphql-response+json, application/json")).toBe(false);
    expect(prefersHtml("*/*")).toBe(false);
    expect(prefersHtml(undefined)).toBe(false);
    expect(prefersHtml("application/json, text/html")).toBe(false);
    expect(prefersHtml("application/json;q=0.5, text/html")).toBe(true);
  });
});
