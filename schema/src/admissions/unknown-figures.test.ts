/** What a student sees at a program whose figures are not known (docs/scoring.md, "Unknown figures"). */
import { describe, expect, it } from "vitest";
import { ANCHOR_APPLICANTS } from "./anchors";
import { UNKNOWN_SELECTIVITY } from "./coefficients";
import { FITTED } from "./fitted";
import { assessAdmission } from "./model";
import { SELECTIVITY_UNKNOWN_TEXT } from "./reasons";
import { MID_PROGRAM, UNKNOWN_FIGURES } from "./test-factories";
import type { AdmitAssessment, ApplicantProfile, ProgramFacts } from "./types";
import { whatIf } from "./what-if";

const { strong, typical, weak } = ANCHOR_APPLICANTS;
/** The real catalogue's usual program: nothing but its name is known. */
const UNKNOWN: ProgramFacts = { ...MID_PROGRAM, ...UNKNOWN_FIGURES };
const width = (r: AdmitAssessment): number => r.admitRange!.high - r.admitRange!.low;

describe("a program whose selectivity is not known", () => {
  it("shows a mid-scale chance with a wide range from the profile, and says why", () => {
    const r = assessAdmission(typical, UNKNOWN);
    expect(r).toMatchObject({
      category: "moderate",
      selectivityKnown: false,
      courseScore: null,
      calibratedOn: 0,
    });
    expect(r.reasons.lowered[0]).toBe(SELECTIVITY_UNKNOWN_TEXT);
    // Compared with the admits the model learnt from (3.52 and 316 at this fit).
    const { gpaAvg, greAvg } = FITTED.reference;
    expect([...r.reasons.raised, ...r.reasons.lowered]).toContain(
      `Your GPA 3.4 is ${3.4 >= gpaAvg ? "above" : "below"} the ${gpaAvg} admitted applicants typically have.`,
    );
    expect([...r.reasons.raised, ...r.reasons.lowered]).toContain(
      `Your GRE 315 is ${315 >= greAvg ? "above" : "below"} the ${greAvg} admitted applicants typically score.`,
    );
    // No sentence about a rate nobody published.
    expect([...r.reasons.raised, ...r.reasons.lowered].join(" ")).not.toMatch(/admits \d+%/);
    expect(width(r)).toBeGreaterThanOrEqual(60);
  });

  it("is never safe, however strong the profile, and never very ambitious, however weak", () => {
    const top: ApplicantProfile = {
      ...strong,
      gpa: 4,
      gre: { verbal: 170, quantitative: 170, analyticalWriting: 6 },
    };
    for (const a of [strong, top]) {
      const r = assessAdmission(a, UNKNOWN);
      expect(r.category).toBe("moderate");
      expect(r.admitChances).toBe(UNKNOWN_SELECTIVITY.maxChance);
      // The range still says what the profile does: it reaches well above the capped chance.
      expect(r.admitRange!.high).toBeGreaterThan(90);
    }
    const low = assessAdmission({ ...weak, gpa: 2.1 }, UNKNOWN);
    expect(low.category).toBe("ambitious");
    expect(low.admitChances).toBe(UNKNOWN_SELECTIVITY.minChance);
    expect(low.admitRange!.low).toBeLessThan(10);
    expect(low.score_tier).toBe("Well below admits");
  });

  it("has a wider range than the same program with its selectivity learnt", () => {
    const learnt = (sd: number, decisions: number): ProgramFacts => ({
      ...UNKNOWN,
      selectivity: { logit: FITTED.level.unknown, sd, decisions, universityDecisions: decisions },
    });
    for (const a of [strong, typical, weak]) {
      const unknown = assessAdmission(a, UNKNOWN);
      const many = assessAdmission(a, learnt(0.2, 400));
      const none = assessAdmission(a, learnt(1.5, 0));
      expect(many.selectivityKnown).toBe(true);
      expect(none.selectivityKnown).toBe(true);
      expect(width(unknown)).toBeGreaterThan(width(many) + 25);
      expect(width(none)).toBeGreaterThan(width(many));
    }
  });

  it("becomes known from 30 community results of the course's own, not fewer", () => {
    const calibrated = (results: number) =>
      assessAdmission(strong, { ...UNKNOWN, calibration: { shift: 0.5, slope: 1, results } });
    const few = calibrated(UNKNOWN_SELECTIVITY.resultsToKnow - 1);
    expect(few).toMatchObject({ selectivityKnown: false, category: "moderate" });
    expect(few.reasons.lowered[0]).toBe(SELECTIVITY_UNKNOWN_TEXT);
    const enough = calibrated(UNKNOWN_SELECTIVITY.resultsToKnow);
    expect(enough.selectivityKnown).toBe(true);
    expect(enough.admitChances).toBeGreaterThan(UNKNOWN_SELECTIVITY.maxChance);
    expect(enough.reasons.lowered).not.toContain(SELECTIVITY_UNKNOWN_TEXT);
  });

  it("a known rate with unknown averages is known selectivity, scored against typical admits", () => {
    const r = assessAdmission(strong, { ...UNKNOWN, acceptanceRate: 40 });
    expect(r.selectivityKnown).toBe(true);
    expect(r.admitChances).toBeGreaterThan(UNKNOWN_SELECTIVITY.maxChance);
    expect(r.courseScore).toBeNull();
    expect(r.reasons.raised).toContain(
      `Your GPA 3.85 is above the ${FITTED.reference.gpaAvg} admitted applicants typically have.`,
    );
  });
});

describe("an unknown requirement is not an unmet one", () => {
  const assessed = (a: ApplicantProfile, p: ProgramFacts) => {
    const r = assessAdmission(a, p);
    expect(r.category).not.toBe("NA");
    expect(r.reasons.lowered.join(" ")).not.toMatch(/minimum/);
    return r;
  };

  it("English far below where no minimum is known, or no English test at all", () => {
    assessed({ ...typical, english: { test: "TOEFL", total: 60 } }, UNKNOWN);
    assessed({ ...typical, english: { test: "IELTS", overallBand: 4.5 } }, UNKNOWN);
    assessed({ ...typical, english: null }, UNKNOWN);
    // A TOEFL is not held to a published IELTS minimum, nor the other way round.
    assessed({ ...typical, english: { test: "TOEFL", total: 60 } }, { ...UNKNOWN, ieltsMin: 7 });
    // Where a minimum is published, the rules stand.
    expect(
      assessAdmission({ ...typical, english: null }, { ...UNKNOWN, toeflMin: 90 }).category,
    ).toBe("NA");
  });

  it("a GPA or GRE below what the program might ask", () => {
    assessed({ ...typical, gpa: 2.2 }, UNKNOWN);
    assessed(
      { ...typical, gre: { verbal: 140, quantitative: 140, analyticalWriting: 3 } },
      UNKNOWN,
    );
    // The floor every program shares still excludes.
    expect(assessAdmission({ ...typical, gpa: 1.9 }, UNKNOWN).category).toBe("NA");
  });

  it("an unknown GRE policy reads as Optional and says it is not known", () => {
    const none = assessed({ ...typical, gre: null }, UNKNOWN);
    expect(none.reasons.lowered).toContain(
      "This program's GRE policy is not known; a score above what admitted applicants typically score would raise your chances.",
    );
    const low = assessed(
      { ...typical, gre: { verbal: 145, quantitative: 150, analyticalWriting: 3 } },
      UNKNOWN,
    );
    expect(low.reasons.lowered).toContain(
      "Your GRE 295 is below what admitted applicants typically score; if this program makes the GRE optional, you may leave it out.",
    );
  });
});

describe("what-if at a program whose figures are not known", () => {
  it("offers the typical admit's GRE and no English target it cannot name", () => {
    const found = whatIf({ ...typical, gre: null }, UNKNOWN);
    expect(found.map((w) => w.kind)).toEqual(["gpa", "gre", "paper"]);
    expect(found[1]).toMatchObject({
      change: `A GRE of ${FITTED.reference.greAvg}, typical of admitted applicants`,
    });
    expect(found[1]!.delta).toBeGreaterThan(0);
  });
});
