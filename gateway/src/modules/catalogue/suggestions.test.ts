import {
  SEARCH_MESSAGES,
  SEARCH_QUERY_MAX_LENGTH,
  SUGGESTION_LIMIT,
  searchKeyOf,
} from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, postGraphql, startTestApp, type TestApp } from "../../testing/app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const search = (path: string, q: string) =>
  getJson(`${app.baseUrl}/api/${path}?searchQuery=${encodeURIComponent(q)}`);

async function universityNames(where: string, param: string): Promise<string[]> {
  const rows = await app.orm.em
    .getConnection()
    .execute<{ name: string }[]>(`select name from university where ${where} order by search_key`, [
      param,
    ]);
  return rows.map((r) => r.name);
}

describe("GET /api/search-universities", () => {
  it("finds Stanford University from 'stan', first, with its id", async () => {
    const { status, body } = await search("search-universities", "stan");
    expect(status).toBe(200);
    const list = body as { universityId: number; universityName: string }[];
    expect(list[0]?.universityName).toBe("Stanford University");
    expect(list[0]?.universityId).toBe(243744);
  });

  it("is case-insensitive and ignores surrounding spaces", async () => {
    const lower = await search("search-universities", "stan");
    expect((await search("search-universities", "  STAN ")).body).toEqual(lower.body);
  });

  it("lists prefix matches before substring matches, at most 10, as the database holds them", async () => {
    const q = "univ";
    const { body } = await search("search-universities", q);
    const names = (body as { universityName: string }[]).map((u) => u.universityName);
    const prefix = await universityNames("search_key like ? || '%'", q);
    expect(prefix.length).toBeGreaterThan(SUGGESTION_LIMIT);
    expect(names).toEqual(prefix.slice(0, SUGGESTION_LIMIT));
  });

  it("fills up with substring matches, word starts first, when prefixes run short", async () => {
    const q = "state";
    const { body } = await search("search-universities", q);
    const names = (body as { universityName: string }[]).map((u) => u.universityName.toLowerCase());
    const prefixCount = (await universityNames("search_key like ? || '%'", q)).length;
    const containing = await universityNames("search_key like '%' || ? || '%'", q);
    expect(names).toHaveLength(Math.min(SUGGESTION_LIMIT, containing.length));
    for (const name of names) expect(name).toContain(q);
    expect(names.slice(0, prefixCount).every((n) => n.startsWith(q))).toBe(true);
    const afterPrefix = names.slice(prefixCount);
    const firstMidWord = afterPrefix.findIndex((n) => !n.includes(` ${q}`));
    if (firstMidWord >= 0)
      expect(afterPrefix.slice(firstMidWord).every((n) => !n.includes(` ${q}`))).toBe(true);
  });

  it("reads punctuation as a space (or drops . and '), in names and in queries alike", async () => {
    const names = async (q: string) =>
      ((await search("search-universities", q)).body as { universityName: string }[]).map(
        (u) => u.universityName,
      );
    expect(await names("texas a&m university commerce")).toEqual([
      "Texas A&M University, Commerce",
    ]);
    expect(await names("Texas A M University, Commerce")).toEqual([
      "Texas A&M University, Commerce",
    ]);
    expect(await names("university of wisconsin madison")).toEqual([
      "University of Wisconsin, Madison",
    ]);
    expect(await names("illinois urbana champaign")).toEqual([
      "University of Illinois Urbana-Champaign",
    ]);
    expect(await names("st johns")).toContain("St. John's University");
    expect(await names("St. John's")).toContain("St. John's University");
    const iit = (
      await search("search-undergrad-university", "Indian Institute of Technology Bombay")
    ).body as string[];
    expect(iit).toContain("Indian Institute of Technology, Bombay");
  });

  it("stores for every searchable name the key that searchKeyOf gives its query", async () => {
    const tables = {
      university: `"name"`,
      undergrad_university: `"name"`,
      undergrad_course: `"course_name"`,
      conference: `"name" || ' (' || "acronym" || ')'`,
      journal: `"name"`,
    };
    for (const [table, text] of Object.entries(tables)) {
      const rows = await app.orm.em
        .getConnection()
        .execute<{ text: string; key: string }[]>(
          `select ${text} as "text", search_key as "key" from "${table}"`,
        );
      expect(rows.length, table).toBeGreaterThan(0);
      const differing = rows.filter((r) => searchKeyOf(r.text) !== r.key);
      expect(differing.slice(0, 5), table).toEqual([]);
    }
  });

  it("answers [] for an empty, blank or missing query", async () => {
    expect((await search("search-universities", "")).body).toEqual([]);
    expect((await search("search-universities", "   ")).body).toEqual([]);
    expect((await getJson(`${app.baseUrl}/api/search-universities`)).body).toEqual([]);
  });

  it("treats LIKE wildcards and quotes as plain text", async () => {
    for (const odd of ["%", "_", "\\", "%%%", "'; drop table university; --", "stan%", "ü🎓"]) {
      const { status, body } = await search("search-universities", odd);
      expect(status, odd).toBe(200);
      expect(body, odd).toEqual([]);
    }
  });

  it("refuses an over-long query with a 400 and a clear message", async () => {
    const { status, body } = await search(
      "search-universities",
      "a".repeat(SEARCH_QUERY_MAX_LENGTH + 1),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: SEARCH_MESSAGES.tooLong });
  });

  it("refuses a repeated searchQuery parameter with a 400", async () => {
    const { status, body } = await getJson(
      `${app.baseUrl}/api/search-universities?searchQuery=a&searchQuery=b`,
    );
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: SEARCH_MESSAGES.notAString });
  });
});

describe("the other suggestion endpoints", () => {
  it("search-undergrad-university answers names from the world list, India included", async () => {
    const { status, body } = await search(
      "search-undergrad-university",
      "indian institute of technology",
    );
    expect(status).toBe(200);
    const names = body as string[];
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
    for (const name of names)
      expect(name.toLowerCase()).toContain("indian institute of technology");
  });

  it("search-course answers course_name and course_code", async () => {
    const { body } = await search("search-course", "computer");
    expect(body).toEqual(
      expect.arrayContaining([{ course_name: "Computer Science", course_code: "CS" }]),
    );
    expect((await search("search-course", "information tech")).body).toEqual(
      expect.arrayContaining([{ course_name: "Information Technology", course_code: "CS" }]),
    );
  });

  it("search-conference matches a conference by its acronym", async () => {
    const { body } = await search("search-conference", "neurips");
    const names = body as string[];
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]?.toLowerCase()).toContain("(neurips)");
  });

  it("search-journal answers journal names containing the query", async () => {
    const names = (await search("search-journal", "machine learning")).body as string[];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain("machine learning");
  });
});

describe("the same through GraphQL", () => {
  it("answers what REST answers", async () => {
    const rest = await search("search-universities", "stan");
    const gql = await postGraphql(
      app.baseUrl,
      "query($q: String!) { searchUniversities(searchQuery: $q) { universityId universityName } }",
      { q: "stan" },
    );
    expect(gql.body.data?.searchUniversities).toEqual(rest.body);
    const courses = await postGraphql(
      app.baseUrl,
      `{ searchCourses(searchQuery: "data") { courseName courseCode } }`,
    );
    expect(courses.body.data?.searchCourses).toEqual(
      expect.arrayContaining([{ courseName: "Data Science", courseCode: "DS" }]),
    );
  });

  it("refuses an over-long query as bad user input, with the same message", async () => {
    const gql = await postGraphql(
      app.baseUrl,
      "query($q: String!) { searchJournals(searchQuery: $q) }",
      { q: "x".repeat(500) },
    );
    expect(gql.body.errors?.[0]?.message).toBe(SEARCH_MESSAGES.tooLong);
    expect(gql.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("answers a university with its program count, and null for an unknown id", async () => {
    const q =
      "query($id: Int!) { university(universityId: $id) { name state universityType courseCount } }";
    const stanford = await postGraphql(app.baseUrl, q, { id: 243744 });
    expect(stanford.body.data?.university).toMatchObject({
      name: "Stanford University",
      state: "CA",
      universityType: "Private",
    });
    expect(stanford.body.data?.university).toMatchObject({ courseCount: expect.any(Number) });
    expect((await postGraphql(app.baseUrl, q, { id: 1 })).body.data?.university).toBeNull();
  });
});
