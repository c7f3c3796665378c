/**
 * balanceSuggestions (issue 32) on the real catalogue in PostgreSQL: what a list lacks, and
 * programs to fill it whose chance is the one the course's own details give the student.
 */
import { BALANCE_SUGGESTIONS, DEFAULT_PREFERENCES } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app";
import { SAMPLE_COURSES, SAMPLE_UNIVERSITIES } from "../../testing/catalogue-kit";
import { type StudentClient, saveTestScores, signUpStudent } from "../../testing/student-client";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

interface Suggestion {
  course_id: number;
  degree_code: string;
  state: string;
  group: string;
  category: string;
  admitChances: number;
  admitRange: { low: number; high: number } | null;
  selectivityDecisions: number;
  preference_match: number;
}
interface Balance {
  missing: string[];
  suggestions: Suggestion[];
}

const BALANCE = `query($s: String!) { balanceSuggestions(studentId: $s) { missing suggestions {
  course_id degree_code state group category admitChances admitRange { low high }
  selectivityDecisions preference_match } } }`;

async function balanceOf(s: StudentClient, studentId = s.studentId) {
  return s.call<{
    data: { balanceSuggestions: Balance } | null;
    errors?: { extensions: { code: string } }[];
  }>("POST", "/graphql", { query: BALANCE, variables: { s: studentId } });
}

async function aStrongStudent() {
  const s = await signUpStudent(app.baseUrl);
  await saveTestScores(s, {
    gpa: 3.7,
    toefl: { writing: 27, reading: 28, speaking: 25, listening: 27 },
    gre: { verbal: 160, quantitative: 167, analytical_writing: 4.5 },
  });
  return s;
}

/** Adds the courses, then stores the categories the test needs (the model's own are not fixed). */
async function listOf(s: StudentClient, categories: Record<number, string>) {
  for (const id of Object.keys(categories)) {
    const { status } = await s.call("POST", "/api/check-and-add-course", {
      studentId: s.studentId,
      course: { course_id: Number(id) },
    });
    expect(status).toBe(200);
  }
  for (const [id, category] of Object.entries(categories))
    await app.orm.em
      .getConnection()
      .execute(
        "update shortlisted_course set category = ? where student_id = ? and course_id = ?",
        [category, s.studentId, Number(id)],
      );
}

const stateOf = (universityId: number) =>
  SAMPLE_UNIVERSITIES.find((u) => u.universityId === universityId)!.state;

const csCourses = SAMPLE_COURSES.filter((c) => c.degreeCode === SAMPLE_COURSES[0]!.degreeCode);

describe("balanceSuggestions", () => {
  it("names what an ambitious-only list lacks and suggests programs the model places there", async () => {
    const s = await aStrongStudent();
    await listOf(s, { [csCourses[0]!.courseId]: "ambitious" });
    const { body } = await balanceOf(s);
    const balance = body.data!.balanceSuggestions;
    expect(balance.missing).toEqual(["safe", "moderate"]);
    expect(balance.suggestions.length).toBeGreaterThan(0);
    for (const group of balance.missing)
      expect(balance.suggestions.filter((x) => x.group === group).length).toBeLessThanOrEqual(
        BALANCE_SUGGESTIONS,
      );
    for (const suggestion of balance.suggestions) {
      expect(suggestion.course_id).not.toBe(csCourses[0]!.courseId);
      expect(suggestion.degree_code).toBe(csCourses[0]!.degreeCode);
      const fills = suggestion.group === "safe" ? ["safe", "very safe"] : ["moderate"];
      expect(fills).toContain(suggestion.category);
      // The chance the course's own details give this student: never a figure of its own.
      const details = await s.call<{
        data: { courseStatsForShortlisting: Suggestion & { selectivityKnown: boolean } };
      }>("POST", "/graphql", {
        query: `query($c: Int!, $s: String!) { courseStatsForShortlisting(courseId: $c, studentId: $s) {
            category admitChances admitRange { low high } selectivityKnown selectivityDecisions } }`,
        variables: { c: suggestion.course_id, s: s.studentId },
      });
      const chance = details.body.data.courseStatsForShortlisting;
      expect(chance.selectivityKnown).toBe(true);
      expect({
        category: suggestion.category,
        admitChances: suggestion.admitChances,
        admitRange: suggestion.admitRange,
        selectivityDecisions: suggestion.selectivityDecisions,
      }).toEqual({
        category: chance.category,
        admitChances: chance.admitChances,
        admitRange: chance.admitRange,
        selectivityDecisions: chance.selectivityDecisions,
      });
    }
  });

  it("puts the programs that fit the preferences first", async () => {
    const s = await aStrongStudent();
    await listOf(s, { [csCourses[0]!.courseId]: "very ambitious" });
    const state =
      csCourses[1]!.universityId === csCourses[0]!.universityId ? csCourses[2] : csCourses[1];
    const { status } = await s.call("PUT", `/api/edit-preferences/${s.studentId}`, {
      preferences: { ...DEFAULT_PREFERENCES, location: [stateOf(state!.universityId)] },
    });
    expect(status).toBe(200);
    const balance = (await balanceOf(s)).body.data!.balanceSuggestions;
    for (const group of balance.missing) {
      const matches = balance.suggestions
        .filter((x) => x.group === group)
        .map((x) => x.preference_match);
      expect(matches).toEqual([...matches].sort((a, b) => b - a));
    }
  });

  it("says nothing of a balanced list, an empty one, or one with no chance yet", async () => {
    const s = await aStrongStudent();
    expect((await balanceOf(s)).body.data!.balanceSuggestions).toEqual({
      missing: [],
      suggestions: [],
    });
    await listOf(s, { [csCourses[0]!.courseId]: "safe", [csCourses[1]!.courseId]: "moderate" });
    expect((await balanceOf(s)).body.data!.balanceSuggestions).toEqual({
      missing: [],
      suggestions: [],
    });
    const fresh = await signUpStudent(app.baseUrl);
    await listOf(fresh, { [csCourses[0]!.courseId]: "NA" });
    expect((await balanceOf(fresh)).body.data!.balanceSuggestions.missing).toEqual([]);
  });

  it("is the student's own", async () => {
    const [s, other] = [await aStrongStudent(), await signUpStudent(app.baseUrl)];
    const { body } = await balanceOf(other, s.studentId);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions.code).toBe("FORBIDDEN");
  });
});
