/** The hierarchical fit on decisions drawn from a known truth (no development data needed). */
import {
  FEATURE_INDEX,
  FITTED,
  type ProgramFacts,
  SELECTIVITY_PRIOR_FEATURES,
  UNKNOWN_PROGRAM_FIGURES,
} from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { mulberry32 } from "../catalogue/prng";
import type { Row } from "./dataset";
import { fitSelectivity } from "./selectivity-fit";

const PROGRAM: ProgramFacts = {
  ...UNKNOWN_PROGRAM_FIGURES,
  greRequired: { international: "Required", domestic: "Required" },
};

/** A standard normal draw (Box-Muller). */
const normal = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());

/**
 * 24 universities of 3 programs; levels u ~ N(0, 1.2^2), v ~ N(0, 0.5^2); GPA moves the odds by
 * 0.6 a spread (0.3 points). Program (0, 0) gets 4 decisions, the rest 60-220.
 */
function simulate(seed: number) {
  const r = mulberry32(seed);
  const u = Array.from({ length: 24 }, () => 1.2 * normal(r));
  const v = u.map(() => [0, 1, 2].map(() => 0.5 * normal(r)));
  const rows: Row[] = [];
  let applicant = 0;
  u.forEach((ui, i) => {
    v[i]!.forEach((vij, j) => {
      const n = i === 0 && j === 0 ? 4 : 60 + Math.floor(r() * 160);
      for (let k = 0; k < n; k++) {
        const gpa = Math.min(4, Math.max(2.2, FITTED.reference.gpaAvg + 0.35 * normal(r)));
        const z = ui + vij + 0.6 * ((gpa - FITTED.reference.gpaAvg) / 0.3);
        const greHalf = FITTED.reference.greAvg / 2;
        rows.push({
          applicant: applicant++,
          admit: r() < 1 / (1 + Math.exp(-z)),
          heldOut: false,
          season: null,
          universityId: 1000 + i,
          courseId: (1000 + i) * 100 + j,
          hasToefl: false,
          percentage: false,
          applicant4: {
            category: "International Student",
            gpa,
            english: null,
            gre: { verbal: greHalf, quantitative: greHalf, analyticalWriting: 0 },
            researchPapers: 0,
            conferences: 0,
            fullTimeMonths: 0,
            internshipMonths: 0,
            activities: [],
          },
        });
      }
    });
  });
  return { rows, u, v };
}

const interceptOnly = () => {
  const x = new Float64Array(SELECTIVITY_PRIOR_FEATURES.length);
  x[0] = 1;
  return x;
};

describe("fitSelectivity", () => {
  const { rows, u, v } = simulate(7);
  const model = fitSelectivity({
    rows,
    programOf: () => PROGRAM,
    priorOf: interceptOnly,
    universityPriorOf: interceptOnly,
  });

  it("recovers the student's slope and the spreads between universities and programs", () => {
    expect(model.coefficients[FEATURE_INDEX.gpa]).toBeGreaterThan(0.5);
    expect(model.coefficients[FEATURE_INDEX.gpa]).toBeLessThan(0.7);
    expect(model.universitySd).toBeGreaterThan(0.7);
    expect(model.universitySd).toBeLessThan(1.8);
    expect(model.programSd).toBeGreaterThan(0.2);
    expect(model.programSd).toBeLessThan(0.8);
  });

  it("learns each program's level within its stated uncertainty, narrow where decisions are many", () => {
    let inside = 0;
    let count = 0;
    for (const [id, [level, sd, n]] of model.programs) {
      const i = Math.floor(id / 100) - 1000;
      const truth = u[i]! + v[i]![id % 100]!;
      if (n >= 60) {
        count++;
        if (Math.abs(level - truth) <= 1.96 * sd) inside++;
        expect(sd).toBeLessThan(0.5);
      }
    }
    // A 95% interval holds most true levels (a few may fall outside by chance).
    expect(inside / count).toBeGreaterThan(0.85);
  });

  it("pulls a program with four decisions toward its university, with a wide range", () => {
    const [level, sd, n] = model.programs.get(100000)!;
    const siblings = [1, 2].map((j) => model.programs.get(100000 + j)![0]);
    expect(n).toBe(4);
    expect(sd).toBeGreaterThan(0.4);
    // Closer to its university's other programs than four decisions alone would put it.
    const mean = (siblings[0]! + siblings[1]!) / 2;
    expect(Math.abs(level - mean)).toBeLessThan(1.2);
  });
});
