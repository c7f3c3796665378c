import { describe, expect, it } from "vitest";
import { mulberry32 } from "../catalogue/prng";
import { fitLogistic } from "./logistic";
import { auc, brier, reliability } from "./metrics";

function simulate(n: number, truth: number[], seed: number) {
  const r = mulberry32(seed);
  const rows: Float64Array[] = [];
  const y: boolean[] = [];
  for (let i = 0; i < n; i++) {
    const x = Float64Array.from([1, r() * 4 - 2, r() * 4 - 2, r() * 4 - 2]);
    const z = truth.reduce((s, b, j) => s + b * x[j]!, 0);
    rows.push(x);
    y.push(r() < 1 / (1 + Math.exp(-z)));
  }
  return { rows, y };
}

describe("fitLogistic", () => {
  it("recovers known coefficients from simulated decisions, with honest standard errors", () => {
    const truth = [-0.5, 1.2, -0.7, 0];
    const { rows, y } = simulate(20_000, truth, 1);
    const fit = fitLogistic(rows, y, [0, 0, 0, 0], 0);
    truth.forEach((b, j) => {
      const se = Math.sqrt(fit.covariance[j]![j]!);
      expect(se).toBeGreaterThan(0);
      expect(Math.abs(fit.coefficients[j]! - b)).toBeLessThan(4 * se);
    });
  });

  it("holds a coefficient at 0 when its sign constraint would be broken", () => {
    const { rows, y } = simulate(5_000, [0, 1, -0.8, 0.5], 2);
    // The second feature truly lowers the odds; constrained to >= 0 it stays at 0.
    const fit = fitLogistic(rows, y, [0, 1, 1, 1], 1);
    expect(fit.coefficients[2]).toBe(0);
    expect(fit.coefficients[1]).toBeGreaterThan(0.5);
    expect(fit.coefficients[3]).toBeGreaterThan(0.2);
    expect(fit.covariance[2]![2]).toBe(0);
  });
});

describe("metrics", () => {
  it("AUC: 1 for a perfect order, 0.5 for ties, 0 for a reversed order", () => {
    const perfect = [
      { p: 0.1, admit: false },
      { p: 0.9, admit: true },
    ];
    expect(auc(perfect)).toBe(1);
    expect(auc(perfect.map((s) => ({ ...s, p: 0.5 })))).toBe(0.5);
    expect(auc(perfect.map((s) => ({ ...s, p: 1 - s.p })))).toBe(0);
  });

  it("Brier score and reliability bins", () => {
    const scored = [
      { p: 0.05, admit: false },
      { p: 0.05, admit: true },
      { p: 0.95, admit: true },
    ];
    expect(brier(scored)).toBeCloseTo((0.05 ** 2 + 0.95 ** 2 + 0.05 ** 2) / 3, 10);
    const bins = reliability(scored);
    expect(bins[0]).toMatchObject({ n: 2, observed: 0.5 });
    expect(bins[9]).toMatchObject({ n: 1, observed: 1 });
  });
});
