/**
 * Per-course calibration of the admit model on community results: z_cal = a + b z +
 * u[university] + f[family] + c[course], fitted by MAP with Gaussian priors, so a handful of
 * results moves a course a little and many move it a lot; a course moves as far as what is
 * known of its level allows (coursePriorSd), and no one visitor moves any course by more than
 * VISITOR_BOUND (influence.ts). Exact Newton steps (newton.ts), not coordinate sweeps: the global
 * shift and a family's offset are nearly collinear when one family holds most results, and
 * sweeps crawl there (80 sweeps against 5 steps on 5,000 results).
 */
import { FITTED } from "../admissions/fitted";
import type { CourseCalibration } from "../admissions/types";
import { type BoundedFit, boundVisitors, type VisitorInfluence } from "./bound";
import { type Design, designOf } from "./design";
import { CROWD_BOUND, CROWD_SOURCE, VISITOR_BOUND } from "./influence";
import { type AscentOptions, identityParameters, maximize, type Optimum } from "./maximize";
import { type Parameters, type Precisions, sumsWithout } from "./newton";
import type {
  Calibration,
  CalibrationCourse,
  CalibrationObservation,
  CalibrationOffset,
} from "./types";

export { CALIBRATION_SLOPE } from "./maximize";

/**
 * The priors' standard deviations, in logits. The offsets' three parts add up to about 1.04
 * logits (sqrt(0.6^2 + 0.3^2 + 0.8^2)), between the program spreads the model fit measured on
 * real decisions: 0.62 for courses with reported figures and 1.15 for the sample's (docs/
 * scoring.md, "The likely range"). Courses get the largest part because their figures are the
 * least known; a university's courses share an admissions office and a reputation; families
 * get little, as the model already reads each course's own figures. `course` is the sd of a
 * course whose level is not known (coursePriorSd): its prior (1/0.8^2 = 1.6) weighs as much as
 * about 6 results near an even chance (each adds p(1 - p)).
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

/**
 * A course's prior sd where its level is known: its level's own sd and how far levels drift
 * between seasons (FITTED.level.driftSd, 0.75), within 0.5-2.5 logits. The floor (0.75 today
 * through the drift alone) lets a course follow a level that moved since 2016 on a few dozen
 * results whatever the fit says of drift; the cap is where the prior still weighs more than half
 * a result near an even chance (1/2.5^2 = 0.16 against 0.25), so one result never decides a
 * course alone and a course whose results all go one way stays finite.
 */
export const COURSE_PRIOR_SD = { min: 0.5, max: 2.5 } as const;

export function coursePriorSd(levelSd: number | undefined, unknown: number): number {
  if (levelSd === undefined || Number.isNaN(levelSd)) return unknown;
  const sd = Math.sqrt(levelSd ** 2 + FITTED.level.driftSd ** 2);
  return Math.min(COURSE_PRIOR_SD.max, Math.max(COURSE_PRIOR_SD.min, sd));
}

export interface FitOptions {
  priors?: Partial<CalibrationPriors>;
  /** Stored as it is: the fit reads no clock. */
  fittedAt?: string;
  /** Newton steps at most; it converges in well under 10 on community-sized data. */
  maxSteps?: number;
  /** Stop once no parameter would move by more than this (logits). */
  tolerance?: number;
  /** How far one visitor may move a course (VISITOR_BOUND); Infinity: no bound (for tests). */
  visitorBound?: number;
  /**
   * How far a named source's results together may move a course (CalibrationObservation.source);
   * default: the crowd's, CROWD_BOUND.
   */
  sourceBounds?: Readonly<Record<string, number>>;
}

const CROWD_BOUNDS = { [CROWD_SOURCE]: CROWD_BOUND } as const;

export const IDENTITY_CALIBRATION: CourseCalibration = { shift: 0, slope: 1, results: 0 };

export const precisionsOf = (sd: CalibrationPriors, d: Design): Precisions => ({
  a: sd.shift ** -2,
  b: sd.slope ** -2,
  f: sd.family ** -2,
  u: sd.university ** -2,
  c: d.courseLevelSd.map((levelSd) => coursePriorSd(levelSd, sd.course) ** -2),
});

interface Fitted extends Partial<BoundedFit> {
  d: Design;
  l: Precisions;
  ascent: AscentOptions;
  fit: Optimum;
}

/** The MAP fit on the observations' design: from the identity, then the visitor bound. */
function fitted(observations: readonly CalibrationObservation[], options: FitOptions): Fitted {
  const d = designOf(observations);
  const l = precisionsOf({ ...CALIBRATION_PRIORS, ...options.priors }, d);
  const ascent = {
    maxSteps: observations.length > 0 ? (options.maxSteps ?? 50) : 0,
    tolerance: options.tolerance ?? 1e-9,
  };
  const full = maximize(d, l, identityParameters(d), ascent);
  const bound = options.visitorBound ?? VISITOR_BOUND;
  if (bound === Number.POSITIVE_INFINITY) return { d, l, ascent, fit: full };
  return {
    d,
    l,
    ascent,
    ...boundVisitors(d, l, full, bound, ascent, options.sourceBounds ?? CROWD_BOUNDS),
  };
}

/** Deterministic MAP fit: damped Newton steps from the identity, then the visitor bound. */
export function fitCalibration(
  observations: readonly CalibrationObservation[],
  options: FitOptions = {},
): Calibration {
  const { d, fit, influence } = fitted(observations, options);
  return calibrationOf(d, fit.t, options.fittedAt, influence);
}

/**
 * What one visitor (their key) changed, as the bound reads it: the fit, and the same fit made
 * again without their results, every other result at the weight the bound gave it. At every
 * course the two are within the bound of each other (influence.ts).
 */
export function visitorChange(
  observations: readonly CalibrationObservation[],
  key: string,
  options: FitOptions = {},
): { with: Calibration; without: Calibration } {
  const { d, l, ascent, fit, influence } = fitted(observations, options);
  const theirs = observations.flatMap((o, i) => (o.key === key ? [i] : []));
  const start = sumsWithout(d, fit.t, fit.sums, theirs);
  for (const i of theirs) d.weight[i] = 0;
  const without = maximize(d, l, fit.t, ascent, start);
  return {
    with: calibrationOf(d, fit.t, options.fittedAt, influence),
    without: calibrationOf(d, without.t, options.fittedAt, undefined, new Set(theirs)),
  };
}

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6 + 0;

function calibrationOf(
  d: Design,
  t: Parameters,
  fittedAt: string | undefined,
  influence?: VisitorInfluence,
  leftOut: ReadonlySet<number> = new Set(),
): Calibration {
  const perCourse = new Float64Array(d.courseIds.length);
  d.course.forEach((k, i) => {
    if (!leftOut.has(i)) perCourse[k]! += 1;
  });
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
    results: d.z.length - leftOut.size,
    ...(influence === undefined
      ? {}
      : {
          influence: {
            ...influence,
            weightKept: round6(influence.weightKept),
            largest: round6(influence.largest),
          },
        }),
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
