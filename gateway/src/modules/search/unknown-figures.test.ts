/**
 * Figures the catalogue does not know (issue 29): what a client sees. Its own database, the
 * sample catalogue (or the real one) with a few figures made unknown: a TOEFL-range filter
 * neither drops a course whose minimum is unknown silently nor counts it as a match (it is in
 * unknownCounts, and in the matches when includeUnknown names the range); a figure not known
 * answers null over REST and GraphQL, with the IPEDS figures and their sources beside it.
 */
import {
  type CourseDetails,
  type CourseStats,
  type FilterUniversitiesAnswer,
  PATHS,
  pathOf,
  type ShortlistedCourse,
  type UniversityDetails,
} from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase, type ThrowawayDatabase } from "../../db/throwaway";
import { postGraphql, startTestApp, type TestApp, testConfig } from "../../testing/app";
import { callJson, type StudentClient, signUpStudent } from "../../testing/student-client";

let db: ThrowawayDatabase;
let app: TestApp;
/** A course whose TOEFL minimum is made unknown, and one whose every such figure is unknown. */
let toeflUnknown: { id: number; state: string; code: string };
let allUnknown: { id: number; universityId: number };

const UNKNOWN_FIGURES = `course_ranking = null, tuition = null, course_duration_months = null,
  acceptance_rate = null, gpa_avg = null, gpa_min = null, toefl_min = null, ielts_min = null,
  gre_avg = null, gre_min = null, gre_required = null, network_building = null, deadlines = null`;

beforeAll(async () => {
  db = await createThrowawayDatabase(testConfig().databaseUrl, "test", async (orm) => {
    const sql = orm.em.getConnection();
    // Set here rather than found: the sample knows every TOEFL minimum, the real one none.
    const picked = await sql.execute<{ id: number; state: string; code: string; uid: number }[]>(
      `(select c.id, u.state, c.degree_code as code, u.id as uid from course c
          join university u on u.id = c.university_id order by c.id limit 2)
        union all (select c.id, u.state, c.degree_code, u.id from course c
          join university u on u.id = c.university_id order by c.id desc limit 1)`,
    );
    const [unknown, known, other] = picked;
    if (!unknown || !known || !other) throw new Error("the catalogue has too few courses");
    toeflUnknown = unknown;
    allUnknown = { id: other.id, universityId: other.uid };
    await sql.execute("update course set toefl_min = null where id = ?", [unknown.id]);
    await sql.execute("update course set toefl_min = 95 where id = ?", [known.id]);
    await sql.execute(
      `update course set ${UNKNOWN_FIGURES}, tuition_in_state = 12000,
        cip_codes = '["11.0701","11.0101"]', graduates = '{"2023":40,"2024":52}',
        graduates_latest = 52, sources = '{"graduates":"ipeds-completions"}' where id = ?`,
      [other.id],
    );
    await sql.execute(
      `update university set acceptance_rate = null, tuition = null, research_tier = null,
        control = 'Private nonprofit', tuition_in_state = null,
        application_url = 'https://apply.example.edu/grad' where id = ?`,
      [other.uid],
    );
  });
  app = await startTestApp({ databaseUrl: db.url });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const filter = (filters: unknown, query = "") =>
  callJson<FilterUniversitiesAnswer>(
    app.baseUrl,
    "POST",
    `${pathOf(PATHS.search.filterUniversities)}${query}`,
    { filters },
  );

async function count(where: string, params: unknown[] = []): Promise<number> {
  const [row] = await app.orm.em
    .getConnection()
    .execute<{ n: number }[]>(`select count(*)::int as n from course c where ${where}`, params);
  return row?.n ?? 0;
}

/** Every course id of a filter's matches, page by page. */
async function allIds(filters: Record<string, unknown>): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { body } = await filter(filters, `?page=${page}`);
    ids.push(...body.universities.map((u) => u.course_id));
    if (body.universities.length < 10) return ids;
  }
}

describe("a range filter and a course whose figure is unknown", () => {
  const TOEFL: [number, number] = [0, 110];

  it("leaves it out of the matches and counts it in unknownCounts", async () => {
    const { status, body } = await filter({ toeflRange: TOEFL });
    expect(status).toBe(200);
    expect(body.totalCount).toBe(await count("c.toefl_min between 0 and 110"));
    expect(body.totalCount).toBeGreaterThanOrEqual(1);
    expect(body.unknownCounts).toEqual({ toeflRange: await count("c.toefl_min is null") });
    expect(body.unknownCounts.toeflRange).toBeGreaterThanOrEqual(2);
    const mine = { states: [toeflUnknown.state], courses: [toeflUnknown.code], toeflRange: TOEFL };
    expect(await allIds(mine)).not.toContain(toeflUnknown.id);
    expect((await filter(mine)).body.unknownCounts.toeflRange).toBeGreaterThanOrEqual(1);
  });

  it("includes it when includeUnknown names the range, and still says how many", async () => {
    const { body } = await filter({ toeflRange: TOEFL, includeUnknown: ["toeflRange"] });
    const unknown = await count("c.toefl_min is null");
    expect(body.totalCount).toBe((await count("c.toefl_min between 0 and 110")) + unknown);
    expect(body.unknownCounts).toEqual({ toeflRange: unknown });
    const mine = {
      states: [toeflUnknown.state],
      courses: [toeflUnknown.code],
      toeflRange: TOEFL,
      includeUnknown: "toeflRange",
    };
    expect(await allIds(mine)).toContain(toeflUnknown.id);
  });

  it("counts, per range, the courses that match every other condition", async () => {
    const filters = { toeflRange: TOEFL, gpaRange: [2, 4] };
    const { body } = await filter(filters);
    expect(body.totalCount).toBe(
      await count("c.toefl_min between 0 and 110 and c.gpa_avg between 2 and 4"),
    );
    expect(body.unknownCounts).toEqual({
      toeflRange: await count("c.toefl_min is null and c.gpa_avg between 2 and 4"),
      gpaRange: await count("c.gpa_avg is null and c.toefl_min between 0 and 110"),
    });
    // The course with every figure unknown is unknown in both, so in neither count.
    const both = await filter({ ...filters, includeUnknown: ["toeflRange", "gpaRange"] });
    expect(both.body.totalCount).toBe(
      await count(
        "(c.toefl_min between 0 and 110 or c.toefl_min is null) and (c.gpa_avg between 2 and 4 or c.gpa_avg is null)",
      ),
    );
  });

  it("refuses an includeUnknown that names no range, with the field's message", async () => {
    const { status, body } = await callJson<{ message: string }>(
      app.baseUrl,
      "POST",
      pathOf(PATHS.search.filterUniversities),
      { filters: { includeUnknown: ["states"] } },
    );
    expect(status).toBe(400);
    expect(body.message).toContain("includeUnknown must be one or more of: tuitionRange");
  });

  it("answers the same over GraphQL", async () => {
    const query = `query($filters: UniversityFiltersInput) {
      filterUniversities(filters: $filters) { totalCount unknownCounts { toeflRange gpaRange }
        universities { course_id english_scores { toefl { total_score } } } } }`;
    const rest = (await filter({ toeflRange: TOEFL, includeUnknown: ["toeflRange"] })).body;
    const { body } = await postGraphql(app.baseUrl, query, {
      filters: { toeflRange: TOEFL, includeUnknown: ["toeflRange"] },
    });
    expect(body.errors).toBeUndefined();
    const answer = body.data?.filterUniversities as {
      totalCount: number;
      unknownCounts: Record<string, number | null>;
    };
    expect(answer.totalCount).toBe(rest.totalCount);
    expect(answer.unknownCounts).toEqual({
      toeflRange: rest.unknownCounts.toeflRange,
      gpaRange: null,
    });
  });
});

describe("a figure not known", () => {
  it("answers null on REST's course details, with the IPEDS figures and their sources", async () => {
    const { status, body } = await callJson<CourseDetails>(
      app.baseUrl,
      "GET",
      pathOf(PATHS.search.courseDetails, { courseId: allUnknown.id }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      overall_acceptance_rate: null,
      tuition: null,
      english_scores: { toefl: { total_score: null }, ielts: { overall_band: null } },
      gre_avg: null,
      gre_min: null,
      gpa_min: null,
      gpa_avg: null,
      course_duration: null,
      network_building: null,
      course_ranking: null,
      gre_required: null,
      deadlines: null,
      tuition_in_state: 12000,
      cip_codes: ["11.0701", "11.0101"],
      graduates_latest: 52,
      graduates: [
        { year: 2023, academic_year: "2022-23", count: 40 },
        { year: 2024, academic_year: "2023-24", count: 52 },
      ],
      university_control: "Private nonprofit",
      application_url: "https://apply.example.edu/grad",
    });
    expect(body.sources).toEqual([
      expect.objectContaining({
        figure: "graduates",
        key: "ipeds-completions",
        url: expect.stringMatching(/^https:\/\/nces\.ed\.gov/),
      }),
    ]);
  });

  it("answers null on GraphQL's course details", async () => {
    const { body } = await postGraphql(
      app.baseUrl,
      `query($id: Int!) { courseDetails(courseId: $id) { tuition course_ranking gpa_avg gpa_min
        overall_acceptance_rate course_duration network_building deadlines tuition_in_state
        gre_required { international } english_scores { toefl { total_score } ielts { overall_band } }
        cip_codes graduates { year count } sources { figure label url } university_control application_url } }`,
      { id: allUnknown.id },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.courseDetails).toMatchObject({
      tuition: null,
      course_ranking: null,
      gpa_avg: null,
      gpa_min: null,
      overall_acceptance_rate: null,
      course_duration: null,
      network_building: null,
      deadlines: null,
      gre_required: null,
      english_scores: { toefl: { total_score: null }, ielts: { overall_band: null } },
      tuition_in_state: 12000,
      graduates: [
        { year: 2023, count: 40 },
        { year: 2024, count: 52 },
      ],
      sources: [{ figure: "graduates", label: expect.stringContaining("IPEDS") }],
      university_control: "Private nonprofit",
    });
  });

  it("answers null for the university's undergraduate rate, tuition and tier", async () => {
    const rest = await callJson<UniversityDetails>(
      app.baseUrl,
      "GET",
      pathOf(PATHS.search.universityDetails, { universityId: allUnknown.universityId }),
    );
    expect(rest.body).toMatchObject({
      acceptance_rate: null,
      tuition: null,
      research_tier: null,
      control: "Private nonprofit",
      application_url: "https://apply.example.edu/grad",
    });
    const { body } = await postGraphql(
      app.baseUrl,
      "query($id: Int!) { university(universityId: $id) { acceptanceRate tuition researchTier control applicationUrl } }",
      { id: allUnknown.universityId },
    );
    expect(body.data?.university).toEqual({
      acceptanceRate: null,
      tuition: null,
      researchTier: null,
      control: "Private nonprofit",
      applicationUrl: "https://apply.example.edu/grad",
    });
  });
});

describe("a signed-in student and a course whose figures are unknown", () => {
  let s: StudentClient;
  beforeAll(async () => {
    s = await signUpStudent(app.baseUrl);
  });

  it("gets a chance without invented figures, and is not judged on ranges it does not know", async () => {
    await s.call("PUT", pathOf(PATHS.shortlist.editPreferences, { student_id: s.studentId }), {
      preferences: {
        tuition: [0, 100000],
        course_ranking: [1, 300],
        location: [],
        weather: ["NP"],
      },
    });
    const { status, body } = await s.call<CourseStats>(
      "GET",
      pathOf(PATHS.search.courseStatsForShortlisting, {
        courseId: allUnknown.id,
        student_id: s.studentId,
      }),
    );
    expect(status).toBe(200);
    expect(body.course.tuition).toBeNull();
    expect(body.courseScore).toBeNull();
    // Tuition and rank not known: neither met nor missed; location and weather (open) are met.
    expect(body.preference_match).toBe(100);
  });

  it("shortlists it with no deadlines, and no event in the calendar", async () => {
    const added = await s.call("POST", pathOf(PATHS.shortlist.checkAndAddCourse), {
      studentId: s.studentId,
      course: { course_id: allUnknown.id },
    });
    expect(added.status).toBe(200);
    const { body } = await s.call<ShortlistedCourse[][]>(
      "GET",
      pathOf(PATHS.shortlist.fetchShortlist, { student_id: s.studentId }),
    );
    const course = body.flat().find((c) => c.course_id === allUnknown.id);
    expect(course).toMatchObject({
      tuition: null,
      course_ranking: null,
      gpa_avg: null,
      gre_required: null,
      gre_required_jsonb: null,
      applicationDeadlines: {
        rolling: false,
        early_deadline: null,
        regular_deadline: null,
        priority_deadline: null,
      },
    });
    const res = await fetch(
      `${app.baseUrl}${pathOf(PATHS.shortlist.calendar, { student_id: s.studentId })}`,
      { headers: { cookie: s.jar.header() } },
    );
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain(`gradplan-${allUnknown.id}-`);
  });
});
