import { describe, expect, it } from "vitest";
import { ANCHOR_APPLICANTS } from "./anchors";
import { admitCategory } from "./coefficients";
import { sigmoid } from "./features";
import { assessAdmission, assessPrepared, prepareApplicant } from "./model";
import { SELECTIVITY_UNKNOWN_TEXT, selectivityBasisText } from "./reasons";
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

  it("an applicant at the program's averages gets its level: the published rate, or the learnt one", () => {
    const average: ApplicantProfile = {
      ...domestic,
      gpa: 3.4,
      gre: { verbal: 157, quantitative: 157, analyticalWriting: 4 },
      internshipMonths: 0,
    };
    for (const acceptanceRate of [8, 25, 40, 70]) {
      const r = assessAdmission(average, program({ acceptanceRate }));
      expect(r).toMatchObject({
        admitChances: acceptanceRate,
        studentScore: 50,
        score_tier: "Typical admit",
        selectivityKnown: true,
      });
    }
    for (const logit of [-2, 0, 1.5]) {
      const selectivity = { logit, sd: 0.2, decisions: 300, universityDecisions: 900 };
      const r = assessAdmission(average, program({ acceptanceRate: null, selectivity }));
      expect(r).toMatchObject({
        admitChances: Math.round(100 * sigmoid(logit)),
        selectivityKnown: true,
        selectivityDecisions: 300,
      });
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
  const learnt = (sd: number, decisions: number) =>
    program({
      acceptanceRate: null,
      selectivity: { logit: 0.3, sd, decisions, universityDecisions: decisions },
    });
  const width = (r: { admitRange: { low: number; high: number } | null }) =>
    r.admitRange!.high - r.admitRange!.low;

  it("holds the chance, and is narrow where many decisions taught the level, wide where none did", () => {
    const many = assessAdmission(typical, learnt(0.15, 400));
    const few = assessAdmission(typical, learnt(0.7, 12));
    const none = assessAdmission(typical, learnt(1.8, 0));
    for (const r of [many, few, none]) {
      expect(r.admitRange!.low).toBeLessThanOrEqual(r.admitChances);
      expect(r.admitRange!.high).toBeGreaterThanOrEqual(r.admitChances);
    }
    expect(many.admitChances).toBe(none.admitChances);
    expect(width(many)).toBeLessThan(15);
    expect(width(many)).toBeLessThan(width(few));
    expect(width(few)).toBeLessThan(width(none));
    expect([many, few, none].map((r) => r.selectivityDecisions)).toEqual([400, 12, 0]);
  });

  it("says what the range rests on, in words", () => {
    const basis = (selectivityKnown: boolean, selectivityDecisions: number) =>
      selectivityBasisText({ selectivityKnown, selectivityDecisions });
    expect(basis(true, 1414)).toBe("Based on 1,414 reported decisions for this program.");
    expect(basis(true, 30)).toBe("Based on 30 reported decisions for this program.");
    expect(basis(true, 12)).toBe("Few decisions (12) reported for this program: a wide range.");
    expect(basis(true, 0)).toBe(
      "No decisions reported for this program: estimated from similar programs, a wide range.",
    );
    expect(basis(false, 0)).toBe(SELECTIVITY_UNKNOWN_TEXT);
  });

  it("a chance is only safe where its range's low end, even in a bad year, is high", () => {
    const strongAt = (sd: number) =>
      assessAdmission(ANCHOR_APPLICANTS.strong, {
        ...learnt(sd, sd < 0.5 ? 400 : 0),
        selectivity: { logit: -0.5, sd, decisions: sd < 0.5 ? 400 : 0, universityDecisions: 0 },
      });
    const known = strongAt(0.15);
    const guessed = strongAt(2);
    expect(guessed.admitChances).toBe(known.admitChances);
    // 81%: safe (not very safe: in a bad year it could be below 70%), known well enough.
    expect(known.admitChances).toBeGreaterThanOrEqual(80);
    expect(known.category).toBe("safe");
    expect(guessed.category).toBe("moderate");
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
      "Your 2 conferences add to your research record.",
    ]);
    expect(r.reasons.lowered).toEqual(["This program admits only 12% of applicants."]);
    const t = assessAdmission(typical, program({ acceptanceRate: 70, gpaAvg: 3.2, toeflMin: 100 }));
    expect(t.reasons.raised).toContain(
      "This program admits 70% of applicants: a profile like its admits' usually gets in.",
    );
    expect(t.reasons.raised).toContain("Your GPA 3.4 is above this program's average of 3.2.");
  });

  it("say what decisions show of a learnt level, or that similar programs suggest it", () => {
    const at = (logit: number, decisions: number) =>
      assessAdmission(typical, {
        ...program({ acceptanceRate: null }),
        selectivity: { logit, sd: 0.3, decisions, universityDecisions: decisions },
      }).reasons;
    expect(at(-3, 200).lowered).toContain(
      "Reported decisions show this program is more selective than most.",
    );
    expect(at(2, 200).raised).toContain(
      "Reported decisions show this program admits more readily than most.",
    );
    expect(at(-3, 0).lowered).toContain(
      "Similar programs suggest this one is more selective than most.",
    );
  });

  it("can be left out by a caller that stores the chance only, which stays the same", () => {
    const prepared = prepareApplicant(strong);
    for (const acceptanceRate of [5, 30, 60, null]) {
      const p = program({ acceptanceRate });
      const lean = assessPrepared(prepared, p, { reasons: false });
      const full = assessPrepared(prepared, p);
      expect(lean.reasons).toEqual({ raised: [], lowered: [] });
      expect({ ...lean, reasons: full.reasons }).toEqual(full);
    }
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
