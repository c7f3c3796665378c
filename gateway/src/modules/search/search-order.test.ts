/**
 * The search's orders and name (issue 32) on the real PostgreSQL: every page read in turn gives
 * the catalogue's matches in the order asked, the chance order the model's for this student.
 */
import {
  applicantFromStats,
  assessAdmission,
  type CatalogueCourse,
  type FilterUniversitiesAnswer,
  SEARCH_ORDER_MESSAGES,
  type StudentProfile,
} from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postGraphql, startTestApp, type TestApp } from "../../testing/app";
import { SAMPLE_COURSES, SAMPLE_UNIVERSITIES } from "../../testing/catalogue-kit";
import {
  callJson,
  type StudentClient,
  saveTestScores,
  signUpStudent,
} from "../../testing/student-client";

let app: TestApp;
let s: StudentClient;
beforeAll(async () => {
  app = await startTestApp();
  s = await signUpStudent(app.baseUrl);
  await saveTestScores(s, {
    gpa: 3.6,
    toefl: { writing: 26, reading: 27, speaking: 24, listening: 26 },
    gre: { verbal: 158, quantitative: 165, analytical_writing: 4 },
  });
});
afterAll(async () => {
  await app.close();
});

const FILTERS = { states: ["CA", "TX", "NY"] };
const universityOf = new Map(SAMPLE_UNIVERSITIES.map((u) => [u.universityId, u]));
const inFilter = SAMPLE_COURSES.filter((c) =>
  FILTERS.states.includes(universityOf.get(c.universityId)?.state ?? ""),
);
const latest = (c: CatalogueCourse) => c.graduates?.["2024"] ?? null;
const last = (v: number | null, unknown: number) => v ?? unknown;
const best = (a: CatalogueCourse, b: CatalogueCourse) =>
  last(a.courseRanking, Infinity) - last(b.courseRanking, Infinity) ||
  last(latest(b), -1) - last(latest(a), -1) ||
  a.courseId - b.courseId;

const search = (query: string, client?: StudentClient, filters: unknown = FILTERS) =>
  callJson<FilterUniversitiesAnswer & { message?: string }>(
    app.baseUrl,
    "POST",
    `/api/filter-universities${client ? `/${client.studentId}` : ""}?${query}`,
    { filters },
    client?.jar,
  );

/** Every page of a search, one after another, as a student paging through would read them. */
async function allPages(query: string, client?: StudentClient) {
  const first = await search(`${query}&page=1`, client);
  expect(first.status).toBe(200);
  const pages = [first.body];
  for (let page = 2; page <= Math.ceil(first.body.totalCount / 10); page++)
    pages.push((await search(`${query}&page=${page}`, client)).body);
  return pages.flatMap((p) => p.universities);
}

describe("sort", () => {
  it("tuition: lowest first across every page, unknown last, ties in search's order", async () => {
    const truth = [...inFilter].sort(
      (a, b) => last(a.tuition, Infinity) - last(b.tuition, Infinity) || best(a, b),
    );
    const cards = await allPages("sort=tuition");
    expect(cards.map((c) => c.course_id)).toEqual(truth.map((c) => c.courseId));
  });

  it("size: the most Master's graduates first, unknown last", async () => {
    const truth = [...inFilter].sort(
      (a, b) => last(latest(b), -1) - last(latest(a), -1) || best(a, b),
    );
    const cards = await allPages("sort=size");
    expect(cards.map((c) => c.course_id)).toEqual(truth.map((c) => c.courseId));
  });

  it("chance: the student's highest first across every page, not just within one", async () => {
    const profile = (await s.call<StudentProfile>("GET", `/api/get-student-info/${s.studentId}`))
      .body;
    const applicant = applicantFromStats("International Student", profile.studentStats);
    const chance = new Map(
      inFilter.map((c) => [c.courseId, assessAdmission(applicant, c).admitChances]),
    );
    const truth = [...inFilter].sort(
      (a, b) => chance.get(b.courseId)! - chance.get(a.courseId)! || best(a, b),
    );
    const cards = await allPages("sort=chance", s);
    expect(cards.map((c) => c.course_id)).toEqual(truth.map((c) => c.courseId));
    // Sanity: the sample's chances differ, so the order is not search's own.
    expect(truth.map((c) => c.courseId)).not.toEqual(
      [...inFilter].sort(best).map((c) => c.courseId),
    );
  });

  it("best (and no sort): search's order", async () => {
    const truth = [...inFilter].sort(best).map((c) => c.courseId);
    expect((await allPages("sort=best")).map((c) => c.course_id)).toEqual(truth);
    expect((await search("")).body.universities.map((c) => c.course_id)).toEqual(
      truth.slice(0, 10),
    );
  });

  it("refuses an unknown order, and chance without a student, with a clear 400", async () => {
    expect(await search("sort=random")).toMatchObject({
      status: 400,
      body: { success: false, message: SEARCH_ORDER_MESSAGES.sort },
    });
    expect(await search("sort=chance")).toMatchObject({
      status: 400,
      body: { message: SEARCH_ORDER_MESSAGES.chanceNeedsStudent },
    });
  });

  it("is a GraphQL argument too, with the same message for an unknown order", async () => {
    const query = `query($sort: String) { filterUniversities(filters: {states: ["CA","TX","NY"]}, sort: $sort) {
      totalCount universities { course_id } } }`;
    const cheapest = [...inFilter]
      .sort((a, b) => last(a.tuition, Infinity) - last(b.tuition, Infinity) || best(a, b))
      .slice(0, 10)
      .map((c) => c.courseId);
    const ok = await postGraphql(app.baseUrl, query, { sort: "tuition" });
    const answer = ok.body.data?.filterUniversities as FilterUniversitiesAnswer;
    expect(answer.universities.map((c) => c.course_id)).toEqual(cheapest);
    const bad = await postGraphql(app.baseUrl, query, { sort: "random" });
    expect(bad.body.errors?.[0]).toMatchObject({
      message: SEARCH_ORDER_MESSAGES.sort,
      extensions: { code: "BAD_USER_INPUT" },
    });
  });
});

describe("name", () => {
  it("finds a university by its name or an alias, folded as the suggestions fold it", async () => {
    const uab = SAMPLE_UNIVERSITIES.find((u) => u.aliases?.includes("UAB"))!;
    const its = SAMPLE_COURSES.filter((c) => c.universityId === uab.universityId);
    for (const name of ["uab", "U.A.B", uab.name.toUpperCase()]) {
      const { body } = await search(`name=${encodeURIComponent(name)}`, undefined, {});
      expect(body.totalCount).toBe(its.length);
      expect(new Set(body.universities.map((c) => c.university_id))).toEqual(
        new Set([uab.universityId]),
      );
    }
  });

  it("finds programs by their name, with the filters and the order", async () => {
    const truth = inFilter
      .filter((c) => c.courseName.toLowerCase().includes("data science"))
      .sort((a, b) => last(a.tuition, Infinity) - last(b.tuition, Infinity) || best(a, b));
    const { body } = await search("name=Data%20Science&sort=tuition");
    expect(body.totalCount).toBe(truth.length);
    expect(body.universities.map((c) => c.course_id)).toEqual(
      truth.slice(0, 10).map((c) => c.courseId),
    );
  });

  it("reads a wildcard as itself and refuses a name too long", async () => {
    expect((await search("name=%25", undefined, {})).body.totalCount).toBe(0);
    expect(await search(`name=${"x".repeat(101)}`)).toMatchObject({
      status: 400,
      body: { message: SEARCH_ORDER_MESSAGES.name },
    });
  });
});
