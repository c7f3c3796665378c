import { describe, expect, it } from "vitest";
import { scoreBand } from "../profile/strength";
import { abScore } from "./ab-score";
import { ANCHOR_APPLICANTS } from "./anchors";
import { randomActivity, randomApplicant, seededRng } from "./test-factories";
import type { ApplicantProfile } from "./types";

const { strong, typical, weak } = ANCHOR_APPLICANTS;

describe("AB Score", () => {
  it("places the anchor profiles where a counsellor would", () => {
    expect(abScore(strong)).toBeGreaterThanOrEqual(85);
    expect(abScore(typical)).toBeGreaterThanOrEqual(60);
    expect(abScore(typical)).toBeLessThanOrEqual(78);
    expect(abScore(weak)).toBeLessThan(50);
    expect(scoreBand(abScore(weak)!)).toBe("Very Poor");
  });

  it("is null without a GPA, and an integer 0-100 otherwise", () => {
    expect(abScore({ ...strong, gpa: null })).toBeNull();
    const empty: ApplicantProfile = {
      ...weak,
      gpa: 0,
      english: null,
      gre: null,
    };
    // Nothing but a missing GRE's share (MISSING_GRE_PART of the GRE's 21 points) is left.
    expect(abScore(empty)).toBe(8);
    const perfect: ApplicantProfile = {
      ...strong,
      gpa: 4,
      english: { test: "TOEFL", total: 120 },
      gre: { verbal: 170, quantitative: 170, analyticalWriting: 6 },
      researchPapers: 20,
      conferences: 20,
      fullTimeMonths: 200,
      activities: Array.from({ length: 20 }, () => strong.activities[0]!),
    };
    expect(abScore(perfect)).toBeGreaterThanOrEqual(99);
    expect(abScore(perfect)).toBeLessThanOrEqual(100);
  });

  it("does not need an English test from a domestic student, and a test never lowers it", () => {
    const domestic: ApplicantProfile = { ...typical, category: "Domestic Student", english: null };
    const withLowTest: ApplicantProfile = { ...domestic, english: { test: "TOEFL", total: 60 } };
    expect(abScore(domestic)).toBeGreaterThan(abScore({ ...typical, english: null })!);
    expect(abScore(withLowTest)).toBe(abScore(domestic));
  });

  it("rates IELTS like the TOEFL score of the same level", () => {
    const ielts: ApplicantProfile = { ...typical, english: { test: "IELTS", overallBand: 7 } };
    const toefl: ApplicantProfile = { ...typical, english: { test: "TOEFL", total: 94 } };
    expect(abScore(ielts)).toBe(abScore(toefl));
  });

  it("never falls when any one input rises", () => {
    const rng = seededRng(20261122);
    for (let n = 0; n < 2000; n++) {
      const a = randomApplicant(rng);
      const before = abScore(a)!;
      const raised: ApplicantProfile[] = [
        { ...a, gpa: Math.min(4, a.gpa! + 0.1) },
        { ...a, researchPapers: a.researchPapers + 1 },
        { ...a, conferences: a.conferences + 1 },
        { ...a, fullTimeMonths: a.fullTimeMonths + 3 },
        { ...a, internshipMonths: a.internshipMonths + 3 },
        { ...a, activities: [...a.activities, randomActivity(rng)] },
      ];
      if (a.gre) {
        raised.push({ ...a, gre: { ...a.gre, verbal: Math.min(170, a.gre.verbal + 3) } });
        raised.push({
          ...a,
          gre: { ...a.gre, quantitative: Math.min(170, a.gre.quantitative + 3) },
        });
      }
      if (a.english?.test === "TOEFL")
        raised.push({
          ...a,
          english: { test: "TOEFL", total: Math.min(120, a.english.total + 4) },
        });
      if (a.english?.test === "IELTS")
        raised.push({
          ...a,
          english: { test: "IELTS", overallBand: Math.min(9, a.english.overallBand + 0.5) },
        });
      for (const r of raised) expect(abScore(r)!, JSON.stringify(r)).toBeGreaterThanOrEqual(before);
    }
  });
});
