/**
 * The submit-results form's values, with the spec's field names (spec 2 section 3). Fields are
 * nullable as the form holds them; submitResultsIssues says which ones a submission needs.
 */
import type { AptitudeTest, EnglishSection, EnglishTest, GreSection } from "../profile/options";
import type { ListDraft, ScoreDraft } from "../profile/sections";
import type { ExtracurricularActivity } from "../profile/types";

/** The university of one application, picked from the catalogue. */
export interface AppliedUniversity {
  universityId: string | null;
  universityName: string | null;
}

/** One application the student reports on. */
export interface UniversityApplication {
  appliedUniversity: AppliedUniversity | null;
  appliedCourse: string | null;
  /** One of APPLIED_SEMESTERS. */
  appliedSemester: string | null;
  /** One of APPLICATION_DECISIONS. */
  applicationDecision: string | null;
  /** YYYY-MM-DD, optional. */
  notificationDate: string | null;
  /** One of NOTIFICATION_METHODS, optional. */
  notificationMethod: string | null;
}

/** The chosen test (None allowed for domestic students) and its section scores. */
export interface ResultsEnglishScores extends ScoreDraft<EnglishSection> {
  test: EnglishTest | null;
  /** TOEFL: the sum of the sections, set by normalizeSubmitResults. */
  total_score?: number | null;
  /** IELTS: the average rounded to the nearest 0.5, set by normalizeSubmitResults. */
  overall_band?: number | null;
}

export interface ResultsGreScores extends ScoreDraft<GreSection> {
  test: AptitudeTest | null;
  /** Verbal plus quantitative, set by normalizeSubmitResults. */
  total?: number | null;
}

export interface SubmitResultsInput {
  name: string | null;
  email: string | null;
  /** A StudentCategory value; "Domestic Student" is labelled "American Student" here. */
  category: string | null;
  undergradUniversity: string | null;
  /** The undergraduate course's name. */
  undergradCourse: string | null;
  currentEducationLevel: string | null;
  gpaFourScale: number | null;
  /** When given, the four-point GPA is computed from it. */
  gpaTenScale: number | null;
  englishTestScores: ResultsEnglishScores | null;
  greScores: ResultsGreScores | null;
  /** Journals: yes/no, then the names picked or entered. */
  researchPaperDetails: ListDraft | null;
  conferences: ListDraft | null;
  extracurricularActivities: Partial<ExtracurricularActivity>[] | null;
  /** Months; null means none. */
  workEx: { fulltime: number | null; internship: number | null } | null;
  appliedToUniversities: UniversityApplication[];
}

/** POST /api/submit-results: the spec's success and message. */
export interface SubmitResultsAnswer {
  success: true;
  message: string;
}
