/** The applicant-only part of the model, computed once per student and reused for every program. */
import type { StudentCategory } from "../auth";
import { activitiesPoints } from "./activities";
import { ADMIT_MODEL, saturating } from "./coefficients";
import { newSentenceCache, type SentenceCache } from "./explain";
import { REASONS } from "./reasons";
import type { ApplicantEnglish, ApplicantProfile } from "./types";

export interface WeightedReason {
  /** The term's contribution in logits. */
  weight: number;
  text: string;
}

export interface PreparedApplicant {
  readonly category: StudentCategory;
  readonly international: boolean;
  readonly gpa: number | null;
  /** Verbal + quantitative, or null without a GRE. */
  readonly greTotal: number | null;
  readonly english: ApplicantEnglish | null;
  /** Research, conferences, work and activities summed: the same for every program. */
  readonly extras: number;
  /** Their sentences, strongest first. */
  readonly extraReasons: readonly WeightedReason[];
  /** Filled while scoring: sentences depend only on this student and one program figure. */
  readonly sentences: SentenceCache;
}

export function prepareApplicant(applicant: ApplicantProfile): PreparedApplicant {
  const M = ADMIT_MODEL;
  const papers = Math.max(0, applicant.researchPapers);
  const conferences = Math.max(0, applicant.conferences);
  const fullTime = Math.max(0, applicant.fullTimeMonths);
  const internship = Math.max(0, applicant.internshipMonths);
  const activities = applicant.activities.length;
  const terms: WeightedReason[] = [
    { weight: saturating(papers, M.research), text: REASONS.research(papers) },
    { weight: saturating(conferences, M.conferences), text: REASONS.conferences(conferences) },
    {
      weight: saturating(fullTime + M.work.internshipShare * internship, M.work),
      text: REASONS.work(fullTime, internship),
    },
    {
      weight: saturating(activitiesPoints(applicant.activities), M.activities),
      text: REASONS.activities(activities),
    },
  ];
  // Summed in a fixed order, so the total never depends on which term happens to be largest.
  const extras = terms.reduce((sum, r) => sum + r.weight, 0);
  const extraReasons = terms.filter((r) => r.weight > 0).sort((a, b) => b.weight - a.weight);
  const gre = applicant.gre;
  const greTotal = gre ? gre.verbal + gre.quantitative : null;
  return {
    category: applicant.category,
    international: applicant.category === "International Student",
    gpa: applicant.gpa,
    greTotal,
    english: applicant.english,
    extras,
    extraReasons,
    sentences: newSentenceCache(applicant.gpa ?? 0, greTotal ?? 0),
  };
}
