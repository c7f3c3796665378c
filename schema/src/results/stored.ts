/**
 * A checked submission as it is stored and read back: the applicant's figures (what the
 * admit-chance model reads) and its applications. `storedResultOf` maps a normalized input;
 * `applicantFromResult` gives the model's view of the applicant.
 */

import type { ApplicantProfile } from "../admissions/types";
import type { StudentCategory } from "../auth";
import type { ExtracurricularActivity } from "../profile/types";
import type { ApplicationDecision } from "./constants";
import type { SubmitResultsInput } from "./types";

/**
 * How names are compared here: trimmed, inner spaces collapsed, lower case. A college's results
 * are grouped by it ("admits from my undergrad college"), and a reported course is matched to
 * the university's catalogue course by it.
 */
export const foldName = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

export interface StoredApplicant {
  category: StudentCategory;
  gpa: number;
  englishTest: string;
  /** TOEFL total or IELTS overall band; null for None or incomplete scores. */
  englishScore: number | null;
  greTest: string;
  greVerbal: number | null;
  greQuantitative: number | null;
  greWriting: number | null;
  researchPapers: string[];
  conferences: string[];
  activities: Partial<ExtracurricularActivity>[];
  workFulltimeMonths: number;
  workInternshipMonths: number;
}

/** The applicant's figures of a normalized submission (normalizeSubmitResults). */
export function storedApplicantOf(input: SubmitResultsInput): StoredApplicant {
  const english = input.englishTestScores;
  const gre = input.greScores;
  const isGre = gre?.test === "GRE";
  const list = (answer: SubmitResultsInput["conferences"]) =>
    answer?.enabled ? answer.items.map((item) => item.trim()) : [];
  return {
    category: input.category as StudentCategory,
    gpa: input.gpaFourScale ?? 0,
    englishTest: english?.test ?? "None",
    englishScore:
      english?.test === "TOEFL"
        ? (english.total_score ?? null)
        : english?.test === "IELTS"
          ? (english.overall_band ?? null)
          : null,
    greTest: gre?.test ?? "None",
    greVerbal: isGre ? (gre.verbal ?? null) : null,
    greQuantitative: isGre ? (gre.quantitative ?? null) : null,
    greWriting: isGre ? (gre.analytical_writing ?? null) : null,
    researchPapers: list(input.researchPaperDetails),
    conferences: list(input.conferences),
    activities: input.extracurricularActivities ?? [],
    workFulltimeMonths: input.workEx?.fulltime ?? 0,
    workInternshipMonths: input.workEx?.internship ?? 0,
  };
}

/** The model's view of a community result's applicant. */
export function applicantFromResult(a: StoredApplicant): ApplicantProfile {
  const gre =
    a.greVerbal !== null && a.greQuantitative !== null
      ? {
          verbal: a.greVerbal,
          quantitative: a.greQuantitative,
          analyticalWriting: a.greWriting ?? 0,
        }
      : null;
  const english =
    a.englishScore === null
      ? null
      : a.englishTest === "TOEFL"
        ? { test: "TOEFL" as const, total: a.englishScore }
        : a.englishTest === "IELTS"
          ? { test: "IELTS" as const, overallBand: a.englishScore }
          : null;
  return {
    category: a.category,
    gpa: a.gpa,
    english,
    gre,
    researchPapers: a.researchPapers.length,
    conferences: a.conferences.length,
    fullTimeMonths: a.workFulltimeMonths,
    internshipMonths: a.workInternshipMonths,
    activities: a.activities as ExtracurricularActivity[],
  };
}

/** One application, as the plausibility check reads it: the decision and the model's chance. */
export interface DecisionWithChance {
  decision: ApplicationDecision;
  /** The model's chance (1-99) for this applicant and course; 0 when excluded; null unknown. */
  chance: number | null;
}

/** Below this chance an admit is a surprise; two such surprises in one submission are held. */
export const IMPLAUSIBLE_CHANCE = 5;
/** So many applications, every one Accepted: held. */
export const IMPLAUSIBLE_ALL_ACCEPTED = 12;

/**
 * Why a submission should wait for staff before it is shown or used, or null when it is
 * plausible. The rules flag what is near impossible, not what is merely lucky: one surprising
 * admit is kept; two admits the model gives under 5% each (a joint chance under 1 in 400), an
 * admit with a GPA under 2.0, or a long list with no refusal at all are held.
 */
export function implausibility(gpa: number, decisions: DecisionWithChance[]): string | null {
  const accepted = decisions.filter((d) => d.decision === "Accepted");
  if (accepted.length === 0) return null;
  if (gpa < 2) return `Accepted with a four-point GPA of ${gpa.toFixed(2)}.`;
  const surprises = accepted.filter((d) => d.chance !== null && d.chance <= IMPLAUSIBLE_CHANCE);
  if (surprises.length >= 2) {
    return `Accepted by ${surprises.length} programs where the model gives this profile ${IMPLAUSIBLE_CHANCE}% or less.`;
  }
  if (decisions.length >= IMPLAUSIBLE_ALL_ACCEPTED && accepted.length === decisions.length) {
    return `Accepted by all ${decisions.length} programs applied to.`;
  }
  return null;
}
