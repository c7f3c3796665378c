import {
  applicantFromStats,
  assessAdmission,
  type CatalogueCourse,
  DEFAULT_FILTERS,
  FILTERS_NOT_AN_OBJECT,
  type FilterUniversitiesAnswer,
  type RangeFilter,
  rangesSet,
  type SearchResultCourse,
  type StudentProfile,
  type UniversityFilters,
} from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app";
import { SAMPLE_COURSES, SAMPLE_UNIVERSITIES } from "../../testing/catalogue-kit";
import {
  callJson,
  type StudentClient,
  saveTestScores,
  signUpStudent,
} from "../../testing/student-client";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const universities = new Map(SAMPLE_UNIVERSITIES.map((u) => [u.universityId, u]));
const courses = SAMPLE_COURSES;

const FIGURE: Record<RangeFilter, (c: CatalogueCourse) => number | null> = {
  tuitionRange: (c) => c.tuition,
  rankRange: (c) => c.courseRanking,
  toeflRange: (c) => c.toeflMin,
  ieltsRange: (c) => c.ieltsMin,
  greRange: (c) => c.greAvg,
  gpaRange: (c) => c.gpaAvg,
};
const latest = (c: CatalogueCourse) => c.graduates?.["2024"] ?? null;
/** Search's order: rank (unknown last), then the latest year's graduates (unknown last), id. */
const byPageOrder = (a: CatalogueCourse, b: CatalogueCourse) =>
  (a.courseRanking ?? Infinity) - (b.courseRanking ?? Infinity) ||
  (latest(b) ?? -1) - (latest(a) ?? -1) ||
  a.courseId - b.courseId;

/**
 * The truth, computed from the catalogue files without SQL: every match, in page order, and per
 * range set the courses matching every other condition with that figure unknown.
 */
function truthOf(f: Partial<UniversityFilters>) {
  const full = { ...DEFAULT_FILTERS, ...f };
  const set = rangesSet(full);
  // Per course: does it pass the list filters, and which set ranges it fails or is unknown in.
  const rows = courses.flatMap((c) => {
    const u = universities.get(c.universityId)!;
    const listed =
      (!full.states.length || full.states.includes(u.state)) &&
      (!full.universityType.length || full.universityType.includes(u.universityType)) &&
      (!full.climate.length || full.climate.includes(u.climate)) &&
      (!full.courses.length || full.courses.includes(c.degreeCode));
    if (!listed) return [];
    const outOfRange = set.filter((key) => {
      const v = FIGURE[key](c);
      return v !== null && (v < full[key][0] || v > full[key][1]);
    });
    if (outOfRange.length) return [];
    const unknown = set.filter((key) => FIGURE[key](c) === null);
    return [{ c, unknown }];
  });
  const excluded = (keys: RangeFilter[]) => keys.filter((k) => !full.includeUnknown.includes(k));
  const matches = rows.filter((r) => excluded(r.unknown).length === 0).map((r) => r.c);
  const unknownCounts: Partial<Record<RangeFilter, number>> = {};
  for (const key of set)
    unknownCounts[key] = rows.filter(
      (r) => r.unknown.includes(key) && excluded(r.unknown.filter((k) => k !== key)).length === 0,
    ).length;
  return { matches: matches.sort(byPageOrder), unknownCounts };
}
const expected = (f: Partial<UniversityFilters>) => truthOf(f).matches;

const filter = (filters: unknown, query = "", client?: StudentClient) =>
  callJson<FilterUniversitiesAnswer & { message?: string }>(
    app.baseUrl,
    "POST",
    `/api/filter-universities${client ? `/${client.studentId}` : ""}${query}`,
    { filters },
    client?.jar,
  );

describe("POST /api/filter-universities", () => {
  const dimensions: [string, Partial<UniversityFilters>][] = [
    ["no filter", {}],
    ["states", { states: ["CA", "NY"] }],
    ["institution type", { universityType: ["Private"] }],
    ["climate", { climate: ["Cold", "Warm"] }],
    ["tuition", { tuitionRange: [20000, 30000] }],
    ["ranking", { rankRange: [1, 50] }],
    ["TOEFL band", { toeflRange: [100, 120] }],
    ["IELTS band", { ieltsRange: [7, 8] }],
    ["GRE band", { greRange: [320, 340] }],
    ["GPA band", { gpaRange: [3.5, 4] }],
    ["courses", { courses: ["CS", "DS"] }],
    ["a state and a GRE band", { states: ["TX"], greRange: [300, 320] }],
    [
      "a GRE band with unknown averages included",
      { greRange: [320, 340], includeUnknown: ["greRange"] },
    ],
    [
      "two bands, one with its unknowns included",
      { toeflRange: [100, 120], gpaRange: [3.5, 4], includeUnknown: ["gpaRange"] },
    ],
    [
      "everything at once",
      {
        states: ["CA", "MA", "NY", "TX", "IL"],
        universityType: ["Public", "Private"],
        climate: ["Warm", "Cold", "Hot"],
        tuitionRange: [0, 60000],
        rankRange: [1, 200],
        toeflRange: [70, 100],
        ieltsRange: [6, 7],
        greRange: [300, 340],
        gpaRange: [2.8, 4],
        courses: ["CS", "EE", "ME"],
      },
    ],
  ];
  it.each(dimensions)("filters by %s exactly as the catalogue says", async (_, filters) => {
    const { matches: truth, unknownCounts } = truthOf(filters);
    const { status, body } = await filter(filters);
    expect(status).toBe(200);
    expect(body.totalCount).toBe(truth.length);
    expect(body.unknownCounts).toEqual(unknownCounts);
    expect(body.universities.map((u) => u.course_id)).toEqual(
      truth.slice(0, 10).map((c) => c.courseId),
    );
    // A catalogue whose figures are all unknown for a range matches nothing there (the real one).
    if (truth.length === 0) return;
    const last = Math.ceil(truth.length / 10);
    const lastPage = await filter(filters, `?page=${last}&limit=10`);
    expect(lastPage.body.universities.map((u) => u.course_id)).toEqual(
      truth.slice((last - 1) * 10).map((c) => c.courseId),
    );
  });

  it("answers at most 10 a page whatever is asked, and an empty page past the end", async () => {
    const big = await filter({}, "?page=2&limit=500");
    expect(big.body.universities).toHaveLength(10);
    expect(big.body.universities[0]?.course_id).toBe(expected({})[10]?.courseId);
    const past = await filter({ states: ["VT"] }, "?page=999");
    expect(past.body).toEqual({
      universities: [],
      totalCount: expected({ states: ["VT"] }).length,
      unknownCounts: {},
    });
    // A page or limit that is not a whole number of 1 or more is refused (it used to be ignored).
    expect(await filter({}, "?page=-3")).toMatchObject({
      status: 400,
      body: { success: false, message: "page must be a whole number of 1 or more." },
    });
    expect((await filter({}, "?limit=abc")).status).toBe(400);
  });

  it("carries the card fields, and never chances or preference match when logged out", async () => {
    const { body } = await filter({ courses: ["CS"] });
    const card = body.universities[0] as SearchResultCourse;
    const course = courses.find((c) => c.courseId === card.course_id)!;
    const university = universities.get(course.universityId)!;
    expect(card).toMatchObject({
      university_name: university.name,
      city: university.city,
      state: university.state,
      course_name: course.courseName,
      degree_code: "CS",
      university_type: university.universityType,
      overall_acceptance_rate: course.acceptanceRate,
      tuition: course.tuition,
      english_scores: {
        toefl: { total_score: course.toeflMin },
        ielts: { overall_band: course.ieltsMin },
      },
      gre_avg: course.greAvg,
      gpa_avg: course.gpaAvg,
      gpa_min: course.gpaMin,
    });
    for (const u of body.universities) {
      expect(u).not.toHaveProperty("category");
      expect(u).not.toHaveProperty("admitChances");
      expect(u).not.toHaveProperty("preference_match");
    }
  });

  const malformed: [string, unknown, string][] = [
    ["filters that are not an object", "CA", FILTERS_NOT_AN_OBJECT],
    ["an unknown state", { states: ["XX"] }, "states must be one or more of"],
    [
      "a range the wrong way round",
      { tuitionRange: [50000, 1000] },
      "tuitionRange must go from a smaller to a larger number",
    ],
    ["a range that is not two numbers", { greRange: "300-320" }, "greRange must be [min, max]."],
    ["a TOEFL range above 120", { toeflRange: [100, 130] }, "toeflRange must go from"],
    ["an unknown course code", { courses: ["XYZ"] }, "courses must be one or more of"],
  ];
  it.each(malformed)("refuses %s with a 400 and a clear message", async (_, filters, message) => {
    const { status, body } = await filter(filters);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });
});

describe("logged in", () => {
  let s: StudentClient;
  beforeAll(async () => {
    s = await signUpStudent(app.baseUrl);
    await saveTestScores(s, {
      gpa: 3.7,
      toefl: { writing: 27, reading: 28, speaking: 25, listening: 27 },
      gre: { verbal: 160, quantitative: 167, analytical_writing: 4.5 },
    });
  });

  it("adds the model's category and chances and the preference match to every card", async () => {
    await s.call("PUT", `/api/edit-preferences/${s.studentId}`, {
      preferences: {
        tuition: [0, 40000],
        course_ranking: [1, 300],
        location: ["CA"],
        weather: ["NP"],
      },
    });
    const { body } = await filter({ states: ["CA", "TX"] }, "", s);
    const profile = (await s.call<StudentProfile>("GET", `/api/get-student-info/${s.studentId}`))
      .body;
    const applicant = applicantFromStats("International Student", profile.studentStats);
    for (const card of body.universities) {
      const course = courses.find((c) => c.courseId === card.course_id)!;
      const assessment = assessAdmission(applicant, course);
      expect(card.category).toBe(assessment.category);
      expect(card.admitChances).toBe(assessment.admitChances);
      expect(card.admitRange).toEqual(assessment.admitRange);
      // What the range rests on: the program's real decisions (the card's sentence).
      expect(card.selectivityKnown).toBe(assessment.selectivityKnown);
      expect(card.selectivityDecisions).toBe(assessment.selectivityDecisions);
      if (card.admitRange) {
        expect(card.admitRange.low).toBeLessThanOrEqual(card.admitChances!);
        expect(card.admitRange.high).toBeGreaterThanOrEqual(card.admitChances!);
      }
      // A figure not known is not judged: the match is the share of the criteria that can be.
      const ranked = true; // [1, 300] is the ranking slider's whole range: open, met by all
      const affordable = card.tuition === null ? null : card.tuition <= 40000;
      const judged = [affordable, ranked, card.state === "CA", true].filter((m) => m !== null);
      const met = judged.filter(Boolean).length;
      expect(card.preference_match).toBe(Math.round((100 * met) / judged.length));
    }
  });

  it("is the student's own only", async () => {
    const other = await signUpStudent(app.baseUrl);
    expect((await filter({}, "", { ...other, studentId: s.studentId })).status).toBe(403);
    const anonymous = await callJson(
      app.baseUrl,
      "POST",
      `/api/filter-universities/${s.studentId}`,
      {},
    );
    expect(anonymous.status).toBe(401);
  });
});
