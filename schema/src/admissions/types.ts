/** The admit-chance model's inputs and answer: an applicant, a program's figures, an assessment. */
import type { StudentCategory } from "../auth";
import type { GRE_POLICIES } from "../catalogue";
import type { ExtracurricularActivity } from "../profile/types";

export type GrePolicy = (typeof GRE_POLICIES)[number];

export type ApplicantEnglish =
  | { test: "TOEFL"; total: number }
  | { test: "IELTS"; overallBand: number };

export interface ApplicantGre {
  verbal: number;
  quantitative: number;
  analyticalWriting: number;
}

/** What the model reads of a student: numbers only, so it never depends on form shapes. */
export interface ApplicantProfile {
  category: StudentCategory;
  /** Four-point GPA; null until the student gives one. */
  gpa: number | null;
  english: ApplicantEnglish | null;
  gre: ApplicantGre | null;
  /** Journal entries; each 'Other' counts one. */
  researchPapers: number;
  conferences: number;
  fullTimeMonths: number;
  internshipMonths: number;
  activities: ExtracurricularActivity[];
}

/**
 * A course's published figures, as the catalogue holds them. Null: not known (no open source
 * publishes it, docs/catalogue.md); the model then reads the population's figure with its spread
 * (docs/scoring.md, "Unknown figures"), and an unknown minimum never excludes.
 */
export interface ProgramFacts {
  /** Percent, 0-100. Null: the program's selectivity is not known. */
  acceptanceRate: number | null;
  /** 1 = best. */
  courseRanking: number | null;
  /** Four-point. */
  gpaAvg: number | null;
  gpaMin: number | null;
  /** GRE totals, 260-340. */
  greAvg: number | null;
  greMin: number | null;
  toeflMin: number | null;
  ieltsMin: number | null;
  /** Null: the policy is not known, read as Optional. */
  greRequired: { international: GrePolicy; domestic: GrePolicy } | null;
  /**
   * Admits in real decisions that the GPA and GRE averages were derived from (docs/catalogue.md);
   * 0 or absent: the figures are the sample's own, known less well, so the range is wider.
   */
  reportedAdmits?: number;
  /**
   * How selective the program is, learned from real decisions and the catalogue's prior
   * (selectivity.ts); absent or null: not known, and the chance comes from the profile alone.
   */
  selectivity?: ProgramSelectivity | null;
  /** Absent: the model's own level. Present: community results recalibrate this course. */
  calibration?: CourseCalibration;
}

/**
 * A program's level (docs/scoring.md, "Selectivity"): the logit of admission for an applicant at
 * the reference profile (its admits' averages where the catalogue has them, else the fitted
 * population's), with its uncertainty, and the real decisions it was learned from.
 */
export interface ProgramSelectivity {
  logit: number;
  /** Posterior standard deviation of the level, in logits: the range's program part. */
  sd: number;
  /** Reported decisions at this program (Edulix 2012-2016); 0: borrowed from similar ones. */
  decisions: number;
  /** Reported decisions at its university, any program. */
  universityDecisions: number;
}

/**
 * Every figure of a program that may be not known, all null: what a program of the real
 * catalogue publishes (docs/catalogue.md), for readers that must score a program as one.
 */
export const UNKNOWN_PROGRAM_FIGURES = {
  acceptanceRate: null,
  courseRanking: null,
  gpaAvg: null,
  gpaMin: null,
  greAvg: null,
  greMin: null,
  toeflMin: null,
  ieltsMin: null,
  greRequired: null,
} as const satisfies Partial<ProgramFacts>;

/**
 * A course's recalibration from community results (schema/src/calibration): the chance and both
 * ends of its range are read at `shift + slope * z` instead of the model's logit z. The slope is
 * always positive, so a better score still never lowers a chance.
 */
export interface CourseCalibration {
  shift: number;
  slope: number;
  /** The course's own community results the calibration rests on. */
  results: number;
}

export const ADMIT_CATEGORIES = [
  "very safe",
  "safe",
  "moderate",
  "ambitious",
  "very ambitious",
] as const;
/** "NA": the applicant is excluded (exclusions.ts), or the profile lacks what the program requires. */
export type AdmitCategory = (typeof ADMIT_CATEGORIES)[number] | "NA";

/** Spec 2 section 9: the shortlist's sort order by category. */
export const CATEGORY_RANK: Record<Exclude<AdmitCategory, "NA">, number> = {
  "very safe": 1,
  safe: 2,
  moderate: 3,
  ambitious: 4,
  "very ambitious": 5,
};

/** Where the student stands against the program's admits (docs/scoring.md, "score_tier"). */
export const SCORE_TIERS = [
  "Well above admits",
  "Above admits",
  "Typical admit",
  "Below admits",
  "Well below admits",
  "Requirement not met",
  "No GPA yet",
] as const;
export type ScoreTier = (typeof SCORE_TIERS)[number];

export interface AdmitReasons {
  /** At most 3 sentences, strongest first. */
  raised: string[];
  lowered: string[];
}

/** A 90% range around a chance: low <= admitChances <= high, integers 1-99. */
export interface AdmitRange {
  low: number;
  high: number;
}

export interface AdmitAssessment {
  /** Integer 0-100; 0 when the category is NA, otherwise 1-99. */
  admitChances: number;
  /** Null when the category is NA. */
  admitRange: AdmitRange | null;
  category: AdmitCategory;
  /** 0-100: how strong the applicant is on this program's metrics (50 = at the admits' average). */
  studentScore: number;
  /** 0-100: how selective the program is; null when its acceptance rate or GPA average is not known. */
  courseScore: number | null;
  score_tier: ScoreTier;
  reasons: AdmitReasons;
  /** Community results this course's chance is calibrated on (0: the model alone, and for NA). */
  calibratedOn: number;
  /**
   * False: nothing is known of the program's selectivity (no learned level, no published rate,
   * too few community results), so the chance comes from the student's profile alone, its range
   * is wide and it is never safe (docs/scoring.md, "Unknown figures"; the words are
   * SELECTIVITY_UNKNOWN_TEXT).
   */
  selectivityKnown: boolean;
  /**
   * Real decisions at this program the level rests on: reported ones the model learned from and
   * the course's own community results (0: estimated from similar programs; the words are
   * selectivityBasisText()).
   */
  selectivityDecisions: number;
}
