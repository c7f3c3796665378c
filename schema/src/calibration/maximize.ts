/**
 * The MAP fit's ascent: damped exact Newton steps (newton.ts) from a starting point, the slope
 * held within its clamp. The calibration fits from the identity; the visitor bound (bound.ts,
 * influence.ts) from a fit already made, where one to three steps suffice.
 */
import type { Design } from "./design";
import {
  logPrior,
  newtonDirection,
  type Parameters,
  type Precisions,
  type Sums,
  sumsAt,
} from "./newton";

/** The slope's clamp: always positive (monotonic chances), never a flat or a 4x steeper model. */
export const CALIBRATION_SLOPE = { min: 0.25, max: 4 } as const;

/** A fit's parameters with the likelihood's sums there (what a warm start reads). */
export interface Optimum {
  t: Parameters;
  sums: Sums;
  /** The Newton step from `t` the ascent stopped at (under its tolerance, or refused). */
  last: Parameters;
}

export interface AscentOptions {
  maxSteps: number;
  /** Stop once the next step would move no parameter by more than this (logits). */
  tolerance: number;
}

/** The optimum polished by its last step: within that step's square of the maximum. */
export const polished = (o: Optimum): Parameters => along(o.t, o.last, 1);

export const identityParameters = (d: Design): Parameters => ({
  a: 0,
  b: 1,
  f: new Float64Array(d.families.length),
  u: new Float64Array(d.universityIds.length),
  c: new Float64Array(d.courseIds.length),
});

const along = (t: Parameters, s: Parameters, step: number): Parameters => {
  const move = (x: Float64Array, dx: Float64Array) => x.map((v, i) => v + step * dx[i]!);
  return {
    a: t.a + step * s.a,
    b: t.b + step * s.b,
    f: move(t.f, s.f),
    u: move(t.u, s.u),
    c: move(t.c, s.c),
  };
};

const largest = (s: Parameters): number =>
  Math.max(
    Math.abs(s.a),
    Math.abs(s.b),
    ...[s.f, s.u, s.c].map((v) => v.reduce((m, x) => Math.max(m, Math.abs(x)), 0)),
  );

/** Deterministic: the same design, precisions and start give the same optimum. */
export function maximize(
  d: Design,
  l: Precisions,
  start: Parameters,
  options: AscentOptions,
  startSums: Sums = sumsAt(d, start),
): Optimum {
  const { min, max } = CALIBRATION_SLOPE;
  let t = start;
  let sums = startSums;
  let value = sums.logLikelihood + logPrior(t, l);
  const direction = () => {
    const s = newtonDirection(d, t, l, sums);
    // The slope's clamp: a step that would leave it is re-solved with the slope held at the bound.
    if (t.b + s.b <= max && t.b + s.b >= min) return s;
    return newtonDirection(d, t, l, sums, Math.min(max, Math.max(min, t.b + s.b)) - t.b);
  };
  let s = direction();
  for (let n = 0; n < options.maxSteps && largest(s) >= options.tolerance; n++) {
    // Halve a step that lowers the posterior (far from the optimum a full step can overshoot);
    // near it a step's gain is below the sum's rounding, which is no loss.
    const slack = 1e-12 * (1 + Math.abs(value));
    let step = 1;
    let next = along(t, s, step);
    let nextSums = sumsAt(d, next);
    let nextValue = nextSums.logLikelihood + logPrior(next, l);
    while (nextValue < value - slack && step > 1e-6) {
      step /= 2;
      next = along(t, s, step);
      nextSums = sumsAt(d, next);
      nextValue = nextSums.logLikelihood + logPrior(next, l);
    }
    if (nextValue < value - slack) {
      s = along(s, s, -1); // none: the refused step is no polish
      break;
    }
    t = next;
    sums = nextSums;
    value = nextValue;
    s = direction();
  }
  return { t, sums, last: s };
}
