import { describe, expect, it } from "vitest";
import { PROFILE_MESSAGES as M } from "./messages";
import { type TestsDraft, testsIssues, workIssues } from "./sections";

const tests = (change: Partial<TestsDraft>): TestsDraft => ({
  category: "Domestic Student",
  gpaScale: 4,
  gpa: 3.4,
  englishTest: null,
  englishScores: {},
  aptitudeTest: "None",
  greScores: {},
  ...change,
});

describe("the English test choice (spec 1 section 5)", () => {
  it("is optional for a domestic student: no choice reads as None", () => {
    expect(testsIssues(tests({ englishTest: null }))).toEqual([]);
    expect(testsIssues(tests({ englishTest: "None" }))).toEqual([]);
  });

  it("is required for an international student, who cannot choose None", () => {
    for (const englishTest of [null, "None"] as const) {
      expect(testsIssues(tests({ category: "International Student", englishTest }))).toEqual([
        { path: "englishTest", message: M.englishTestRequired },
      ]);
    }
  });
});

describe("section scores", () => {
  it("name a fraction where the range message would not explain it", () => {
    const toefl = { writing: 25.5, reading: 25, speaking: 25, listening: 25 };
    expect(testsIssues(tests({ englishTest: "TOEFL", englishScores: toefl }))).toContainEqual(
      expect.objectContaining({ message: M.wholeScore("Writing") }),
    );
    const gre = { verbal: 160, quantitative: 165, analytical_writing: 4.2 };
    expect(testsIssues(tests({ aptitudeTest: "GRE", greScores: gre }))).toContainEqual(
      expect.objectContaining({ message: M.halfStepScore("Analytical Writing") }),
    );
  });
});

describe("work months", () => {
  it("refuses any negative number, even one that rounds to zero", () => {
    const issues = workIssues({ workExperience: true, fulltimeMonths: -0.4, internshipMonths: 0 });
    expect(issues.map((i) => i.message)).toEqual([M.workMonths("Full-time")]);
  });
});
