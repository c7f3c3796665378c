/**
 * Admit chances for (student, program): a logistic model fitted on real admission decisions
 * (docs/scoring.md). Its features are in features.ts, its fitted coefficients in fitted.ts. The
 * program's acceptance rate anchors the level; the student's distance to the program's GPA, GRE
 * and English figures moves it; a missed published minimum lowers it further; only what really
 * excludes an applicant (coefficients.ts, EXCLUSION) answers NA. Each chance carries a 90% range.
 * Everything that depends on the student alone is in prepareApplicant(): a shortlist
 * recalculation prepares once and calls assessPrepared() for each program.
 */
import { admitCategory, CHANCE_BOUNDS, INTERVAL_Z, TIER_THRESHOLDS } from "./coefficients";
import { excludedBy } from "./exclusions";
import { explain, type GreKind } from "./explain";
import {
  englishFeature,
  englishShortFeature,
  englishUnits,
  FEATURE_INDEX as F,
  FEATURE_COUNT,
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
  GrePolicy,
  ProgramFacts,
  ScoreTier,
} from "./types";

export { type PreparedApplicant, prepareApplicant } from "./prepare";

// Read once: the hot path runs for every program of the catalogue.
const B = Float64Array.from(FEATURES, (name) => FITTED.coefficients[name]);
const COVARIANCE = Float64Array.from(FITTED.covariance.flat());
const PROGRAM_VARIANCE = {
  derived: FITTED.programSd.derived ** 2,
  sample: FITTED.programSd.sample ** 2,
};
const TIER = TIER_THRESHOLDS;
const OPTIONAL_MISSING = FEATURE_SHAPE.greOptionalMissing;
const scratch = new Float64Array(FEATURE_COUNT);

/** 0-100: 70% how few it admits, 30% how high its GPA bar sits (2.5 -> 0, 4.0 -> 100). */
export function courseScoreOf(program: ProgramFacts): number {
  const bar = Math.min(1, Math.max(0, (program.gpaAvg - 2.5) / 1.5));
  const rate = Math.min(100, Math.max(0, program.acceptanceRate));
  return Math.round(0.7 * (100 - rate) + 30 * bar);
}

function tierOf(studentLogit: number): ScoreTier {
  if (studentLogit >= TIER.wellAbove) return "Well above admits";
  if (studentLogit >= TIER.above) return "Above admits";
  if (studentLogit > TIER.below) return "Typical admit";
  if (studentLogit > TIER.wellBelow) return "Below admits";
  return "Well below admits";
}

export const policyFor = (p: { international: boolean }, program: ProgramFacts): GrePolicy =>
  p.international ? program.greRequired.international : program.greRequired.domestic;

/**
 * The model's features for this student and program, in FEATURES order (written into `out`).
 * A student with a GPA only: callers check `p.gpa` first. English counts for a domestic student
 * only when it helps, and an international student without a score is read as at the minimum
 * (the missing score itself is an unmet requirement: see exclusions.ts).
 */
export function featuresOf(
  p: PreparedApplicant,
  program: ProgramFacts,
  out: Float64Array = new Float64Array(FEATURE_COUNT),
): Float64Array {
  const gpa = p.gpa ?? 0;
  const policy = policyFor(p, program);
  out[F.intercept] = 1;
  out[F.rate] = rateFeature(program.acceptanceRate);
  out[F.gpa] = gpaFeature(gpa, program.gpaAvg);
  out[F.gpaFloor] = gpaFloorFeature(gpa);
  out[F.gre] = greFeature(p.greTotal, greReference(program), policy);
  const units = p.english === null ? 0 : englishUnits(p.english, program);
  out[F.english] = englishFeature(units);
  out[F.englishShort] = p.international ? englishShortFeature(units) : 0;
  out[F.gpaShort] = gpaShortFeature(gpa, program.gpaMin);
  out[F.greShort] = greShortFeature(p.greTotal, program, policy);
  out[F.research] = p.research;
  out[F.conferences] = p.conferences;
  out[F.work] = p.work;
  return out;
}

/** The linear predictor's variance: the coefficients' (x' S x) plus the program figures'. */
function varianceOf(x: Float64Array, program: ProgramFacts): number {
  let v = 0;
  for (let i = 0; i < FEATURE_COUNT; i++) {
    const xi = x[i]!;
    if (xi === 0) continue;
    const row = i * FEATURE_COUNT;
    let s = 0;
    for (let j = 0; j < FEATURE_COUNT; j++) s += COVARIANCE[row + j]! * x[j]!;
    v += xi * s;
  }
  return (
    v + ((program.reportedAdmits ?? 0) > 0 ? PROGRAM_VARIANCE.derived : PROGRAM_VARIANCE.sample)
  );
}

const percent = (z: number): number =>
  Math.min(CHANCE_BOUNDS.max, Math.max(CHANCE_BOUNDS.min, Math.round(100 * sigmoid(z))));

function greKindOf(p: PreparedApplicant, policy: GrePolicy, feature: number): GreKind {
  if (policy === "Required" || feature !== OPTIONAL_MISSING) return "gre";
  return p.greTotal === null ? "greOptionalMissing" : "greWithheld";
}

function notAssessed(
  courseScore: number,
  studentScore: number,
  score_tier: ScoreTier,
  lowered: string[],
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
  };
}

export function assessPrepared(p: PreparedApplicant, program: ProgramFacts): AdmitAssessment {
  const courseScore = courseScoreOf(program);
  const gpa = p.gpa;
  if (gpa === null) return notAssessed(courseScore, 0, "No GPA yet", [REASONS.noGpa]);
  const x = featuresOf(p, program, scratch);
  // The student's terms: everything but the intercept and the acceptance rate's anchor.
  let studentLogit = 0;
  for (let i = F.gpa; i < FEATURE_COUNT; i++) studentLogit += B[i]! * x[i]!;
  const anchor = B[F.intercept]! + B[F.rate]! * x[F.rate]!;
  const studentScore = Math.round(100 * sigmoid(studentLogit));
  const policy = policyFor(p, program);
  const excluded = excludedBy(p, gpa, program, policy);
  if (excluded.length > 0)
    return notAssessed(courseScore, studentScore, "Requirement not met", excluded);

  const z = anchor + studentLogit;
  const spread = INTERVAL_Z * Math.sqrt(varianceOf(x, program));
  const admitChances = percent(z);
  const reasons = explain(p, program, {
    rate: anchor,
    gpa: B[F.gpa]! * x[F.gpa]! + B[F.gpaShort]! * x[F.gpaShort]!,
    gpaFloor: B[F.gpaFloor]! * x[F.gpaFloor]!,
    gre: B[F.gre]! * x[F.gre]! + B[F.greShort]! * x[F.greShort]!,
    greKind: greKindOf(p, policy, x[F.gre]!),
    greReference: greReference(program),
    english: B[F.english]! * x[F.english]! + B[F.englishShort]! * x[F.englishShort]!,
    gpaBelowMinimum: x[F.gpaShort]! > 0,
    greBelowMinimum: x[F.greShort]! > 0,
    englishBelowMinimum: x[F.englishShort]! > 0,
  });
  return {
    admitChances,
    admitRange: { low: percent(z - spread), high: percent(z + spread) },
    category: admitCategory(admitChances),
    studentScore,
    courseScore,
    score_tier: tierOf(studentLogit),
    reasons,
  };
}

export function assessAdmission(
  applicant: ApplicantProfile,
  program: ProgramFacts,
): AdmitAssessment {
  return assessPrepared(prepareApplicant(applicant), program);
}
