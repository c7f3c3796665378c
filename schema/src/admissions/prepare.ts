/** The applicant-only part of the model, computed once per student and reused for every program. */
import type { StudentCategory } from "../auth";
import { conferencesFeature, researchFeature, workFeature } from "./features";
import { FITTED } from "./fitted";
import { REASONS } from "./reasons";
import { newSentenceCache, type SentenceCache } from "./sentence-cache";
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
  /** The extras' features (features.ts), the same for every program. */
  readonly research: number;
  readonly conferences: number;
  readonly work: number;
  /** The extras' terms summed, in logits. */
  readonly extras: number;
  /** Their sentences, strongest first. */
  readonly extraReasons: readonly WeightedReason[];
  /** Filled while scoring: sentences depend only on this student and one program figure. */
  readonly sentences: SentenceCache;
}

export function prepareApplicant(applicant: ApplicantProfile): PreparedApplicant {
  const b = FITTED.coefficients;
  const papers = Math.max(0, applicant.researchPapers);
  const conferenceCount = Math.max(0, applicant.conferences);
  const fullTime = Math.max(0, applicant.fullTimeMonths);
  const internship = Math.max(0, applicant.internshipMonths);
  const research = researchFeature(papers);
  const conferences = conferencesFeature(conferenceCount);
  const work = workFeature(fullTime, internship);
  const terms: WeightedReason[] = [
    { weight: b.research * research, text: REASONS.research(papers) },
    { weight: b.conferences * conferences, text: REASONS.conferences(conferenceCount) },
    { weight: b.work * work, text: REASONS.work(fullTime, internship) },
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
    research,
    conferences,
    work,
    extras,
    extraReasons,
    sentences: newSentenceCache(applicant.gpa ?? 0, greTotal ?? 0),
  };
}
