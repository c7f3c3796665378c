import { describe, expect, it } from "vitest";
import { FITTED as MODEL } from "../admissions/fitted";
import { assessAdmission } from "../admissions/model";
import { raisedVariants, randomApplicant, seededRng } from "../admissions/test-factories";
import { type AdmitCategory, CATEGORY_RANK } from "../admissions/types";
import { designOf } from "./design";
import {
  CALIBRATION_PRIORS,
  CALIBRATION_SLOPE,
  COURSE_PRIOR_SD,
  courseCalibration,
  coursePriorSd,
  fitCalibration,
  IDENTITY_CALIBRATION,
  precisionsOf,
} from "./fit";
import { VISITOR_BOUND } from "./influence";
import { logPosterior } from "./newton";
import { DEFAULT_TRUTH, defaultTruth, syntheticResults } from "./synthetic";
import { observationsOf, pearson, SAMPLE_PROGRAMS } from "./test-fixtures";
import type { Calibration, CalibrationObservation } from "./types";

const SEED = 7;
const OBSERVATIONS = observationsOf(
  syntheticResults({ seed: SEED, count: 5000, programs: SAMPLE_PROGRAMS }),
  SAMPLE_PROGRAMS,
);
const FITTED = fitCalibration(OBSERVATIONS);

/** `count` results at logit 0 for one course, `admitted` of them admitted. */
function course(
  courseId: number,
  count: number,
  admitted: number,
  family = "CS",
): CalibrationObservation[] {
  return Array.from({ length: count }, (_, i) => ({
    z: 0,
    admitted: i < admitted,
    courseId,
    universityId: courseId * 10,
    family,
  }));
}

describe("calibration fit on synthetic results from a known true model", () => {
  it("recovers the true courses' shifts and the slope", () => {
    const truth = defaultTruth(SEED);
    const enough = SAMPLE_PROGRAMS.filter((p) => (FITTED.courses[p.courseId]?.results ?? 0) >= 40);
    expect(enough.length).toBeGreaterThanOrEqual(40);
    const fitted = enough.map((p) => courseCalibration(FITTED, p).shift);
    expect(
      pearson(
        enough.map((p) => truth(p.courseId).shift),
        fitted,
      ),
    ).toBeGreaterThan(0.8);
    expect(FITTED.global.slope).toBeCloseTo(DEFAULT_TRUTH.slope, 0);
    expect(Math.abs(FITTED.global.slope - DEFAULT_TRUTH.slope)).toBeLessThan(0.15);
    expect(FITTED.results).toBe(5000);
  });

  it("stops at the posterior's maximum: no offset, shift or slope moved alone does better", () => {
    // Without the visitor bound, whose weights are its own: the posterior as the data give it.
    const unbounded = fitCalibration(OBSERVATIONS, { visitorBound: Number.POSITIVE_INFINITY });
    const d = designOf(OBSERVATIONS);
    const l = precisionsOf({ ...CALIBRATION_PRIORS }, d);
    expect(new Set(l.c).size).toBeGreaterThan(10);
    const at = (entries: Calibration["courses"], keys: readonly (string | number)[]) =>
      Float64Array.from(keys, (k) => entries[String(k)]!.offset);
    const t = {
      a: unbounded.global.shift,
      b: unbounded.global.slope,
      f: at(unbounded.families, d.families),
      u: at(unbounded.universities, d.universityIds),
      c: at(unbounded.courses, d.courseIds),
    };
    const best = logPosterior(d, t, l);
    expect(Number.isFinite(best)).toBe(true);
    const better: string[] = [];
    for (const h of [1e-3, -1e-3]) {
      if (logPosterior(d, { ...t, a: t.a + h }, l) > best + 1e-6) better.push(`shift ${h}`);
      if (logPosterior(d, { ...t, b: t.b + h }, l) > best + 1e-6) better.push(`slope ${h}`);
      for (const part of ["f", "u", "c"] as const)
        for (let i = 0; i < t[part].length; i++) {
          const moved = t[part].slice();
          moved[i]! += h;
          if (logPosterior(d, { ...t, [part]: moved }, l) > best + 1e-6) better.push(`${part}${i}`);
        }
    }
    expect(better).toEqual([]);
  });

  it("is deterministic, JSON as it is, and converged (more steps change nothing)", () => {
    expect(fitCalibration(OBSERVATIONS)).toEqual(FITTED);
    expect(JSON.parse(JSON.stringify(FITTED))).toEqual(FITTED);
    expect(fitCalibration(OBSERVATIONS, { maxSteps: 200, tolerance: 0 })).toEqual(FITTED);
    const stamped = fitCalibration(OBSERVATIONS.slice(0, 50), { fittedAt: "2026-11-27T00:00:00Z" });
    expect(stamped).toMatchObject({ version: 1, fittedAt: "2026-11-27T00:00:00Z", results: 50 });
  });
});

describe("shrinkage", () => {
  // Twenty courses exactly at the model (half admitted at an even chance) hold the shared
  // shift and the family at 0; two more show the same gap, 2 in 3 admitted, on 3 and 300 results.
  const background = Array.from({ length: 20 }, (_, i) => course(100 + i, 40, 20)).flat();
  const cal = fitCalibration([...background, ...course(1, 3, 2), ...course(2, 300, 200)]);
  const few = courseCalibration(cal, { courseId: 1, universityId: 10, family: "CS" });
  const many = courseCalibration(cal, { courseId: 2, universityId: 20, family: "CS" });
  const gap = Math.log(2); // logit(2/3) against an even chance

  it("moves a course with 3 results a little and one with 300 almost all the way", () => {
    expect(few.results).toBe(3);
    expect(many.results).toBe(300);
    expect(few.shift).toBeGreaterThan(0);
    expect(few.shift).toBeLessThan(0.5 * gap);
    expect(many.shift).toBeGreaterThan(0.85 * gap);
    expect(many.shift).toBeLessThan(gap);
    expect(few.shift).toBeLessThan(many.shift / 2);
  });

  it("without results answers the identity", () => {
    const empty = fitCalibration([]);
    expect(empty).toEqual({
      version: 1,
      global: { shift: 0, slope: 1 },
      universities: {},
      families: {},
      courses: {},
      results: 0,
      influence: {
        bound: VISITOR_BOUND,
        visitors: 0,
        courses: 0,
        limited: 0,
        weightKept: 1,
        largest: 0,
        rounds: 1,
      },
    });
    expect(courseCalibration(empty, { courseId: 1, universityId: 10, family: "CS" })).toEqual(
      IDENTITY_CALIBRATION,
    );
  });

  it("gives a course without results of its own its family's and the shared level, on 0 results", () => {
    const unseen = courseCalibration(cal, { courseId: 999, universityId: 9990, family: "CS" });
    expect(unseen.results).toBe(0);
    expect(unseen.shift).toBeCloseTo(cal.global.shift + cal.families.CS!.offset, 9);
  });

  it("keeps the slope within its clamp, even when results run against the model", () => {
    const against = Array.from({ length: 400 }, (_, i) => ({
      z: (i % 40) / 10 - 2,
      admitted: (i % 40) / 10 - 2 < 0,
      courseId: 1 + (i % 4),
      universityId: 1,
      family: "CS",
    }));
    const loose = { priors: { slope: 100 } };
    expect(fitCalibration(against, loose).global.slope).toBe(CALIBRATION_SLOPE.min);
    const steep = against.map((o) => ({ ...o, admitted: o.z > 0 }));
    expect(fitCalibration(steep, loose).global.slope).toBe(CALIBRATION_SLOPE.max);
  });

  it("refuses a course given under two universities", () => {
    const [first] = course(1, 1, 1);
    expect(() => fitCalibration([first!, { ...first!, universityId: 99 }])).toThrow(RangeError);
  });
});

describe("a course's prior follows what is known of its level", () => {
  it("is the level's sd and a season's drift, within its clamp; CALIBRATION_PRIORS.course unknown", () => {
    const drift = MODEL.level.driftSd;
    expect(coursePriorSd(undefined, 0.8)).toBe(0.8);
    expect(coursePriorSd(Number.NaN, 0.8)).toBe(0.8);
    expect(coursePriorSd(0.1, 0.8)).toBeCloseTo(Math.sqrt(0.01 + drift ** 2), 12);
    expect(coursePriorSd(1.5, 0.8)).toBeCloseTo(Math.sqrt(2.25 + drift ** 2), 12);
    expect(coursePriorSd(0, 0.8)).toBeGreaterThanOrEqual(COURSE_PRIOR_SD.min);
    expect(coursePriorSd(3, 0.8)).toBe(COURSE_PRIOR_SD.max);
  });

  // The same results (one a visitor, 7 in 10 admitted at an even chance) at two courses of
  // their own: one whose level rests on hundreds of decisions, one known from similar programs.
  const results = (courseId: number, levelSd: number, count: number): CalibrationObservation[] =>
    Array.from({ length: count }, (_, i) => ({
      z: 0,
      admitted: i < 0.7 * count,
      courseId,
      universityId: courseId * 10,
      family: "CS",
      levelSd,
      key: `visitor ${courseId}:${i}`,
    }));
  const background = Array.from({ length: 20 }, (_, i) => course(100 + i, 40, 20)).flat();
  const own = (cal: Calibration, courseId: number) =>
    cal.courses[courseId]!.offset + cal.universities[courseId * 10]!.offset;
  const fit = (count: number, options = {}) =>
    fitCalibration([...background, ...results(1, 0.1, count), ...results(2, 2, count)], options);

  it("moves a course with a tightly known level less than one with a wide level", () => {
    const cal = fit(20);
    expect(own(cal, 1)).toBeGreaterThan(0);
    expect(own(cal, 2)).toBeGreaterThan(1.15 * own(cal, 1));
    expect(own(cal, 2)).toBeLessThan(Math.log(7 / 3));
    // On 10 results the visitor bound holds the wide course back: each visitor would move it
    // more than the bound, so its results weigh less (the tight course's are untouched).
    const unbounded = fit(10, { visitorBound: Number.POSITIVE_INFINITY });
    expect(own(unbounded, 2)).toBeGreaterThan(1.3 * own(unbounded, 1));
    const bounded = fit(10);
    expect(own(bounded, 1)).toBeCloseTo(own(unbounded, 1), 1);
    expect(own(bounded, 2)).toBeLessThan(own(unbounded, 2) - 0.1);
  });

  it("refuses a course given two levels", () => {
    const [first] = results(1, 0.1, 1);
    expect(() => fitCalibration([first!, { ...first!, levelSd: 0.2 }])).toThrow(RangeError);
  });
});

describe("chances after calibration stay monotonic", () => {
  const rank = (c: AdmitCategory): number => (c === "NA" ? 6 : CATEGORY_RANK[c]);
  const calibrated = SAMPLE_PROGRAMS.map((p) => ({
    ...p.facts,
    calibration: courseCalibration(FITTED, p),
  }));

  it("every course's calibration has a positive slope", () => {
    for (const p of calibrated) expect(p.calibration.slope).toBeGreaterThan(0);
  });

  it("raising any one input never lowers a calibrated chance or worsens its category", () => {
    const rng = seededRng(11);
    const violations: string[] = [];
    for (let n = 0; n < 150; n++) {
      const a = randomApplicant(rng);
      for (let k = 0; k < 8; k++) {
        const p = calibrated[Math.floor(rng() * calibrated.length)]!;
        const before = assessAdmission(a, p);
        const range = before.admitRange;
        if (range && (range.low > before.admitChances || range.high < before.admitChances))
          violations.push(`range: ${JSON.stringify({ a, before })}`);
        if (before.category !== "NA" && before.calibratedOn !== p.calibration.results)
          violations.push(`calibratedOn: ${JSON.stringify({ a, before })}`);
        for (const [what, raised] of raisedVariants(a, rng)) {
          const after = assessAdmission(raised, p);
          if (
            after.admitChances < before.admitChances ||
            rank(after.category) > rank(before.category)
          )
            violations.push(`${what}: ${JSON.stringify({ a, before, after })}`);
        }
      }
    }
    expect(violations.slice(0, 3)).toEqual([]);
  });
});
