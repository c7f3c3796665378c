/**
 * How far one visitor moves the calibration (docs/results.md, "Calibration"): the fit made
 * again without their results, warm from the fit with them, compared course by course. One
 * Newton step (the fit without them has the same courses, so the step is exact in all but the
 * curvature's change along it) reads every visitor; those it puts near the bound or over are
 * refitted until the step left is under SETTLED's tolerance.
 */
import type { Design } from "./design";
import { type AscentOptions, maximize, type Optimum, polished } from "./maximize";
import { type Parameters, type Precisions, sumsWithout } from "./newton";

/**
 * How far one visitor may move any course's calibrated logit: 0.25 logits, 6 points at an even
 * chance, under 3 beyond 10-90%. One result near an even chance moves a course that has 7 others
 * about that far (0.5 / (8 x 0.25 + its prior)): a visitor counts fully on a course several
 * people report on, and no one alone steers a course few have.
 */
export const VISITOR_BOUND = 0.25;
/**
 * How far the crowd, every visitor the results module cannot vouch for (docs/results.md,
 * "Trust"), may move any course's calibrated logit together: 0.15 logits, under 4 points at any
 * chance. However many addresses an attacker uses without an account of some standing, the
 * chances move no further; the crowd still nudges a course where nobody trusted reports.
 */
export const CROWD_BOUND = 0.15;
/** The source the results module puts every unverified visitor's results in. */
export const CROWD_SOURCE = "crowd";
/** The bound holds at every uncalibrated logit within +-4.6, the chances shown (1-99%). */
export const VISITOR_BOUND_SPAN = 4.6;
/**
 * Under this share of the bound, one step's reading stands: its error is second order in the
 * move, at most 0.014 logits below it on 600 to 6,000 synthetic results (so such a visitor is
 * within 0.23 of the bound's 0.25; bound.test.ts checks it on each fit it makes).
 */
export const ONE_STEP_TRUSTED = 0.85;

/** Refitted to within this step (logits), then polished by it: the error left is its square. */
const SETTLED: AscentOptions = { maxSteps: 30, tolerance: 5e-3 };
const ONE_STEP: AscentOptions = { maxSteps: 0, tolerance: 0 };

/** The largest move, and the course with results where it is (-1: elsewhere, or the slope's). */
export interface Move {
  move: number;
  course: number;
}

/**
 * The largest change of any course's calibrated logit, a + b z + u + f + c, between two fits for
 * z within +-VISITOR_BOUND_SPAN: courses with results, and any other course (its university's and
 * family's offsets, each 0 where it has none).
 */
export function largestMove(d: Design, x: Parameters, y: Parameters): Move {
  const da = x.a - y.a;
  const slope = VISITOR_BOUND_SPAN * Math.abs(x.b - y.b);
  let most = { move: 0, course: -1 };
  for (let k = 0; k < d.courseIds.length; k++) {
    const j = d.courseUniversity[k]!;
    const f = d.courseFamily[k]!;
    const move = Math.abs(da + x.u[j]! - y.u[j]! + x.f[f]! - y.f[f]! + x.c[k]! - y.c[k]!);
    if (move > most.move) most = { move, course: k };
  }
  // Any other course: its university's and family's offsets, each 0 where it has none.
  const [u, f] = [range(x.u, y.u), range(x.f, y.f)];
  const elsewhere = Math.max(Math.abs(da + u.high + f.high), Math.abs(da + u.low + f.low));
  if (elsewhere > most.move) most = { move: elsewhere, course: -1 };
  if (slope > most.move) most.course = -1;
  return { move: most.move + slope, course: most.course };
}

/** The lowest and highest change of offsets between two fits, and 0 (an offset it lacks). */
function range(x: Float64Array, y: Float64Array): { low: number; high: number } {
  let [low, high] = [0, 0];
  for (let i = 0; i < x.length; i++) {
    low = Math.min(low, x[i]! - y[i]!);
    high = Math.max(high, x[i]! - y[i]!);
  }
  return { low, high };
}

/** Each source's results (a visitor's, or the crowd's: Design.source), by position. */
export function resultsBySource(d: Design): number[][] {
  const out: number[][] = Array.from({ length: d.sources }, () => []);
  d.source.forEach((v, i) => {
    out[v]!.push(i);
  });
  return out;
}

export interface VisitorMoves {
  /** Each source's move. */
  moves: Float64Array;
  /** Where each source's largest move is (Move.course). */
  courses: Int32Array;
  /** Visitors refitted (read near the bound or over by one step). */
  refitted: number;
}

/** Every source's move at `fit` (0 for a source whose weights are 0); `bounds` by source. */
export function visitorMoves(
  d: Design,
  l: Precisions,
  fit: Optimum,
  bySource: readonly number[][],
  bounds: Float64Array,
): VisitorMoves {
  const moves = new Float64Array(d.sources);
  const courses = new Int32Array(d.sources).fill(-1);
  let refitted = 0;
  bySource.forEach((results, v) => {
    const bound = bounds[v]!;
    const kept = results.map((i) => d.weight[i]!);
    if (kept.every((w) => w === 0)) return;
    const start = sumsWithout(d, fit.t, fit.sums, results);
    for (const i of results) d.weight[i] = 0;
    let read = largestMove(d, fit.t, polished(maximize(d, l, fit.t, ONE_STEP, start)));
    if (read.move >= ONE_STEP_TRUSTED * bound) {
      read = largestMove(d, fit.t, polished(maximize(d, l, fit.t, SETTLED, start)));
      refitted++;
    }
    results.forEach((i, n) => {
      d.weight[i] = kept[n]!;
    });
    moves[v] = read.move;
    courses[v] = read.course;
  });
  return { moves, courses, refitted };
}
