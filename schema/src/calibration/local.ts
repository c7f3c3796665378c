/**
 * The visitor bound's course-local model (bound.ts): one course's results with the rest of the
 * fit held, the course's offset pulled back toward the fit's by its prior and by what its
 * university's other courses say (localPrecisions). There, the fit without one visitor is one-
 * dimensional, so the weight that keeps every visitor of a course within their target is found
 * in microseconds; the full refit (influence.ts) then checks what the model missed.
 */
import type { Design } from "./design";
import type { Optimum } from "./maximize";
import type { Precisions } from "./newton";

/** One source's results for one course (a visitor's, or the crowd's): they share a scale. */
export interface Pair {
  source: number;
  course: number;
  results: number[];
}

export function pairsOf(d: Design): { pairs: Pair[]; byCourse: number[][] } {
  const pairs: Pair[] = [];
  const at = new Map<number, number>();
  const byCourse: number[][] = d.courseIds.map(() => []);
  d.course.forEach((k, i) => {
    const key = d.source[i]! * d.courseIds.length + k;
    let p = at.get(key);
    if (p === undefined) {
      p = pairs.push({ source: d.source[i]!, course: k, results: [] }) - 1;
      at.set(key, p);
      byCourse[k]!.push(p);
    }
    pairs[p]!.results.push(i);
  });
  return { pairs, byCourse };
}

/** The course's prior precision given the rest: its offset's in series with its university's. */
function localPrecisions(d: Design, l: Precisions, wc: Float64Array): Float64Array {
  const told = (k: number) => (wc[k]! * l.c[k]!) / (wc[k]! + l.c[k]!);
  const university = new Float64Array(d.universityIds.length).fill(l.u);
  d.courseUniversity.forEach((j, k) => {
    university[j]! += told(k);
  });
  return l.c.map((c, k) => {
    const e = university[d.courseUniversity[k]!]! - told(k);
    return (c * e) / (c + e);
  });
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** One course in the model: its results' logits at the fit and the pull back toward it. */
class Course {
  private readonly eta: Float64Array;
  private readonly y: Float64Array;
  private readonly base: Float64Array;
  private readonly pairOf: Int32Array;
  /** The prior's pull: -precision (delta + anchor), zero at the fit for the weights it had. */
  private anchor = 0;

  constructor(
    d: Design,
    fit: Optimum,
    private readonly precision: number,
    private readonly scale: Float64Array,
    results: readonly { i: number; pair: number }[],
    base: Float64Array,
  ) {
    const { t } = fit;
    this.eta = Float64Array.from(results, ({ i }) => {
      const k = d.course[i]!;
      return (
        t.a + t.b * d.z[i]! + t.f[d.courseFamily[k]!]! + t.u[d.courseUniversity[k]!]! + t.c[k]!
      );
    });
    this.y = Float64Array.from(results, ({ i }) => d.y[i]!);
    this.base = Float64Array.from(results, ({ i }) => base[i]!);
    this.pairOf = Int32Array.from(results, ({ pair }) => pair);
    this.anchor = this.gradient(0, -1) / precision;
  }

  /**
   * The slope of the course's log posterior at delta without one pair (-1: none); or, with
   * `onlyPair`, that pair's own slope per unit of its scale (no prior).
   */
  gradient(delta: number, without: number, onlyPair = -1): number {
    let g = onlyPair >= 0 ? 0 : -this.precision * (delta + this.anchor);
    for (let n = 0; n < this.eta.length; n++) {
      const p = this.pairOf[n]!;
      if (p === without || (onlyPair >= 0 && p !== onlyPair)) continue;
      const w = onlyPair >= 0 ? this.base[n]! : this.base[n]! * this.scale[p]!;
      g += w * (this.y[n]! - sigmoid(this.eta[n]! + delta));
    }
    return g;
  }

  /** The course's optimum (Newton steps on a concave function of one variable). */
  optimum(without = -1, from = 0): number {
    let delta = from;
    for (let n = 0; n < 50; n++) {
      let g = -this.precision * (delta + this.anchor);
      let curvature = this.precision;
      for (let m = 0; m < this.eta.length; m++) {
        const p = this.pairOf[m]!;
        if (p === without) continue;
        const q = sigmoid(this.eta[m]! + delta);
        const w = this.base[m]! * this.scale[p]!;
        g += w * (this.y[m]! - q);
        curvature += w * q * (1 - q);
      }
      const step = g / curvature;
      delta += step;
      if (Math.abs(step) < 1e-9) break;
    }
    return delta;
  }

  /**
   * Each pair's move read by one Newton step from the optimum `delta` (its slope there over the
   * curvature left without it): a screen, the pairs near or over their target are refitted.
   */
  oneStepMoves(delta: number, pairs: readonly number[]): Map<number, number> {
    const slope = new Map<number, number>(pairs.map((p) => [p, 0]));
    const own = new Map<number, number>(pairs.map((p) => [p, 0]));
    let curvature = this.precision;
    for (let m = 0; m < this.eta.length; m++) {
      const p = this.pairOf[m]!;
      const q = sigmoid(this.eta[m]! + delta);
      const w = this.base[m]! * this.scale[p]!;
      slope.set(p, slope.get(p)! + w * (this.y[m]! - q));
      own.set(p, own.get(p)! + w * q * (1 - q));
      curvature += w * q * (1 - q);
    }
    return new Map(pairs.map((p) => [p, Math.abs(slope.get(p)!) / (curvature - own.get(p)!)]));
  }
}

/**
 * Lowers each course's weights, all its visitors' by one factor, until in the course's model no
 * visitor moves it by more than their target: the largest such factor, by bisection (a visitor's
 * move grows with the factor: their pull against the prior). One factor for all, not the
 * offender's alone: lowering only the visitors who move a course most would tilt it toward the
 * others (a course of 7 admits and 3 rejections would read as 9 to 1), and an attacker could
 * have honest results that disagree with theirs discounted so. A source marked `alone` (the
 * crowd of unverified visitors) is left out while the visitors settle, then lowered by a factor
 * of its own against them: its weight is a matter of trust, not of disagreement, and it cannot
 * make honest results that disagree with it look influential and have them lowered. With
 * `crowdOnly` (once before the rounds, so the visitors first settle around a fit the crowd no
 * longer dominates) only the crowd is lowered.
 */
export function settleCourses(
  d: Design,
  l: Precisions,
  fit: Optimum,
  pairs: readonly Pair[],
  byCourse: readonly number[][],
  weights: { base: Float64Array; scale: Float64Array; target: Float64Array },
  alone: Uint8Array,
  crowdOnly = false,
): void {
  const { base, scale, target } = weights;
  const local = localPrecisions(d, l, fit.sums.wc);
  byCourse.forEach((ps, k) => {
    const crowd = ps.filter((p) => alone[pairs[p]!.source]);
    if (crowdOnly && crowd.length === 0) return;
    const results = ps.flatMap((pair) => pairs[pair]!.results.map((i) => ({ i, pair })));
    const course = new Course(d, fit, local[k]!, scale, results, base);
    if (!crowdOnly) {
      const crowdScale = crowd.map((p) => scale[p]!);
      for (const p of crowd) scale[p] = 0;
      const visitors = ps.filter((p) => !alone[pairs[p]!.source]);
      settleTogether(course, visitors, scale, target);
      crowd.forEach((p, n) => {
        scale[p] = crowdScale[n]!;
      });
    }
    for (const p of crowd) settleAlone(course, p, scale, target);
  });
}

/** The largest value in [0, high] at which `fits` holds (it holds at 0), by bisection. */
function largestFitting(high: number, fits: (value: number) => boolean): number {
  let low = 0;
  for (let n = 0; n < 20; n++) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/** The largest factor on all the pairs' scales that keeps each within its target there. */
function settleTogether(course: Course, ps: number[], scale: Float64Array, target: Float64Array) {
  const was = ps.map((p) => scale[p]!);
  const times = (factor: number) => {
    ps.forEach((p, n) => {
      scale[p] = was[n]! * factor;
    });
  };
  const within = (): boolean => {
    const all = course.optimum();
    const screen = course.oneStepMoves(all, ps);
    return ps.every(
      (p) =>
        screen.get(p)! < SCREEN * target[p]! ||
        Math.abs(all - course.optimum(p, all)) <= target[p]!,
    );
  };
  if (within()) return;
  times(
    largestFitting(1, (factor) => {
      times(factor);
      return within();
    }),
  );
}

/** The largest scale of one pair, the others' as they are, that keeps it within its target. */
function settleAlone(course: Course, p: number, scale: Float64Array, target: Float64Array) {
  const fits = () => {
    const all = course.optimum();
    return Math.abs(all - course.optimum(p, all)) <= target[p]!;
  };
  if (fits()) return;
  scale[p] = largestFitting(scale[p]!, (value) => {
    scale[p] = value;
    return fits();
  });
}

/** Under this share of its target a visitor's one-step reading stands (the model is a guide). */
const SCREEN = 0.7;
