import { describe, expect, it } from "vitest";
import {
  brierScore,
  calibrationReport,
  heldOutSplit,
  observationKey,
  reliability,
} from "./evaluate";
import { syntheticResults } from "./synthetic";
import { observationsOf, SAMPLE_PROGRAMS } from "./test-fixtures";

describe("Brier score and reliability", () => {
  it("scores chances against outcomes", () => {
    expect(brierScore([1, 0], [true, false])).toBe(0);
    expect(brierScore([0, 1], [true, false])).toBe(1);
    expect(brierScore([0.5, 0.8], [true, false])).toBeCloseTo((0.25 + 0.64) / 2, 12);
    expect(brierScore([], [])).toBeNaN();
    expect(() => brierScore([0.5], [])).toThrow(RangeError);
  });

  it("bands chances in percent, leaves empty bands out and puts 100% in the last", () => {
    const bands = reliability([0.05, 0.07, 0.55, 1, 0.99], [false, true, true, true, false]);
    expect(bands).toEqual([
      { from: 0, to: 10, predicted: 6, observed: 50, results: 2 },
      { from: 50, to: 60, predicted: 55, observed: 100, results: 1 },
      { from: 90, to: 100, predicted: 99.5, observed: 50, results: 2 },
    ]);
    expect(reliability([0.3, 0.6], [true, false], 2).map((b) => [b.from, b.to])).toEqual([
      [0, 50],
      [50, 100],
    ]);
  });
});

describe("held-out split", () => {
  const keys = Array.from({ length: 10_000 }, (_, i) => `student ${i}`);

  it("is the same on every run and in any order, and holds out about the fraction asked", () => {
    const first = heldOutSplit(keys, (k) => k);
    expect(heldOutSplit(keys, (k) => k)).toEqual(first);
    const reversed = heldOutSplit([...keys].reverse(), (k) => k);
    expect(new Set(reversed.heldOut)).toEqual(new Set(first.heldOut));
    expect(first.heldOut.length + first.training.length).toBe(keys.length);
    expect(first.heldOut.length / keys.length).toBeGreaterThan(0.18);
    expect(first.heldOut.length / keys.length).toBeLessThan(0.22);
    expect(heldOutSplit(keys, (k) => k, 0.5).heldOut.length / keys.length).toBeCloseTo(0.5, 1);
  });

  it("keeps one key's items on one side", () => {
    const items = keys.flatMap((k) => [`${k}|a`, `${k}|b`]);
    const { heldOut } = heldOutSplit(items, (item) => item.split("|")[0]!);
    const held = new Set(heldOut);
    for (const k of keys) expect(held.has(`${k}|a`)).toBe(held.has(`${k}|b`));
  });
});

describe("calibration report on synthetic results", () => {
  const observations = observationsOf(
    syntheticResults({ seed: 3, count: 4000, programs: SAMPLE_PROGRAMS }),
    SAMPLE_PROGRAMS,
  );
  const report = calibrationReport(observations);

  it("splits by student, the same way each time", () => {
    expect(report.results).toBe(4000);
    expect(report.training + report.heldOut).toBe(report.results);
    expect(report.heldOut).toBeGreaterThan(0.15 * report.results);
    expect(calibrationReport(observations)).toEqual(report);
    expect(new Set(observations.map(observationKey)).size).toBeLessThan(observations.length);
  });

  it("bands every held-out result once, in percent within each band", () => {
    for (const bands of [report.reliabilityBefore, report.reliabilityAfter]) {
      expect(bands.reduce((sum, b) => sum + b.results, 0)).toBe(report.heldOut);
      for (const b of bands) {
        expect(b.predicted).toBeGreaterThanOrEqual(b.from);
        expect(b.predicted).toBeLessThanOrEqual(b.to);
        expect(b.observed).toBeGreaterThanOrEqual(0);
        expect(b.observed).toBeLessThanOrEqual(100);
      }
    }
  });

  it("lowers the Brier score on results the fit never saw", () => {
    for (const brier of [report.brierBefore, report.brierAfter]) {
      expect(brier).toBeGreaterThanOrEqual(0);
      expect(brier).toBeLessThanOrEqual(1);
    }
    expect(report.brierAfter).toBeLessThan(report.brierBefore);
  });
});
