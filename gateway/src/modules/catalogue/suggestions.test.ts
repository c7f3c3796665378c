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

/** Universities one of whose names (own or alias) matches, in the answer's order, each once. */
async function universityNames(where: string, param: string): Promise<string[]> {
  const rows = await app.orm.em.getConnection().execute<{ name: string }[]>(
    `select u.name from university_search_term t join university u on u.id = t.university_id
       where ${where.replaceAll("search_key", "t.search_key")}
       order by t.search_key collate "C", t.masters_awarded desc, t.university_id`,
    [param],
  );
  return [...new Set(rows.map((r) => r.name))];
}

const universitiesFound = async (q: string) =>
  ((await search("search-universities", q)).body as { universityName: string }[]).map(
    (u) => u.universityName,
  );

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
    const names = await universitiesFound(q);
    const prefix = await universityNames("search_key like ? || '%'", q);
    const wordStart = await universityNames("search_key like '% ' || ? || '%'", q);
    const containing = await universityNames("search_key like '%' || ? || '%'", q);
    expect(prefix.length).toBeLessThan(SUGGESTION_LIMIT);
    expect(names).toHaveLength(Math.min(SUGGESTION_LIMIT, containing.length));
    // A university is answered once, where its best-matching name puts it.
    expect(names.slice(0, prefix.length)).toEqual(prefix);
    const rest = names.slice(prefix.length);
    for (const name of rest) expect(containing).toContain(name);
    const firstMidWord = rest.findIndex((n) => !wordStart.includes(n));
    if (firstMidWord >= 0)
      expect(rest.slice(firstMidWord).every((n) => !wordStart.includes(n))).toBe(true);
  });

  it("reads punctuation as a space (or drops . and '), in names and in queries alike", async () => {
    const names = async (q: string) =>
      ((await search("search-universities", q)).body as { universityName: string }[]).map(
        (u) => u.universityName,
      );
    expect(await names("texas a&m university kingsville")).toEqual([
      "Texas A&M University, Kingsville",
    ]);
    expect(await names("Texas A M University, Kingsville")).toEqual([
      "Texas A&M University, Kingsville",
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
      university_search_term: `"term"`,
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

describe("GET /api/search-universities by the names students use", () => {
  it.each([
    ["MIT", "Massachusetts Institute of Technology"],
    ["UIUC", "University of Illinois Urbana-Champaign"],
    ["Georgia Tech", "Georgia Institute of Technology"],
    ["USC", "University of Southern California"],
    ["UT Austin", "The University of Texas at Austin"],
    ["NYU", "New York University"],
    ["CMU", "Carnegie Mellon University"],
    ["RPI", "Rensselaer Polytechnic Institute"],
  ])("'%s' finds %s first", async (q, name) => {
    expect((await universitiesFound(q))[0]).toBe(name);
  });

  it("reads lower case and punctuation in a short form as it reads them in a name", async () => {
    expect((await universitiesFound("m.i.t."))[0]).toBe("Massachusetts Institute of Technology");
    expect((await universitiesFound("ut-austin"))[0]).toBe("The University of Texas at Austin");
    expect((await universitiesFound("georgia tech"))[0]).toBe("Georgia Institute of Technology");
    expect((await universitiesFound("cmu"))[0]).toBe("Carnegie Mellon University");
  });

  it("lists both universities a short form is shared by, the one with more Master's first", async () => {
    expect((await universitiesFound("CMU")).slice(0, 2)).toEqual([
      "Carnegie Mellon University",
      "Central Michigan University",
    ]);
    expect((await universitiesFound("USC")).slice(0, 2)).toEqual([
      "University of Southern California",
      "University of South Carolina",
    ]);
  });

  it("answers each university once, by its own name and id, however many of its names match", async () => {
    const { body } = await search("search-universities", "university of illinois");
    const list = body as { universityId: number; universityName: string }[];
    const names = list.map((u) => u.universityName);
    expect(new Set(names).size).toBe(names.length);
    expect(list).toContainEqual({
      universityId: 145637,
      universityName: "University of Illinois Urbana-Champaign",
    });
  });

  it("finds a university by its IPEDS name without the '-Main Campus' suffix, and without 'The'", async () => {
    expect(await universitiesFound("Georgia Institute of Technology")).toEqual([
      "Georgia Institute of Technology",
    ]);
    expect((await universitiesFound("university of texas at austin"))[0]).toBe(
      "The University of Texas at Austin",
    );
    expect((await universitiesFound("Texas A&M University-College Station"))[0]).toBe(
      "Texas A&M University",
    );
  });

  it("finds a typed misspelling IPEDS lists, and not a university by its city alone", async () => {
    expect((await universitiesFound("Illinios"))[0]).toBe(
      "University of Illinois Urbana-Champaign",
    );
    expect(await universitiesFound("champaign")).toEqual([
      "University of Illinois Urbana-Champaign",
    ]);
    const central = await universitiesFound("central");
    expect(central[0]).toMatch(/^Central /);
    expect(central).toContain("Central Michigan University");
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

  it("search-course finds a course by the short forms students use", async () => {
    const names = async (q: string) =>
      ((await search("search-course", q)).body as { course_name: string }[]).map(
        (c) => c.course_name,
      );
    expect((await names("CS"))[0]).toBe("Computer Science");
    expect(await names("ECE")).toEqual(
      expect.arrayContaining([
        "Electronics and Communication Engineering",
        "Electrical Engineering",
        "Computer Engineering",
      ]),
    );
    expect((await names("EE"))[0]).toBe("Electrical Engineering");
    expect((await names("ML"))[0]).toBe("Artificial Intelligence and Machine Learning");
    expect(await names("ml")).toContain("Data Science");
    expect((await names("data science"))[0]).toBe("Data Science");
    const gql = await postGraphql(
      app.baseUrl,
      `{ searchCourses(searchQuery: "ECE") { courseName } }`,
    );
    expect(gql.body.data?.searchCourses).toContainEqual({ courseName: "Electrical Engineering" });
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
