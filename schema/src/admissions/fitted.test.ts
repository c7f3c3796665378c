/** What the fitted coefficients must keep, whatever a refit finds (docs/scoring.md, "Fitting"). */
import { describe, expect, it } from "vitest";
import { ANCHOR_APPLICANTS } from "./anchors";
import { FEATURE_SIGN, FEATURES } from "./features";
import { FITTED } from "./fitted";
import { assessAdmission } from "./model";
import { SELECTIVITY_FITTED } from "./selectivity-fitted";
import { MID_PROGRAM, randomApplicant, randomProgram, seededRng } from "./test-factories";
import { whatIf } from "./what-if";

describe("the fitted model", () => {
  it("keeps every coefficient on its documented side, so chances stay monotonic", () => {
    for (const f of FEATURES) {
      const b = FITTED.coefficients[f];
      if (FEATURE_SIGN[f] > 0) expect(b, f).toBeGreaterThanOrEqual(0);
      if (FEATURE_SIGN[f] < 0) expect(b, f).toBeLessThanOrEqual(0);
    }
    // GPA and GRE carry the profile's part: the fit found each clearly above 0.
    for (const f of ["gpa", "gre"] as const) expect(FITTED.coefficients[f], f).toBeGreaterThan(0.1);
  });

  it("has a covariance that is symmetric with non-negative variances", () => {
    const c = FITTED.covariance;
    expect(c).toHaveLength(FEATURES.length);
    c.forEach((row, i) => {
      expect(row[i]).toBeGreaterThanOrEqual(0);
      for (const [j, v] of row.entries()) expect(v).toBeCloseTo(c[j]![i]!, 10);
    });
  });

  it("learnt selectivity for the programs of its decisions, and a spread for the rest", () => {
    const programs = Object.values(SELECTIVITY_FITTED.programs);
    expect(programs.length).toBeGreaterThan(300);
    for (const [level, sd, decisions] of programs) {
      expect(Math.abs(level)).toBeLessThan(6);
      expect(sd).toBeGreaterThan(0);
      expect(decisions).toBeGreaterThan(0);
    }
    // A program with many decisions is known better than its spread between programs.
    const many = programs.filter(([, , n]) => n >= 100);
    expect(many.every(([, sd]) => sd < SELECTIVITY_FITTED.programSd)).toBe(true);
    expect(FITTED.level.driftSd).toBeGreaterThan(0);
  });
});

describe("what-if", () => {
  it("never shows a change lowering a chance, over 2,000 random pairs", () => {
    const rng = seededRng(11);
    const bad: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const a = randomApplicant(rng);
      const p = randomProgram(rng);
      for (const w of whatIf(a, p)) if (w.delta < 0) bad.push(JSON.stringify({ a, p, w }));
    }
    expect(bad.slice(0, 3)).toEqual([]);
  });

  it("offers the GPA, GRE, English and a paper, each against today's chance", () => {
    const { typical } = ANCHOR_APPLICANTS;
    const program = { ...MID_PROGRAM, toeflMin: 100 };
    const now = assessAdmission(typical, program).admitChances;
    const found = whatIf(typical, program);
    expect(found.map((w) => w.kind)).toEqual(["gpa", "gre", "english", "paper"]);
    expect(found[0]).toMatchObject({ change: "A GPA of 3.6 (+0.2)" });
    expect(found[1]).toMatchObject({ change: "A GRE of 325 (+10)" });
    expect(found[2]!.change).toMatch(/^A TOEFL of \d+, typical of this program's admits$/);
    for (const w of found) expect(w.delta).toBe(w.admitChances - now);
    // GPA and GRE move a mid-range chance; the data found no effect of papers.
    expect(found[0]!.delta).toBeGreaterThan(0);
    expect(found[1]!.delta).toBeGreaterThan(0);
  });

  it("leaves out what cannot change: a 4.0 GPA, a GRE the program ignores; nothing without a GPA", () => {
    const top = { ...ANCHOR_APPLICANTS.strong, gpa: 4 };
    const noGre = {
      ...MID_PROGRAM,
      greRequired: { international: "Not Required", domestic: "Not Required" },
    } as const;
    expect(whatIf(top, noGre).map((w) => w.kind)).toEqual(["paper"]);
    expect(whatIf({ ...top, gpa: null }, MID_PROGRAM)).toEqual([]);
  });
});
