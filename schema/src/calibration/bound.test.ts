import { describe, expect, it } from "vitest";
import { sigmoid } from "../admissions/features";
import {
  admitLogit,
  assessAdmission,
  calibratedLogit,
  prepareApplicant,
} from "../admissions/model";
import type { ApplicantProfile } from "../admissions/types";
import { boundVisitors } from "./bound";
import { type Design, designOf } from "./design";
import {
  CALIBRATION_PRIORS,
  courseCalibration,
  fitCalibration,
  precisionsOf,
  visitorChange,
} from "./fit";
import {
  CROWD_BOUND,
  CROWD_SOURCE,
  largestMove,
  ONE_STEP_TRUSTED,
  resultsBySource,
  VISITOR_BOUND,
} from "./influence";
import { identityParameters, maximize, type Optimum, polished } from "./maximize";
import { type Precisions, sumsWithout } from "./newton";
import { calibrationObservation } from "./observation";
import { syntheticResults } from "./synthetic";
import { observationsOf, SAMPLE_PROGRAMS } from "./test-fixtures";
import type { Calibration, CalibrationObservation } from "./types";

const STRONG: ApplicantProfile = {
  category: "International Student",
  gpa: 3.85,
  english: { test: "TOEFL", total: 112 },
  gre: { verbal: 160, quantitative: 168, analyticalWriting: 4.5 },
  researchPapers: 1,
  conferences: 1,
  fullTimeMonths: 12,
  internshipMonths: 4,
  activities: [],
};
const prepared = prepareApplicant(STRONG);

// The course where the strong student's chance is nearest 80%: room to fall and to rise.
const PROGRAM = SAMPLE_PROGRAMS.map((p) => ({ p, z: admitLogit(prepared, p.facts) }))
  .filter((c) => c.z !== null)
  .sort((x, y) => Math.abs(sigmoid(x.z!) - 0.8) - Math.abs(sigmoid(y.z!) - 0.8))[0]!.p;

// Community results of the sample catalogue, of which the course keeps 4: a course few have
// reported on, where one visitor's results weigh the most.
const all = observationsOf(
  syntheticResults({ seed: 7, count: 3000, programs: SAMPLE_PROGRAMS }),
  SAMPLE_PROGRAMS,
);
const mine = all.filter((o) => o.courseId === PROGRAM.courseId).slice(0, 4);
const BACKGROUND = [...all.filter((o) => o.courseId !== PROGRAM.courseId), ...mine];

const rejected = (key: string): CalibrationObservation =>
  calibrationObservation(prepared, PROGRAM.facts, PROGRAM, false, key)!;
/** One visitor's 10 Rejected results, and 10 visitors' one each. */
const ONE_VISITOR = Array.from({ length: 10 }, () => rejected("visitor 1"));
const TEN_VISITORS = Array.from({ length: 10 }, (_, i) => rejected(`visitor ${i + 10}`));

/** The chance the strong student sees at the course, and its logit, under a calibration. */
function seen(cal: Calibration) {
  const calibration = courseCalibration(cal, PROGRAM);
  return {
    chance: assessAdmission(STRONG, { ...PROGRAM.facts, calibration }).admitChances,
    logit: calibratedLogit(admitLogit(prepared, PROGRAM.facts)!, calibration),
  };
}

describe("one visitor's bounded influence", () => {
  const before = seen(fitCalibration(BACKGROUND));

  it("10 Rejected results from one visitor move a strong student's chance by at most the bound", () => {
    const change = visitorChange([...BACKGROUND, ...ONE_VISITOR], "visitor 1");
    const [after, without] = [seen(change.with), seen(change.without)];
    expect(after.logit).toBeLessThan(without.logit);
    expect(without.logit - after.logit).toBeLessThanOrEqual(VISITOR_BOUND);
    // In points as shown (rounded): what the bound allows at this chance, and a point of rounding.
    const allowed = 100 * (sigmoid(without.logit) - sigmoid(without.logit - VISITOR_BOUND));
    expect(without.chance - after.chance).toBeLessThanOrEqual(Math.ceil(allowed) + 1);
    // Without the bound the same visitor would move it three times as far.
    const free = { visitorBound: Number.POSITIVE_INFINITY };
    const unbounded = seen(fitCalibration([...BACKGROUND, ...ONE_VISITOR], free));
    const unboundedMove = seen(fitCalibration(BACKGROUND, free)).logit - unbounded.logit;
    expect(unboundedMove).toBeGreaterThan(3 * VISITOR_BOUND);
    // Fitted afresh without them, the course's factor is the others' alone: a little further
    // (docs/results.md, "What the bound does not cover"), still well short of unbounded.
    const afresh = seen(fitCalibration(BACKGROUND)).logit - after.logit;
    expect(afresh).toBeLessThan(2 * VISITOR_BOUND);
    expect(afresh).toBeLessThan(unboundedMove / 2);
  });

  it("10 visitors with one result each move it more than one visitor's 10 results", () => {
    const one = seen(fitCalibration([...BACKGROUND, ...ONE_VISITOR]));
    const ten = seen(fitCalibration([...BACKGROUND, ...TEN_VISITORS]));
    expect(before.logit - ten.logit).toBeGreaterThan(2 * (before.logit - one.logit));
    expect(ten.chance).toBeLessThan(one.chance);
  });

  it("counts one visitor's same result sent five times once", () => {
    const once = fitCalibration([...BACKGROUND, rejected("visitor 1")]);
    const five = fitCalibration([...BACKGROUND, ...ONE_VISITOR.slice(0, 5)]);
    expect(seen(five).logit).toBeCloseTo(seen(once).logit, 6);
  });

  it("stores what it did: every visitor within the bound, some courses held", () => {
    const cal = fitCalibration([...BACKGROUND, ...TEN_VISITORS]);
    const influence = cal.influence!;
    expect(influence.bound).toBe(VISITOR_BOUND);
    expect(influence.largest).toBeLessThanOrEqual(VISITOR_BOUND);
    expect(influence.courses).toBeGreaterThan(0);
    expect(influence.limited).toBeGreaterThanOrEqual(influence.courses);
    expect(influence.weightKept).toBeGreaterThan(0.5);
    expect(influence.weightKept).toBeLessThan(1);
    expect(influence.visitors).toBe(new Set(BACKGROUND.map((o) => o.key)).size + 10);
  });
});

describe("the crowd's bounded influence", () => {
  // The review's attack: 300 Rejected results for strong profiles, 10 from each of 30 addresses
  // none of which the results module can vouch for (docs/results.md, "Trust").
  const attack = (source?: string) =>
    Array.from({ length: 300 }, (_, i) => ({
      ...rejected(`attacker ${i % 30}`),
      ...(source === undefined ? {} : { source }),
    }));
  const before = seen(fitCalibration(BACKGROUND));

  it("moves the course by at most the crowd's bound, as 30 visitors would move it 10 times further", () => {
    const bounded = seen(fitCalibration([...BACKGROUND, ...attack(CROWD_SOURCE)]));
    expect(before.logit - bounded.logit).toBeGreaterThan(0);
    expect(before.logit - bounded.logit).toBeLessThanOrEqual(CROWD_BOUND + 0.01);
    expect(Math.abs(before.chance - bounded.chance)).toBeLessThanOrEqual(5);
    // As 30 visitors each within their own bound, the same results move it far further.
    const visitors = seen(fitCalibration([...BACKGROUND, ...attack()]));
    expect(before.logit - visitors.logit).toBeGreaterThan(4 * CROWD_BOUND);
  });

  it("leaves the trusted visitors' weights as they were and stores the crowd's bound", () => {
    const cal = fitCalibration([...BACKGROUND, ...attack(CROWD_SOURCE)]);
    expect(cal.influence!.sourceBounds).toEqual({ [CROWD_SOURCE]: CROWD_BOUND });
    expect(cal.influence!.largest).toBeLessThanOrEqual(VISITOR_BOUND);
    // Every other course sits where it sat without the crowd, within the crowd's bound.
    const without = fitCalibration(BACKGROUND);
    for (const program of SAMPLE_PROGRAMS) {
      const move = Math.abs(
        courseCalibration(cal, program).shift - courseCalibration(without, program).shift,
      );
      expect(move).toBeLessThanOrEqual(CROWD_BOUND + 0.01);
    }
  });
});

/** Each visitor's move read by one Newton step and by a refit to convergence, at `fit`. */
function readings(d: Design, l: Precisions, fit: Optimum) {
  return resultsBySource(d).map((results) => {
    const kept = results.map((i) => d.weight[i]!);
    const start = sumsWithout(d, fit.t, fit.sums, results);
    for (const i of results) d.weight[i] = 0;
    const step = maximize(d, l, fit.t, { maxSteps: 0, tolerance: 0 }, start);
    const settled = maximize(d, l, fit.t, { maxSteps: 50, tolerance: 1e-10 }, start);
    results.forEach((i, n) => {
      d.weight[i] = kept[n]!;
    });
    return {
      oneStep: largestMove(d, fit.t, polished(step)).move,
      exact: largestMove(d, fit.t, polished(settled)).move,
    };
  });
}

describe.each([
  // Few results a course (600 over 61 courses): most visitors are limited, the hardest case.
  { count: 600, seed: 11 },
  { count: 3000, seed: 12 },
])("the bound on the fit as stored, $count results", ({ count, seed }) => {
  const d = designOf(
    observationsOf(syntheticResults({ seed, count, programs: SAMPLE_PROGRAMS }), SAMPLE_PROGRAMS),
  );
  const l = precisionsOf({ ...CALIBRATION_PRIORS }, d);
  const ascent = { maxSteps: 50, tolerance: 1e-9 };
  const full = maximize(d, l, identityParameters(d), ascent);
  const { fit, influence } = boundVisitors(d, l, full, VISITOR_BOUND, ascent);
  // d.weight now holds the bound's weights: each visitor is taken out of that fit.
  const read = readings(d, l, fit);
  const exact = read.map((r) => r.exact);

  it("holds for every visitor refitted without them, at every course and logit shown", () => {
    expect(influence.limited).toBeGreaterThan(0);
    expect(Math.max(...exact)).toBeLessThanOrEqual(VISITOR_BOUND);
    expect(Math.max(...exact)).toBeCloseTo(influence.largest, 3);
  });

  it("is read by one step where that is trusted: under the bound, by a margin", () => {
    const trusted = read.filter((r) => r.oneStep < ONE_STEP_TRUSTED * VISITOR_BOUND);
    expect(trusted.length).toBeGreaterThan(read.length / 2);
    const error = Math.max(...trusted.map((r) => r.exact - r.oneStep));
    expect(error).toBeLessThan((1 - ONE_STEP_TRUSTED) * VISITOR_BOUND);
  });
});
