/**
 * Admit chances for (student, program): a logistic model fitted on real admission decisions
 * (docs/scoring.md). Its features are in features.ts, its fitted coefficients in fitted.ts. The
 * program's acceptance rate anchors the level; the student's distance to the program's GPA, GRE
 * and English figures moves it; a missed published minimum lowers it further; only what really
 * excludes an applicant (coefficients.ts, EXCLUSION) answers NA. Each chance carries a 90% range.
 * Everything that depends on the student alone is in prepareApplicant(): a shortlist
 * recalculation prepares once and calls assessPrepared() for each program. A course calibrated on
 * community results (ProgramFacts.calibration) has its chance and range read at shift + slope * z.
 * A figure the program does not publish (null) is read as the fitted programs' own, and its spread
 * widens the range; where the selectivity itself is not known, the chance is kept between
 * ambitious and moderate and the reasons say why (docs/scoring.md, "Unknown figures").
 */
import {
  admitCategory,
  CHANCE_BOUNDS,
  INTERVAL_Z,
  TIER_THRESHOLDS,
  UNKNOWN_SELECTIVITY,
} from "./coefficients";
import { excludedBy } from "./exclusions";
import { explain, type GreKind } from "./explain";
import {
  englishFeature,
  englishShortFeature,
  englishUnits,
  FEATURE_COUNT,
  FEATURE_INDEX,
  FEATURE_SHAPE,
  FEATURES,
  gpaFeature,
  gpaFloorFeature,
  gpaShortFeature,
  greFeature,
  greReference,
  greShortFeature,
  rateFeature,
  sigmoid,
} from "./features";
import { FITTED } from "./fitted";
import { type PreparedApplicant, prepareApplicant } from "./prepare";
import { REASONS } from "./reasons";
import type {
  AdmitAssessment,
  ApplicantProfile,
  CourseCalibration,
  GrePolicy,
  ProgramFacts,
  ScoreTier,
} from "./types";

export { type PreparedApplicant, prepareApplicant } from "./prepare";

// Read once: the hot path runs for every program of the catalogue.
const B = Float64Array.from(FEATURES, (name) => FITTED.coefficients[name]);
// Only features with a fitted (non-zero) variance move the range: the rest are held at 0 by
// the fit and their rows are all zeros, so the quadratic form runs over these few alone.
const ACTIVE = Int32Array.from(
  FEATURES.flatMap((_, i) => ((FITTED.covariance[i]?.[i] ?? 0) > 0 ? [i] : [])),
);
const ACTIVE_COVARIANCE = Float64Array.from(
  [...ACTIVE].flatMap((i) => [...ACTIVE].map((j) => FITTED.covariance[i]![j]!)),
);
const PROGRAM_VARIANCE = {
  derived: FITTED.programSd.derived ** 2,
  sample: FITTED.programSd.sample ** 2,
};
const TIER = TIER_THRESHOLDS;
const UNKNOWN = FITTED.unknownFigures;
// Feature positions as plain constants: the hot path reads them tens of times per program.
const {
  intercept: X_INTERCEPT,
  rate: X_RATE,
  gpa: X_GPA,
  gpaFloor: X_GPA_FLOOR,
  gre: X_GRE,
  english: X_ENGLISH,
  englishShort: X_ENGLISH_SHORT,
  gpaShort: X_GPA_SHORT,
  greShort: X_GRE_SHORT,
  research: X_RESEARCH,
  conferences: X_CONFERENCES,
  work: X_WORK,
} = FEATURE_INDEX;
const OPTIONAL_MISSING = FEATURE_SHAPE.greOptionalMissing;
// What an unknown figure adds to the linear predictor's variance: its coefficient times the
// spread of that figure over the fitted programs, in the feature's units.
const UNKNOWN_VARIANCE = {
  rate: (B[X_RATE]! * UNKNOWN.rateSd) ** 2,
  gpa: ((B[X_GPA]! * UNKNOWN.gpaAvgSd) / FEATURE_SHAPE.gpa.spread) ** 2,
  gre: ((B[X_GRE]! * UNKNOWN.greAvgSd) / FEATURE_SHAPE.gre.spread) ** 2,
};
const { minChance: UNKNOWN_MIN, maxChance: UNKNOWN_MAX } = UNKNOWN_SELECTIVITY;
const scratch = new Float64Array(FEATURE_COUNT);

/**
 * 0-100: 70% how few it admits, 30% how high its GPA bar sits (2.5 -> 0, 4.0 -> 100). Null when
 * either figure is not known: a score made of the population's figures would look like a fact.
 */
export function courseScoreOf(program: ProgramFacts): number | null {
  if (program.acceptanceRate === null || program.gpaAvg === null) return null;
  const bar = Math.min(1, Math.max(0, (program.gpaAvg - 2.5) / 1.5));
  const rate = Math.min(100, Math.max(0, program.acceptanceRate));
  return Math.round(0.7 * (100 - rate) + 30 * bar);
}

/**
 * Whether the program's level is known: from its published acceptance rate, or from enough
 * community results of its own (a calibration on fewer leans on its university and field).
 */
export const selectivityKnownOf = (program: ProgramFacts): boolean =>
  selectivityKnown(program.acceptanceRate, program.calibration?.results ?? 0);

/**
 * The rule behind it, for readers that hold the columns rather than ProgramFacts (the shortlist
 * read): a published rate, or enough of the course's own community results.
 */
export const selectivityKnown = (acceptanceRate: number | null, results: number): boolean =>
  acceptanceRate !== null || results >= UNKNOWN_SELECTIVITY.resultsToKnow;

function tierOf(studentLogit: number): ScoreTier {
  if (studentLogit >= TIER.wellAbove) return "Well above admits";
  if (studentLogit >= TIER.above) return "Above admits";
  if (studentLogit > TIER.below) return "Typical admit";
  if (studentLogit > TIER.wellBelow) return "Below admits";
  return "Well below admits";
}

/** The GRE policy for the student's category; not known reads as Optional (never required). */
export function policyFor(p: { international: boolean }, program: ProgramFacts): GrePolicy {
  const policy = program.greRequired;
  if (policy === null) return "Optional";
  return p.international ? policy.international : policy.domestic;
}

/**
 * The model's features for this student and program, in FEATURES order (written into `out`).
 * A student with a GPA only: callers check `p.gpa` first. English counts for a domestic student
 * only when it helps, and an international student without a score is read as at the minimum
 * (the missing score itself is an unmet requirement: see exclusions.ts). A figure the program
 * does not publish is read as the fitted programs' mean (FITTED.unknownFigures).
 */
export function featuresOf(
  p: PreparedApplicant,
  program: ProgramFacts,
  out: Float64Array = new Float64Array(FEATURE_COUNT),
  policy: GrePolicy = policyFor(p, program),
): Float64Array {
  const gpa = p.gpa ?? 0;
  out[X_INTERCEPT] = 1;
  const rate = program.acceptanceRate;
  out[X_RATE] = rate === null ? UNKNOWN.rate : rateFeature(rate);
  out[X_GPA] = gpaFeature(gpa, program.gpaAvg ?? UNKNOWN.gpaAvg);
  out[X_GPA_FLOOR] = gpaFloorFeature(gpa);
  out[X_GRE] = greFeature(p.greTotal, greReference(program) ?? UNKNOWN.greAvg, policy);
  const units = p.english === null ? 0 : englishUnits(p.english, program);
  out[X_ENGLISH] = englishFeature(units);
  out[X_ENGLISH_SHORT] = p.international ? englishShortFeature(units) : 0;
  out[X_GPA_SHORT] = gpaShortFeature(gpa, program.gpaMin);
  out[X_GRE_SHORT] = greShortFeature(p.greTotal, program, policy);
  out[X_RESEARCH] = p.research;
  out[X_CONFERENCES] = p.conferences;
  out[X_WORK] = p.work;
  return out;
}

/**
 * The linear predictor's variance: the coefficients' (x' S x), the program figures', and the
 * spread over the fitted programs of each figure read in place of an unknown one. A known rate
 * or enough results (`selectivityKnown`) stand for the level; a GRE only counts where it is read.
 */
function varianceOf(
  x: Float64Array,
  program: ProgramFacts,
  selectivityKnown: boolean,
  greRead: boolean,
): number {
  const n = ACTIVE.length;
  let v = 0;
  for (let a = 0; a < n; a++) {
    const xa = x[ACTIVE[a]!]!;
    if (xa === 0) continue;
    let s = 0;
    for (let b = 0; b < n; b++) s += ACTIVE_COVARIANCE[a * n + b]! * x[ACTIVE[b]!]!;
    v += xa * s;
  }
  const known = (program.reportedAdmits ?? 0) > 0;
  v += known ? PROGRAM_VARIANCE.derived : PROGRAM_VARIANCE.sample;
  if (!selectivityKnown) v += UNKNOWN_VARIANCE.rate;
  if (program.gpaAvg === null) v += UNKNOWN_VARIANCE.gpa;
  if (greRead && program.greAvg === null && program.greMin === null) v += UNKNOWN_VARIANCE.gre;
  return v;
}

/** A chance in percent from exp(-z): sigmoid(z) = 1 / (1 + exp(-z)), bounded to 1-99. */
function percentOf(expMinusZ: number): number {
  const chance = Math.round(100 / (1 + expMinusZ));
  return Math.min(CHANCE_BOUNDS.max, Math.max(CHANCE_BOUNDS.min, chance));
}

/** The chance a student sees for a logit: rounded percent, bounded to 1-99. */
export const chanceOfLogit = (z: number): number => percentOf(Math.exp(-z));

/** A logit read through a course's calibration (the identity without one). */
export const calibratedLogit = (z: number, calibration?: CourseCalibration): number =>
  calibration === undefined ? z : calibration.shift + calibration.slope * z;

function greKindOf(p: PreparedApplicant, policy: GrePolicy, feature: number): GreKind {
  if (policy === "Required" || feature !== OPTIONAL_MISSING) return "gre";
  return p.greTotal === null ? "greOptionalMissing" : "greWithheld";
}

/** The student's terms: everything but the intercept and the acceptance rate's anchor. */
function studentLogitOf(x: Float64Array): number {
  let studentLogit = 0;
  for (let i = X_GPA; i < FEATURE_COUNT; i++) studentLogit += B[i]! * x[i]!;
  return studentLogit;
}

/** The program's level for a student at its admits' averages. */
const anchorOf = (x: Float64Array): number => B[X_INTERCEPT]! + B[X_RATE]! * x[X_RATE]!;

/**
 * The model's uncalibrated logit z for this student and program, the one assessPrepared() turns
 * into a chance before any course calibration; null when it answers NA (no GPA, or excluded).
 * Calibration fits (schema/src/calibration) read it for each community result.
 */
export function admitLogit(p: PreparedApplicant, program: ProgramFacts): number | null {
  const gpa = p.gpa;
  if (gpa === null) return null;
  const policy = policyFor(p, program);
  const x = featuresOf(p, program, scratch, policy);
  if (excludedBy(p, gpa, program, policy, x[X_ENGLISH_SHORT]!).length > 0) return null;
  return anchorOf(x) + studentLogitOf(x);
}

function notAssessed(
  courseScore: number | null,
  selectivityKnown: boolean,
  studentScore: number,
  score_tier: ScoreTier,
  lowered: readonly string[],
): AdmitAssessment {
  const reasons = { raised: [], lowered: lowered.slice(0, 3) };
  return {
    admitChances: 0,
    admitRange: null,
    category: "NA",
    studentScore,
    courseScore,
    score_tier,
    reasons,
    calibratedOn: 0,
    selectivityKnown,
  };
}

export function assessPrepared(p: PreparedApplicant, program: ProgramFacts): AdmitAssessment {
  const courseScore = courseScoreOf(program);
  const known = selectivityKnownOf(program);
  const gpa = p.gpa;
  if (gpa === null) return notAssessed(courseScore, known, 0, "No GPA yet", [REASONS.noGpa]);
  const policy = policyFor(p, program);
  const x = featuresOf(p, program, scratch, policy);
  const studentLogit = studentLogitOf(x);
  const anchor = anchorOf(x);
  const studentScore = Math.round(100 * sigmoid(studentLogit));
  const excluded = excludedBy(p, gpa, program, policy, x[X_ENGLISH_SHORT]!);
  if (excluded.length > 0)
    return notAssessed(courseScore, known, studentScore, "Requirement not met", excluded);

  // A calibration maps z (and so both ends of z +- spread) by shift + slope * z, slope > 0.
  const calibration = program.calibration;
  const slope = calibration === undefined ? 1 : calibration.slope;
  const z = calibratedLogit(anchor + studentLogit, calibration);
  const greRead = policy !== "Not Required" && p.greTotal !== null;
  const spread = slope * INTERVAL_Z * Math.sqrt(varianceOf(x, program, known, greRead));
  // Three chances from two exponentials: exp(-(z +- spread)) = exp(-z) * exp(-+spread).
  const expMinusZ = Math.exp(-z);
  const expSpread = Math.exp(spread);
  const model = percentOf(expMinusZ);
  // Unknown selectivity: the chance stays mid-scale and the range is widened to hold it.
  const admitChances = known ? model : Math.min(UNKNOWN_MAX, Math.max(UNKNOWN_MIN, model));
  const low = Math.min(admitChances, percentOf(expMinusZ * expSpread));
  const high = Math.max(admitChances, percentOf(expMinusZ / expSpread));
  const reasons = explain(p, program, {
    selectivityKnown: known,
    rate: anchor,
    gpa: B[X_GPA]! * x[X_GPA]! + B[X_GPA_SHORT]! * x[X_GPA_SHORT]!,
    gpaFloor: B[X_GPA_FLOOR]! * x[X_GPA_FLOOR]!,
    gre: B[X_GRE]! * x[X_GRE]! + B[X_GRE_SHORT]! * x[X_GRE_SHORT]!,
    greKind: greKindOf(p, policy, x[X_GRE]!),
    greReference: greReference(program),
    english: B[X_ENGLISH]! * x[X_ENGLISH]! + B[X_ENGLISH_SHORT]! * x[X_ENGLISH_SHORT]!,
    gpaBelowMinimum: x[X_GPA_SHORT]! > 0,
    greBelowMinimum: x[X_GRE_SHORT]! > 0,
    englishBelowMinimum: x[X_ENGLISH_SHORT]! > 0,
  });
  return {
    admitChances,
    admitRange: { low, high },
    category: admitCategory(admitChances),
    studentScore,
    courseScore,
    score_tier: tierOf(studentLogit),
    reasons,
    calibratedOn: calibration === undefined ? 0 : calibration.results,
    selectivityKnown: known,
  };
}

export function assessAdmission(
  applicant: ApplicantProfile,
  program: ProgramFacts,
): AdmitAssessment {
  return assessPrepared(prepareApplicant(applicant), program);
}
