import { DEFAULT_FILTERS } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import type { StudentScoresQuery } from "../../graphql/generated";
import type { Change } from "../../shared/graphql/cache";
import { changedOutsideGraphql } from "../../shared/graphql/request";
import { englishTestOf, filterUniversities } from "./searchApi";
import { answer, aResult, fakeSearchApi, withChances } from "./searchFixtures";

const request = { filters: DEFAULT_FILTERS, page: 2, studentId: "st_1001" };

describe("searchApi.filterUniversities", () => {
  it("sends the filters, the page, 10 a page, the order, the name and the student", async () => {
    const { calls } = fakeSearchApi(() => answer([withChances(aResult(), "safe", 70)], 11));
    const page = await filterUniversities(request);
    expect(calls).toEqual([
      {
        studentId: "st_1001",
        page: 2,
        limit: 10,
        filters: DEFAULT_FILTERS,
        sort: "best",
        name: "",
      },
    ]);
    expect(page.totalCount).toBe(11);
    expect(page.universities[0]).toMatchObject({ course_id: 101, category: "safe" });
  });

  it.each<Change>(["updateStudentInfo", "updateStudentStats", "editPreferences"])(
    "answers a page again from the cache, until %s makes the chances stale",
    async (change) => {
      let chance = 70;
      const { calls } = fakeSearchApi(() => answer([withChances(aResult(), "safe", chance)]));
      await filterUniversities(request);
      await filterUniversities(request);
      expect(calls).toHaveLength(1);

      chance = 40;
      changedOutsideGraphql(change);
      const page = await filterUniversities(request);
      expect(calls).toHaveLength(2);
      expect(page.universities[0]?.admitChances).toBe(40);
    },
  );

  it("adding a course to the shortlist leaves the cached pages alone", async () => {
    const { calls } = fakeSearchApi(() => answer([aResult()]));
    await filterUniversities(request);
    changedOutsideGraphql("checkAndAddCourse");
    await filterUniversities(request);
    expect(calls).toHaveLength(1);
  });
});

type EnglishScores = StudentScoresQuery["studentProfile"]["studentStats"]["english_scores"];

describe("englishTestOf", () => {
  const test = { writing: 7, reading: 7, speaking: 7, listening: 7 };
  const profile = (english_scores: EnglishScores): StudentScoresQuery => ({
    studentProfile: { studentStats: { student_id: "st_1", gpa: null, gre: null, english_scores } },
  });

  it("reads the test the student took, or none", () => {
    const ielts = { ...test, total_score: null, overall_band: 7 };
    const toefl = { ...test, total_score: 28, overall_band: null };
    expect(englishTestOf(profile({ toefl: null, ielts }))).toBe("IELTS");
    expect(englishTestOf(profile({ toefl, ielts: null }))).toBe("TOEFL");
    expect(englishTestOf(profile(null))).toBeNull();
    expect(englishTestOf(undefined)).toBeNull();
  });
});
