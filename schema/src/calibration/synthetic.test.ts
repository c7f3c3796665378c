import { describe, expect, it } from "vitest";
import { admitLogit, prepareApplicant } from "../admissions/model";
import { DEFAULT_TRUTH, defaultTruth, syntheticResults } from "./synthetic";
import { CATALOGUE, pearson, SAMPLE_PROGRAMS } from "./test-fixtures";

describe("synthetic results (sample data)", () => {
  const results = syntheticResults({ seed: 5, count: 2000, programs: SAMPLE_PROGRAMS });

  it("are the same for the same seed and differ for another", () => {
    expect(syntheticResults({ seed: 5, count: 2000, programs: SAMPLE_PROGRAMS })).toEqual(results);
    const other = syntheticResults({ seed: 6, count: 2000, programs: SAMPLE_PROGRAMS });
    expect(other.map((r) => r.admitted)).not.toEqual(results.map((r) => r.admitted));
  });

  it("look like applicants: 3-6 programs each, realistic scores, none answered NA", () => {
    expect(results).toHaveLength(2000);
    const perStudent = new Map<number, number>();
    for (const r of results) perStudent.set(r.student, (perStudent.get(r.student) ?? 0) + 1);
    expect(Math.max(...perStudent.values())).toBeLessThanOrEqual(6);
    const facts = new Map(SAMPLE_PROGRAMS.map((p) => [p.courseId, p.facts]));
    for (const { applicant: a, courseId } of results) {
      expect(a.gpa).toBeGreaterThanOrEqual(2.8);
      const gre = a.gre ? a.gre.verbal + a.gre.quantitative : null;
      if (gre !== null) expect(gre).toBeGreaterThanOrEqual(290);
      if (gre !== null) expect(gre).toBeLessThanOrEqual(335);
      if (a.category === "International Student") expect(a.english).not.toBeNull();
      expect(admitLogit(prepareApplicant(a), facts.get(courseId)!)).not.toBeNull();
    }
    const international = results.filter((r) => r.applicant.category === "International Student");
    expect(international.length / results.length).toBeGreaterThan(0.5);
    expect(international.length / results.length).toBeLessThan(0.8);
  });

  it("draw decisions from the true model: courses with a higher true shift admit more", () => {
    const truth = defaultTruth(5);
    const byCourse = SAMPLE_PROGRAMS.map((p) => {
      const mine = results.filter((r) => r.courseId === p.courseId);
      const rate = mine.filter((r) => r.admitted).length / mine.length;
      return [truth(p.courseId).shift, Math.log((rate + 0.01) / (1.01 - rate))] as const;
    });
    expect(
      pearson(
        byCourse.map((c) => c[0]),
        byCourse.map((c) => c[1]),
      ),
    ).toBeGreaterThan(0.3);
  });

  it("default truth: shifts spread like N(0, 0.8^2) over the catalogue, one slope of 1.3", () => {
    const truth = defaultTruth(1);
    const shifts = CATALOGUE.map((c) => truth(c.courseId).shift);
    const mean = shifts.reduce((s, x) => s + x, 0) / shifts.length;
    const sd = Math.sqrt(shifts.reduce((s, x) => s + (x - mean) ** 2, 0) / shifts.length);
    expect(Math.abs(mean)).toBeLessThan(0.1);
    expect(sd).toBeGreaterThan(0.7);
    expect(sd).toBeLessThan(0.9);
    expect(truth(CATALOGUE[0]!.courseId)).toEqual(truth(CATALOGUE[0]!.courseId));
    expect(truth(CATALOGUE[0]!.courseId).slope).toBe(DEFAULT_TRUTH.slope);
  });
});
