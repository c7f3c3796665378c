import { describe, expect, it } from "vitest";
import { chancesNeed } from "./chances-need";

const NOTHING = { gpa: null, english_scores: null, gre: null, answered_sections: [] };
const TOEFL = {
  toefl: { writing: 25, reading: 26, speaking: 24, listening: 27, total_score: 102 },
};

describe("what a chance needs", () => {
  it("a brand-new international student: the GPA and both tests", () => {
    expect(chancesNeed("International Student", NOTHING)).toEqual(["GPA", "English test", "GRE"]);
  });

  it("a domestic student needs no English test", () => {
    expect(chancesNeed("Domestic Student", NOTHING)).toEqual(["GPA", "GRE"]);
  });

  it("a saved tests form answered both tests, 'None' for the GRE included", () => {
    const saved = {
      ...NOTHING,
      gpa: 3.4,
      english_scores: TOEFL,
      answered_sections: ["tests" as const],
    };
    expect(chancesNeed("International Student", saved)).toEqual([]);
  });

  it("a GPA and scores given without the form (the REST shim) are enough", () => {
    const gre = { verbal: 155, quantitative: 165, analytical_writing: 4, total: 320 };
    expect(
      chancesNeed("International Student", { ...NOTHING, gpa: 3.4, english_scores: TOEFL, gre }),
    ).toEqual([]);
    expect(chancesNeed("International Student", { ...NOTHING, gpa: 3.4, gre })).toEqual([
      "English test",
    ]);
  });
});
