/**
 * Per-course calibration of the admit model on community results: z_cal = a + b z +
 * u[university] + f[family] + c[course], fitted by MAP with Gaussian priors, so a handful of
 * results moves a course a little and many move it a lot. Exact Newton steps (newton.ts), not
 * coordinate sweeps: the global shift and a family's offset are nearly collinear when one family
 * holds most results, and sweeps crawl there (80 sweeps against 5 steps on 5,000 results).
 */
import type { CourseCalibration } from "../admissions/types";
import { type Design, designOf } from "./design";
import { logPosterior, newtonDirection, type Parameters, type Precisions } from "./newton";
import type {
  Calibration,
  CalibrationCourse,
  CalibrationObservation,
  CalibrationOffset,
} from "./types";

/**
 * The priors' standard deviations, in logits. The offsets' three parts add up to about 1.04
 * logits (sqrt(0.6^2 + 0.3^2 + 0.8^2)), between the program spreads the model fit measured on
 * real decisions: 0.62 for courses with reported figures and 1.15 for the sample's (docs/
 * scoring.md, "The likely range"). Courses get the largest part because their figures are the
 * least known; a university's courses share an admissions office and a reputation; families
 * get little, as the model already reads each course's own figures. A course's prior
 * (1/0.8^2 = 1.6) weighs as much as about 6 results near an even chance (each adds p(1 - p));
 * with its university new too, about 4: 3 results move it by 30-45% of their gap, 300 by 99%.
 */
export const CALIBRATION_PRIORS = {
  /** The whole model's level: the Edulix sample leans to admits (49%), so it may be ~1 off. */
  shift: 1.0,
  /** Around 1: within a program the model orders applicants as well as a per-program fit. */
  slope: 0.5,
  university: 0.6,
  family: 0.3,
  course: 0.8,
} as const;

export type CalibrationPriors = { -readonly [K in keyof typeof CALIBRATION_PRIORS]: number };

/** The slope's clamp: always positive (monotonic chances), never a flat or a 4x steeper model. */
export const CALIBRATION_SLOPE = { min: 0.25, max: 4 } as const;

export interface FitOptions {
  priors?: Partial<CalibrationPriors>;
  /** Stored as it is: the fit reads no clock. */
  fittedAt?: string;
  /** Newton steps at most; it converges in well under 10 on community-sized data. */
  maxSteps?: number;
  /** Stop once no parameter moves by more than this (logits). */
  tolerance?: number;
}

export const IDENTITY_CALIBRATION: CourseCalibration = { shift: 0, slope: 1, results: 0 };

const precisionsOf = (sd: CalibrationPriors): Precisions => ({
  a: sd.shift ** -2,
  b: sd.slope ** -2,
  f: sd.family ** -2,
  u: sd.university ** -2,
  c: sd.course ** -2,
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

/** Deterministic MAP fit: damped Newton steps from the identity (shift 0, slope 1, offsets 0). */
export function fitCalibration(
  observations: readonly CalibrationObservation[],
  options: FitOptions = {},
): Calibration {
  const d = designOf(observations);
  const l = precisionsOf({ ...CALIBRATION_PRIORS, ...options.priors });
  const { min, max } = CALIBRATION_SLOPE;
  let t: Parameters = {
    a: 0,
    b: 1,
    f: new Float64Array(d.families.length),
    u: new Float64Array(d.universityIds.length),
    c: new Float64Array(d.courseIds.length),
  };
  let value = logPosterior(d, t, l);
  for (let n = 0; n < (options.maxSteps ?? 50) && observations.length > 0; n++) {
    let s = newtonDirection(d, t, l);
    // The slope's clamp: a step that would leave it is re-solved with the slope held at the bound.
    if (t.b + s.b > max || t.b + s.b < min)
      s = newtonDirection(d, t, l, Math.min(max, Math.max(min, t.b + s.b)) - t.b);
    // Halve a step that lowers the posterior (far from the optimum a full step can overshoot).
    let step = 1;
    let next = along(t, s, step);
    let nextValue = logPosterior(d, next, l);
    while (nextValue < value && step > 1e-6) {
      step /= 2;
      next = along(t, s, step);
      nextValue = logPosterior(d, next, l);
    }
    if (nextValue < value) break;
    t = next;
    value = nextValue;
    if (step * largest(s) < (options.tolerance ?? 1e-9)) break;
  }
  return calibrationOf(d, t, options.fittedAt);
}

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6 + 0;

function calibrationOf(d: Design, t: Parameters, fittedAt: string | undefined): Calibration {
  const perCourse = new Float64Array(d.courseIds.length);
  for (const k of d.course) perCourse[k]! += 1;
  const perUniversity = new Float64Array(d.universityIds.length);
  const perFamily = new Float64Array(d.families.length);
  perCourse.forEach((n, k) => {
    perUniversity[d.courseUniversity[k]!]! += n;
    perFamily[d.courseFamily[k]!]! += n;
  });
  const entries = (
    keys: readonly (number | string)[],
    offsets: Float64Array,
    results: Float64Array,
  ) =>
    Object.fromEntries(
      keys.map((key, i) => [String(key), { offset: round6(offsets[i]!), results: results[i]! }]),
    );
  return {
    version: 1,
    ...(fittedAt === undefined ? {} : { fittedAt }),
    global: { shift: round6(t.a), slope: round6(t.b) },
    universities: entries(d.universityIds, t.u, perUniversity),
    families: entries(d.families, t.f, perFamily),
    courses: entries(d.courseIds, t.c, perCourse),
    results: d.z.length,
  };
}

/**
 * What assessPrepared() reads for one course (ProgramFacts.calibration): the global shift plus
 * its university's, family's and own offsets (0 where it has no results), the global slope,
 * and its own results. An empty calibration is the identity.
 */
export function courseCalibration(cal: Calibration, course: CalibrationCourse): CourseCalibration {
  const offset = (entry: CalibrationOffset | undefined) => entry?.offset ?? 0;
  const own = cal.courses[String(course.courseId)];
  return {
    shift:
      cal.global.shift +
      offset(cal.universities[String(course.universityId)]) +
      offset(cal.families[course.family]) +
      offset(own),
    slope: cal.global.slope,
    results: own?.results ?? 0,
  };
}
