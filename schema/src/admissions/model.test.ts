import { describe, expect, it } from "vitest";
import { ANCHOR_APPLICANTS } from "./anchors";
import { admitCategory } from "./coefficients";
import { rateFeature, sigmoid } from "./features";
import { FITTED } from "./fitted";
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

  it("an applicant at the admits' averages gets the fitted anchor, above a selective rate", () => {
    const average: ApplicantProfile = {
      ...domestic,
      gpa: 3.4,
      gre: { verbal: 157, quantitative: 157, analyticalWriting: 4 },
      internshipMonths: 0,
    };
    const b = FITTED.coefficients;
    const anchor = (rate: number) =>
      Math.round(100 * sigmoid(b.intercept + b.rate * rateFeature(rate)));
    for (const acceptanceRate of [8, 25, 40, 70]) {
      const r = assessAdmission(average, program({ acceptanceRate }));
      expect(r).toMatchObject({
        admitChances: anchor(acceptanceRate),
        studentScore: 50,
        score_tier: "Typical admit",
      });
      // A typical admit is a stronger applicant than the typical applicant.
      if (acceptanceRate <= 40) expect(r.admitChances).toBeGreaterThan(acceptanceRate);
    }
  });
});

describe("published minimums inform; NA is for what really excludes", () => {
  const na = (a: ApplicantProfile, p: ProgramFacts) => {
    const r = assessAdmission(a, p);
    expect(r.category).toBe("NA");
    expect(r.admitChances).toBe(0);
    expect(r.admitRange).toBeNull();
    expect(r.reasons.raised).toEqual([]);
    return r;
  };
  const assessed = (a: ApplicantProfile, p: ProgramFacts) => {
    const r = assessAdmission(a, p);
    expect(r.category).not.toBe("NA");
    return r;
  };

  it("a GPA below the published minimum lowers the chance and says so", () => {
    const strict = program({ gpaMin: 3 });
    const below = assessed({ ...typical, gpa: 2.9 }, strict);
    expect(below.reasons.lowered).toContain(
      "Your GPA 2.9 is below this program's published minimum of 3.",
    );
    expect(below.admitChances).toBeLessThan(assessed({ ...typical, gpa: 3 }, strict).admitChances);
  });

  it("a GPA below what programs consider at all, or no GPA, is NA", () => {
    expect(na({ ...typical, gpa: 1.9 }, MID_PROGRAM)).toMatchObject({
      score_tier: "Requirement not met",
      reasons: {
        lowered: ["A GPA of 1.9 is below the 2 that US graduate programs consider at all."],
      },
    });
    expect(na({ ...typical, gpa: null }, MID_PROGRAM)).toMatchObject({
      score_tier: "No GPA yet",
      studentScore: 0,
      reasons: { lowered: ["Add your GPA to your profile to see your chances."] },
    });
  });

  it("a required GRE: missing is NA, below the minimum only lowers", () => {
    const required = program({
      greRequired: { international: "Required", domestic: "Optional" },
      greMin: 318,
    });
    na({ ...typical, gre: null }, required);
    expect(assessed(typical, required).reasons.lowered).toContain(
      "Your GRE 315 is below this program's published minimum of 318.",
    );
    // The domestic policy applies to domestic students.
    assessed({ ...domestic, gre: null }, required);
  });

  it("international students: English missing or far below the minimum is NA, a little below lowers", () => {
    na({ ...typical, english: null }, MID_PROGRAM);
    const toefl92 = program({ toeflMin: 92 });
    expect(
      assessed({ ...typical, english: { test: "TOEFL", total: 91 } }, toefl92).reasons.lowered,
    ).toContain("Your TOEFL 91 is below this program's published minimum of 92.");
    assessed({ ...typical, english: { test: "TOEFL", total: 73 } }, toefl92);
    expect(
      na({ ...typical, english: { test: "TOEFL", total: 72 } }, toefl92).reasons.lowered,
    ).toEqual([
      "Your TOEFL 72 is far below this program's minimum of 92; programs rarely admit so far below it.",
    ]);
    const ielts7 = program({ ieltsMin: 7 });
    expect(
      assessed({ ...typical, english: { test: "IELTS", overallBand: 6.5 } }, ielts7).reasons
        .lowered,
    ).toContain("Your IELTS 6.5 is below this program's published minimum of 7.");
    na({ ...typical, english: { test: "IELTS", overallBand: 5.5 } }, ielts7);
  });

  it("domestic students are never held to English minimums, and a score never lowers", () => {
    const strict = program({ toeflMin: 110 });
    const noTest = assessed(domestic, strict);
    expect(assessAdmission({ ...domestic, english: { test: "TOEFL", total: 80 } }, strict)).toEqual(
      noTest,
    );
    const good = assessAdmission(
      { ...domestic, english: { test: "TOEFL", total: 118 } },
      program({ toeflMin: 90 }),
    );
    expect(good.admitChances).toBeGreaterThanOrEqual(
      assessAdmission(domestic, program({ toeflMin: 90 })).admitChances,
    );
  });

  it("lists each exclusion, at most three", () => {
    const hard = program({
      toeflMin: 110,
      greRequired: { international: "Required", domestic: "Required" },
    });
    const r = na({ ...typical, gpa: 1.8, gre: null, english: { test: "TOEFL", total: 85 } }, hard);
    expect(r.reasons.lowered).toHaveLength(3);
  });
});

describe("the likely range", () => {
  it("holds the chance, and is narrower where the program's figures come from real decisions", () => {
    for (const acceptanceRate of [5, 20, 45, 80]) {
      const sample = assessAdmission(typical, program({ acceptanceRate }));
      const known = assessAdmission(typical, program({ acceptanceRate, reportedAdmits: 120 }));
      for (const r of [sample, known]) {
        expect(r.admitRange!.low).toBeLessThanOrEqual(r.admitChances);
        expect(r.admitRange!.high).toBeGreaterThanOrEqual(r.admitChances);
      }
      expect(known.admitChances).toBe(sample.admitChances);
      const width = (r: typeof sample) => r.admitRange!.high - r.admitRange!.low;
      expect(width(known)).toBeLessThan(width(sample));
    }
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
    expect(r.reasons.raised).toEqual([
      "Your GRE 328 is above this program's average of 314.",
      "Your GPA 3.85 is above this program's average of 3.5.",
    ]);
    expect(r.reasons.lowered).toEqual(["This program admits only 12% of applicants."]);
    const t = assessAdmission(typical, program({ acceptanceRate: 70, gpaAvg: 3.2, toeflMin: 100 }));
    expect(t.reasons.raised).toContain(
      "This program admits 70% of applicants: a profile like its admits' usually gets in.",
    );
    expect(t.reasons.raised).toContain("Your GPA 3.4 is above this program's average of 3.2.");
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
    const score = (p: Partial<ProgramFacts>) => assessAdmission(typical, program(p)).courseScore!;
    expect(score({ acceptanceRate: 10 })).toBeGreaterThan(score({ acceptanceRate: 50 }));
    expect(score({ gpaAvg: 3.8 })).toBeGreaterThan(score({ gpaAvg: 3.1 }));
    expect(score({ acceptanceRate: 0, gpaAvg: 4 })).toBe(100);
  });
});
