/**
 * Admit chances for (student, program): a logistic model anchored on the program's acceptance
 * rate, moved by the student's distance to the program's GPA, GRE and English figures and by
 * smaller saturating terms for research, conferences, work and activities (docs/scoring.md).
 * Everything that depends on the student alone is in prepareApplicant(): a shortlist
 * recalculation prepares once and calls assessPrepared() for each program.
 */
import { ADMIT_MODEL, admitCategory, TIER_THRESHOLDS } from "./coefficients";
import { explain, type GreKind, remember } from "./explain";
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
const {
  rate: RATE,
  gpa: GPA,
  gpaFloor: FLOOR,
  gre: GRE,
  english: ENGLISH,
  chance: CHANCE,
} = ADMIT_MODEL;
const OPTIONAL_MISSING = ADMIT_MODEL.greOptionalMissing;
const TIER = TIER_THRESHOLDS;
const categoryOf = admitCategory;

const logit = (p: number): number => Math.log(p / (1 - p));
const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

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

/** The GRE's reference point: the published average, else the minimum plus a typical margin. */
function greReference(program: ProgramFacts): number | null {
  if (program.greAvg !== null) return program.greAvg;
  return program.greMin === null ? null : program.greMin + GRE.averageOverMinimum;
}

/**
 * The GRE term under "Required" or "Optional". A score the program gives no figure to compare
 * with counts as average. Optional: the student sends the score only when it beats sending none.
 */
function greTermOf(p: PreparedApplicant, policy: GrePolicy, reference: number | null): number {
  let raw: number | null = null;
  if (p.greTotal !== null)
    raw =
      reference === null
        ? 0
        : GRE.weight * Math.min((p.greTotal - reference) / GRE.spread, GRE.capSpreads);
  if (policy === "Required") return raw ?? 0;
  return raw === null || raw < OPTIONAL_MISSING ? OPTIONAL_MISSING : raw;
}

function greKindOf(p: PreparedApplicant, policy: GrePolicy, term: number): GreKind {
  if (policy === "Required" || term !== OPTIONAL_MISSING) return "gre";
  return p.greTotal === null ? "greOptionalMissing" : "greWithheld";
}

/** English above the minimum, in units (8 TOEFL points or half an IELTS band); negative below. */
function englishUnits(p: PreparedApplicant, program: ProgramFacts): number | null {
  const english = p.english;
  if (english === null) return null;
  return english.test === "TOEFL"
    ? (english.total - program.toeflMin) / ENGLISH.toeflUnit
    : (english.overallBand - program.ieltsMin) / ENGLISH.ieltsUnit;
}

/** Published minimums and requirements the student does not meet: each makes the chance NA. */
function unmetRequirements(
  p: PreparedApplicant,
  gpa: number,
  program: ProgramFacts,
  policy: GrePolicy,
  englishGap: number | null,
): string[] {
  const unmet: string[] = [];
  const cache = p.sentences;
  if (gpa < program.gpaMin) {
    const min = program.gpaMin;
    unmet.push(
      cache.gpaMinimum.get(min) ??
        remember(cache.gpaMinimum, min, REASONS.gpaBelowMinimum(gpa, min)),
    );
  }
  if (policy === "Required") {
    const min = program.greMin;
    if (p.greTotal === null) unmet.push(REASONS.greRequiredMissing(p.international));
    // Under "Optional" a low GRE is simply left out, so only a required GRE must meet the minimum.
    else if (min !== null && p.greTotal < min) {
      const total = p.greTotal;
      unmet.push(
        cache.greMinimum.get(min) ??
          remember(cache.greMinimum, min, REASONS.greBelowMinimum(total, min)),
      );
    }
  }
  if (p.international) {
    const english = p.english;
    if (english === null) unmet.push(REASONS.englishMissing);
    else if (englishGap !== null && englishGap < 0) {
      const min = english.test === "TOEFL" ? program.toeflMin : program.ieltsMin;
      const built = cache.englishMinimum.get(min);
      unmet.push(
        built ?? remember(cache.englishMinimum, min, REASONS.englishBelowMinimum(english, min)),
      );
    }
  }
  return unmet;
}

function notAssessed(
  courseScore: number,
  studentScore: number,
  score_tier: ScoreTier,
  lowered: string[],
): AdmitAssessment {
  const reasons = { raised: [], lowered: lowered.slice(0, 3) };
  return { admitChances: 0, category: "NA", studentScore, courseScore, score_tier, reasons };
}

export function assessPrepared(p: PreparedApplicant, program: ProgramFacts): AdmitAssessment {
  const courseScore = courseScoreOf(program);
  const gpa = p.gpa;
  if (gpa === null) return notAssessed(courseScore, 0, "No GPA yet", [REASONS.noGpa]);
  const policy = p.international ? program.greRequired.international : program.greRequired.domestic;

  const gpaTerm = GPA.weight * Math.min((gpa - program.gpaAvg) / GPA.spread, GPA.capSpreads);
  const floorTerm = gpa < FLOOR.at ? -(FLOOR.at - gpa) * FLOOR.logitsPerPoint : 0;
  const reference = greReference(program);
  // "Not Required": the GRE neither helps nor hurts, and its minimum does not apply.
  const greTerm = policy === "Not Required" ? 0 : greTermOf(p, policy, reference);
  const englishGap = englishUnits(p, program);
  const englishRaw =
    englishGap === null ? 0 : ENGLISH.weight * Math.min(englishGap, ENGLISH.capUnits);
  // Domestic students are exempt from English tests: a score counts only when it helps.
  const englishTerm = p.international ? englishRaw : Math.max(0, englishRaw);

  const studentLogit = gpaTerm + floorTerm + greTerm + englishTerm + p.extras;
  const studentScore = Math.round(100 * sigmoid(studentLogit));
  const unmet = unmetRequirements(p, gpa, program, policy, englishGap);
  if (unmet.length > 0) return notAssessed(courseScore, studentScore, "Requirement not met", unmet);

  const rate = Math.min(RATE.maxPercent, Math.max(RATE.minPercent, program.acceptanceRate));
  const anchor = logit(rate / 100);
  const chance = Math.round(100 * sigmoid(anchor + studentLogit));
  const admitChances = Math.min(CHANCE.max, Math.max(CHANCE.min, chance));
  const reasons = explain(p, program, {
    rate: anchor,
    gpa: gpaTerm,
    gpaFloor: floorTerm,
    gre: greTerm,
    greKind: greKindOf(p, policy, greTerm),
    greReference: reference,
    english: englishTerm,
  });
  return {
    admitChances,
    category: categoryOf(admitChances),
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
