/**
 * Admit chances for (student, program): a logistic model fitted on real admission decisions
 * (docs/scoring.md). Its features are in features.ts, its fitted coefficients in fitted.ts. The
 * program's level is its selectivity, learned from decisions (selectivity.ts; a published
 * acceptance rate where there is one); the student's distance to the program's GPA, GRE and
 * English figures moves it; a missed published minimum lowers it further; only what really
 * excludes an applicant (coefficients.ts, EXCLUSION) answers NA. Each chance carries an 80%
 * range, narrow where the level rests on many decisions, and a category the range bears out.
 * Everything that depends on the student alone is in prepareApplicant(): a shortlist
 * recalculation prepares once and calls assessPrepared() for each program. A course calibrated on
 * community results (ProgramFacts.calibration) has its chance and range read at shift + slope * z.
 * A figure the program does not publish (null) is read as the fitted programs' own, and its spread
 * widens the range; where the selectivity itself is not known, the chance is kept between
 * ambitious and moderate and the reasons say why (docs/scoring.md, "Unknown figures").
 */
import {
  admitCategoryWithin,
  CATEGORY_THRESHOLDS,
  CHANCE_BOUNDS,
  INTERVAL_Z,
  TIER_THRESHOLDS,
  UNKNOWN_SELECTIVITY,
} from "./coefficients";
import { excludedBy } from "./exclusions";
import { explain, type GreKind, type ProgramTerms } from "./explain";
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
const TIER = TIER_THRESHOLDS;
const REFERENCE = FITTED.reference;
const LEVEL = FITTED.level;
const DRIFT_VARIANCE = LEVEL.driftSd ** 2;
/** Where admitCategoryWithin may move a category: from "safe" up, and "very ambitious". */
const SAFE_FROM = CATEGORY_THRESHOLDS.find(([, c]) => c === "safe")![0];
const AMBITIOUS_FROM = CATEGORY_THRESHOLDS.find(([, c]) => c === "ambitious")![0];
const PUBLISHED_VARIANCE = LEVEL.publishedSd ** 2;
const UNKNOWN_VARIANCE = LEVEL.unknownSd ** 2;
/** Reused by assessPrepared: one program at a time, read before the next. */
const levelScratch: ProgramLevel = { logit: 0, variance: 0, known: false, decisions: 0 };
// Feature positions as plain constants: the hot path reads them tens of times per program.
const {
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

/** A program's level: the logit for a student at its reference profile, and its variance. */
export interface ProgramLevel {
  logit: number;
  variance: number;
  /** False: nothing is known of the program's selectivity (docs/scoring.md, "Unknown figures"). */
  known: boolean;
  /** Real decisions at the program it rests on: learned ones and community results. */
  decisions: number;
}

/**
 * Where a program's level comes from, first found first: a published acceptance rate (its
 * logit: the chance of an applicant at the program's reference), the selectivity learned from
 * decisions (selectivity.ts), or, where neither is known, the fitted population's level with its
 * spread between programs; enough community results of the course's own make that known too.
 */
export function levelOf(
  program: ProgramFacts,
  out: ProgramLevel = { logit: 0, variance: 0, known: false, decisions: 0 },
  calibration: CourseCalibration | undefined = program.calibration,
): ProgramLevel {
  const rate = program.acceptanceRate;
  const s = program.selectivity;
  const results = calibration === undefined ? 0 : calibration.results;
  // levelBasisOf's rule, inline: this runs for every program of a catalogue.
  if (rate !== null) {
    out.logit = rateFeature(rate);
    out.variance = PUBLISHED_VARIANCE;
    out.known = true;
    out.decisions = results;
  } else if (s) {
    out.logit = s.logit;
    out.variance = s.sd * s.sd;
    out.known = true;
    out.decisions = s.decisions + results;
  } else {
    out.logit = LEVEL.unknown;
    out.variance = UNKNOWN_VARIANCE;
    out.known = results >= UNKNOWN_SELECTIVITY.resultsToKnow;
    out.decisions = results;
  }
  return out;
}

/** Whether the program's selectivity is known at all (levelOf). */
export const selectivityKnownOf = (program: ProgramFacts): boolean => levelOf(program).known;

/**
 * Whether a program's level is known, and the decisions it rests on: the rule levelOf follows,
 * for readers that hold the columns rather than ProgramFacts (the shortlist read). A published
 * rate or a learnt selectivity (`learntDecisions` not null) is known; otherwise enough of the
 * course's own community results are.
 */
export function levelBasisOf(
  acceptanceRate: number | null,
  results: number,
  learntDecisions: number | null,
): { known: boolean; decisions: number } {
  if (acceptanceRate !== null) return { known: true, decisions: results };
  if (learntDecisions !== null) return { known: true, decisions: learntDecisions + results };
  return { known: results >= UNKNOWN_SELECTIVITY.resultsToKnow, decisions: results };
}

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
 * (the missing score itself is an unmet requirement: see exclusions.ts). A GPA or GRE average
 * the program does not have is the fitted population's reference (FITTED.reference): its level
 * is measured there.
 */
export function featuresOf(
  p: PreparedApplicant,
  program: ProgramFacts,
  out: Float64Array = new Float64Array(FEATURE_COUNT),
  policy: GrePolicy = policyFor(p, program),
): Float64Array {
  const gpa = p.gpa ?? 0;
  out[X_GPA] = gpaFeature(gpa, program.gpaAvg ?? REFERENCE.gpaAvg);
  out[X_GPA_FLOOR] = gpaFloorFeature(gpa);
  out[X_GRE] = greFeature(p.greTotal, greReference(program) ?? REFERENCE.greAvg, policy);
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

/** The linear predictor's variance: the coefficients' (x' S x) and the program level's. */
function varianceOf(x: Float64Array, level: ProgramLevel): number {
  const n = ACTIVE.length;
  let v = 0;
  for (let a = 0; a < n; a++) {
    const xa = x[ACTIVE[a]!]!;
    if (xa === 0) continue;
    let s = 0;
    for (let b = 0; b < n; b++) s += ACTIVE_COVARIANCE[a * n + b]! * x[ACTIVE[b]!]!;
    v += xa * s;
  }
  return v + level.variance;
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

/** The student's terms: everything but the program's level. */
function studentLogitOf(x: Float64Array): number {
  let studentLogit = 0;
  for (let i = 0; i < FEATURE_COUNT; i++) studentLogit += B[i]! * x[i]!;
  return studentLogit;
}

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
  return levelOf(program).logit + studentLogitOf(x);
}

function notAssessed(
  courseScore: number | null,
  level: ProgramLevel,
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
    selectivityKnown: level.known,
    selectivityDecisions: level.decisions,
  };
}

/** Reused by termsOf: explain reads it before the next program is scored. */
const terms: ProgramTerms = {
  selectivityKnown: false,
  rate: 0,
  gpa: 0,
  gpaFloor: 0,
  gre: 0,
  greKind: "gre",
  greReference: null,
  english: 0,
  gpaBelowMinimum: false,
  greBelowMinimum: false,
  englishBelowMinimum: false,
};

/** The program-dependent terms explain() puts into sentences, in logits. */
function termsOf(
  p: PreparedApplicant,
  program: ProgramFacts,
  policy: GrePolicy,
  x: Float64Array,
  levelLogit: number,
  known: boolean,
): ProgramTerms {
  terms.selectivityKnown = known;
  // A published rate is said as itself; a learnt level against the typical program's.
  terms.rate = program.acceptanceRate === null ? levelLogit - LEVEL.unknown : levelLogit;
  terms.gpa = B[X_GPA]! * x[X_GPA]! + B[X_GPA_SHORT]! * x[X_GPA_SHORT]!;
  terms.gpaFloor = B[X_GPA_FLOOR]! * x[X_GPA_FLOOR]!;
  terms.gre = B[X_GRE]! * x[X_GRE]! + B[X_GRE_SHORT]! * x[X_GRE_SHORT]!;
  terms.greKind = greKindOf(p, policy, x[X_GRE]!);
  terms.greReference = greReference(program);
  terms.english = B[X_ENGLISH]! * x[X_ENGLISH]! + B[X_ENGLISH_SHORT]! * x[X_ENGLISH_SHORT]!;
  terms.gpaBelowMinimum = x[X_GPA_SHORT]! > 0;
  terms.greBelowMinimum = x[X_GRE_SHORT]! > 0;
  terms.englishBelowMinimum = x[X_ENGLISH_SHORT]! > 0;
  return terms;
}

/** What a caller that stores chances only asks for: no sentences (they are built per program). */
export interface AssessOptions {
  /** False: `reasons` is empty (NO_REASONS), for whole-catalogue recalculations. */
  reasons?: boolean;
}

/** The reasons of an answer asked for without them; frozen, shared by every such answer. */
export const NO_REASONS: AdmitAssessment["reasons"] = Object.freeze({
  raised: Object.freeze([]) as unknown as string[],
  lowered: Object.freeze([]) as unknown as string[],
});

export function assessPrepared(
  p: PreparedApplicant,
  program: ProgramFacts,
  options?: AssessOptions,
): AdmitAssessment {
  const courseScore = courseScoreOf(program);
  const calibration = program.calibration;
  const level = levelOf(program, levelScratch, calibration);
  const gpa = p.gpa;
  if (gpa === null) return notAssessed(courseScore, level, 0, "No GPA yet", [REASONS.noGpa]);
  const policy = policyFor(p, program);
  const x = featuresOf(p, program, scratch, policy);
  const studentLogit = studentLogitOf(x);
  const studentScore = Math.round(100 * sigmoid(studentLogit));
  const excluded = excludedBy(p, gpa, program, policy, x[X_ENGLISH_SHORT]!);
  if (excluded.length > 0)
    return notAssessed(courseScore, level, studentScore, "Requirement not met", excluded);

  // A calibration maps z (and so both ends of z +- spread) by shift + slope * z, slope > 0.
  const slope = calibration === undefined ? 1 : calibration.slope;
  const z = calibratedLogit(level.logit + studentLogit, calibration);
  const variance = varianceOf(x, level);
  const spread = slope * INTERVAL_Z * Math.sqrt(variance);
  // Three chances from two exponentials: exp(-(z +- spread)) = exp(-z) * exp(-+spread).
  const expMinusZ = Math.exp(-z);
  const expSpread = Math.exp(spread);
  const model = percentOf(expMinusZ);
  // Unknown selectivity: the chance stays mid-scale and the range is widened to hold it.
  const known = level.known;
  const admitChances = known ? model : Math.min(UNKNOWN_MAX, Math.max(UNKNOWN_MIN, model));
  const admitRange = {
    low: Math.min(admitChances, percentOf(expMinusZ * expSpread)),
    high: Math.max(admitChances, percentOf(expMinusZ / expSpread)),
  };
  // The category is judged on a bad (and a good) year: the range widened by how far programs'
  // levels move between seasons (FITTED.level.driftSd), so "safe" holds up next season too.
  // Only a chance that would read safe, very safe or very ambitious needs it.
  let seasonLow = admitChances;
  let seasonHigh = admitChances;
  if (admitChances >= SAFE_FROM || admitChances < AMBITIOUS_FROM) {
    const expSeason = Math.exp(slope * INTERVAL_Z * Math.sqrt(variance + DRIFT_VARIANCE));
    seasonLow = Math.min(admitChances, percentOf(expMinusZ * expSeason));
    seasonHigh = Math.max(admitChances, percentOf(expMinusZ / expSeason));
  }
  const reasons =
    options?.reasons === false
      ? NO_REASONS
      : explain(p, program, termsOf(p, program, policy, x, level.logit, known));
  return {
    admitChances,
    admitRange,
    category: admitCategoryWithin(admitChances, seasonLow, seasonHigh),
    studentScore,
    courseScore,
    score_tier: tierOf(studentLogit),
    reasons,
    calibratedOn: calibration === undefined ? 0 : calibration.results,
    selectivityKnown: known,
    selectivityDecisions: level.decisions,
  };
}

export function assessAdmission(
  applicant: ApplicantProfile,
  program: ProgramFacts,
): AdmitAssessment {
  return assessPrepared(prepareApplicant(applicant), program);
}
