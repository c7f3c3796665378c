import { describe, expect, it } from "vitest";
import { ANCHOR_APPLICANTS } from "./anchors";
import { admitCategory } from "./coefficients";
import { assessAdmission, assessPrepared, prepareApplicant } from "./model";
import { MID_PROGRAM } from "./test-factories";
import type { ApplicantProfile, ProgramFacts } from "./types";

const { strong, typical } = ANCHOR_APPLICANTS;
const domestic: ApplicantProfile = { ...typical, category: "Domestic Student", english: null };
const program = (overrides: Partial<ProgramFacts>): ProgramFacts => ({
  ...MID_PROGRAM,
  ...overrides,
});

describe("admit categories", () => {
  it("follow the documented thresholds on the rounded chance", () => {
    expect([99, 80, 79, 60, 59, 40, 39, 20, 19, 1].map(admitCategory)).toEqual([
      "very safe",
      "very safe",
      "safe",
      "safe",
      "moderate",
      "moderate",
      "ambitious",
      "ambitious",
      "very ambitious",
      "very ambitious",
    ]);
  });

  it("an applicant at the admits' averages gets about the acceptance rate", () => {
    const average: ApplicantProfile = {
      ...domestic,
      gpa: 3.4,
      gre: { verbal: 157, quantitative: 157, analyticalWriting: 4 },
      internshipMonths: 0,
    };
    expect(assessAdmission(average, MID_PROGRAM)).toMatchObject({
      admitChances: 40,
      category: "moderate",
      studentScore: 50,
      score_tier: "Typical admit",
    });
  });
});

describe("NA: a published minimum or requirement not met", () => {
  const na = (a: ApplicantProfile, p: ProgramFacts) => {
    const r = assessAdmission(a, p);
    expect(r.category).toBe("NA");
    expect(r.admitChances).toBe(0);
    expect(r.reasons.raised).toEqual([]);
    return r;
  };

  it("GPA below the minimum, or no GPA at all", () => {
    const r = na({ ...typical, gpa: 2.9 }, program({ gpaMin: 3 }));
    expect(r.reasons.lowered).toEqual(["Your GPA 2.9 is below this program's minimum of 3."]);
    expect(r.score_tier).toBe("Requirement not met");
    expect(na({ ...typical, gpa: null }, MID_PROGRAM)).toMatchObject({
      score_tier: "No GPA yet",
      studentScore: 0,
      reasons: { lowered: ["Add your GPA to your profile to see your chances."] },
    });
  });

  it("a required GRE missing or below the minimum", () => {
    const required = program({
      greRequired: { international: "Required", domestic: "Optional" },
      greMin: 318,
    });
    na({ ...typical, gre: null }, required);
    expect(na(typical, required).reasons.lowered).toEqual([
      "Your GRE 315 is below this program's minimum of 318.",
    ]);
    // The domestic policy applies to domestic students.
    expect(assessAdmission({ ...domestic, gre: null }, required).category).not.toBe("NA");
  });

  it("international students need an English score at the minimum, TOEFL or IELTS", () => {
    na({ ...typical, english: null }, MID_PROGRAM);
    na({ ...typical, english: { test: "TOEFL", total: 91 } }, program({ toeflMin: 92 }));
    const ielts = na(
      { ...typical, english: { test: "IELTS", overallBand: 6.5 } },
      program({ ieltsMin: 7 }),
    );
    expect(ielts.reasons.lowered).toEqual(["Your IELTS 6.5 is below this program's minimum of 7."]);
    const atMinimum = assessAdmission(
      { ...typical, english: { test: "IELTS", overallBand: 7 } },
      program({ ieltsMin: 7 }),
    );
    expect(atMinimum.category).not.toBe("NA");
  });

  it("domestic students are never held to English minimums, and a good score still helps", () => {
    const strict = program({ toeflMin: 110 });
    const noTest = assessAdmission(domestic, strict);
    expect(noTest.category).not.toBe("NA");
    expect(assessAdmission({ ...domestic, english: { test: "TOEFL", total: 90 } }, strict)).toEqual(
      noTest,
    );
    const good = assessAdmission(
      { ...domestic, english: { test: "TOEFL", total: 118 } },
      program({ toeflMin: 90 }),
    );
    expect(good.admitChances).toBeGreaterThan(
      assessAdmission(domestic, program({ toeflMin: 90 })).admitChances,
    );
  });

  it("lists each unmet requirement, at most three", () => {
    const hard = program({
      gpaMin: 3.5,
      greMin: 330,
      toeflMin: 110,
      greRequired: { international: "Required", domestic: "Required" },
    });
    expect(na(typical, hard).reasons.lowered).toHaveLength(3);
  });
});

describe("GRE policy", () => {
  const withGre = (total: number): ApplicantProfile => ({
    ...typical,
    gre: {
      verbal: Math.floor(total / 2),
      quantitative: Math.ceil(total / 2),
      analyticalWriting: 4,
    },
  });

  it("Optional: no score costs a little, a low score is left out rather than counted", () => {
    const none = assessAdmission({ ...typical, gre: null }, MID_PROGRAM);
    expect(none.reasons.lowered).toContain(
      "The GRE is optional here; a score above the program's average would raise your chances.",
    );
    expect(assessAdmission(withGre(300), program({ greMin: 305 }))).toMatchObject({
      admitChances: none.admitChances,
    });
    expect(assessAdmission(withGre(300), MID_PROGRAM).reasons.lowered).toContain(
      "Your GRE 300 is below what this program's admits score; it is optional here, so you may leave it out.",
    );
    expect(assessAdmission(withGre(324), MID_PROGRAM).admitChances).toBeGreaterThan(
      none.admitChances,
    );
  });

  it("without a published average, the minimum plus 10 is the reference", () => {
    const p = program({
      greAvg: null,
      greMin: 305,
      greRequired: { international: "Required", domestic: "Required" },
    });
    const r = assessAdmission(withGre(325), p);
    expect(r.reasons.raised).toContain(
      "Your GRE 325 is above the 315 this program's admits typically score.",
    );
  });
});

describe("reasons", () => {
  it("name the strongest terms in plain sentences", () => {
    const r = assessAdmission(strong, program({ acceptanceRate: 12, gpaAvg: 3.5 }));
    expect(r.reasons.raised[0]).toBe("Your GPA 3.85 is above this program's average of 3.5.");
    expect(r.reasons.lowered).toEqual(["This program admits only 12% of applicants."]);
    const t = assessAdmission(typical, program({ acceptanceRate: 70, gpaAvg: 3.2, toeflMin: 100 }));
    expect(t.reasons.raised).toContain("This program admits 70% of applicants.");
    expect(t.reasons.raised).toContain("Your 6 months of internships count in your favor.");
  });

  it("come out the same whether the student is prepared once or each time", () => {
    const prepared = prepareApplicant(strong);
    for (const acceptanceRate of [5, 30, 60, 90]) {
      const p = program({ acceptanceRate });
      expect(assessPrepared(prepared, p)).toEqual(assessAdmission(strong, p));
    }
  });
});

describe("courseScore", () => {
  it("grows with selectivity and with the program's GPA bar", () => {
    const score = (p: Partial<ProgramFacts>) => assessAdmission(typical, program(p)).courseScore;
    expect(score({ acceptanceRate: 10 })).toBeGreaterThan(score({ acceptanceRate: 50 }));
    expect(score({ gpaAvg: 3.8 })).toBeGreaterThan(score({ gpaAvg: 3.1 }));
    expect(score({ acceptanceRate: 0, gpaAvg: 4 })).toBe(100);
  });
});
