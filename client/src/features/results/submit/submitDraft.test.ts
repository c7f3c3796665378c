import { submitResultsIssues } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { blankDraft, inputOf, withCategory } from "./submitDraft";
import { aCompleteDraft } from "./submitFixtures";

const TODAY = "2026-03-15";

describe("the submission a draft makes", () => {
  it("passes the schema's rules when complete", () => {
    expect(submitResultsIssues(inputOf(aCompleteDraft()), TODAY)).toEqual({});
  });

  it("sends the GPA on the scale it was entered on, and no scores for None", () => {
    const draft = aCompleteDraft();
    const tests = { ...draft.tests, englishTest: "None" as const, aptitudeTest: "None" as const };
    const input = inputOf({ ...draft, tests });
    expect(input).toMatchObject({ gpaFourScale: null, gpaTenScale: 8.5 });
    expect(input.englishTestScores).toEqual({ test: "None" });
    expect(input.greScores).toEqual({ test: "None" });
    const four = inputOf({ ...draft, tests: { ...draft.tests, gpaScale: 4, gpa: 3.4 } });
    expect(four).toMatchObject({ gpaFourScale: 3.4, gpaTenScale: null });
  });

  it("reads blank text, unanswered questions and no work as nothing given", () => {
    const input = inputOf(blankDraft());
    expect(input).toMatchObject({
      name: null,
      email: null,
      undergradUniversity: null,
      englishTestScores: null,
      greScores: null,
      researchPaperDetails: null,
      conferences: null,
      extracurricularActivities: [],
      workEx: null,
    });
    expect(input.appliedToUniversities).toEqual([
      {
        appliedUniversity: null,
        appliedCourse: null,
        appliedSemester: null,
        applicationDecision: null,
        notificationDate: null,
        notificationMethod: null,
      },
    ]);
  });

  it("keeps activities only after a yes", () => {
    const activities = [{ activityType: "Sports/Athletics", level: "National" }];
    const no = aCompleteDraft({ extracurricular: { enabled: false, activities } });
    expect(inputOf(no).extracurricularActivities).toEqual([]);
    const yes = aCompleteDraft({ extracurricular: { enabled: true, activities } });
    expect(inputOf(yes).extracurricularActivities).toEqual(activities);
  });
});

describe("a new category", () => {
  it("reaches the test form, and drops a None an international student may not give", () => {
    const none = { ...blankDraft().tests, englishTest: "None" as const };
    const draft = { ...blankDraft(), tests: none };
    expect(withCategory(draft, "Domestic Student").tests).toMatchObject({
      category: "Domestic Student",
      englishTest: "None",
    });
    expect(withCategory(draft, "International Student").tests).toMatchObject({
      category: "International Student",
      englishTest: null,
    });
  });
});
