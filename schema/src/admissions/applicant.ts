/** The model's view of a student, read from the profile's stats as the API stores them. */
import type { StudentCategory } from "../auth";
import type { StudentStats } from "../profile/types";
import type { ApplicantEnglish, ApplicantGre, ApplicantProfile } from "./types";

export type ApplicantStats = Omit<StudentStats, "student_id" | "answered_sections">;

/** A number the model can use: stored values may be null, and must never turn into NaN. */
const finite = (value: number | null | undefined): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

const count = (value: number | null | undefined): number => Math.max(0, finite(value) ?? 0);

function englishOf(scores: StudentStats["english_scores"]): ApplicantEnglish | null {
  if (!scores) return null;
  if ("toefl" in scores) {
    const total = finite(scores.toefl?.total_score);
    return total === null ? null : { test: "TOEFL", total };
  }
  const band = finite(scores.ielts?.overall_band);
  return band === null ? null : { test: "IELTS", overallBand: band };
}

function greOf(gre: StudentStats["gre"]): ApplicantGre | null {
  const verbal = finite(gre?.verbal);
  const quantitative = finite(gre?.quantitative);
  if (verbal === null || quantitative === null) return null;
  return { verbal, quantitative, analyticalWriting: finite(gre?.analytical_writing) ?? 0 };
}

export function applicantFromStats(
  category: StudentCategory,
  stats: ApplicantStats | null,
): ApplicantProfile {
  return {
    category,
    gpa: finite(stats?.gpa),
    english: englishOf(stats?.english_scores ?? null),
    gre: greOf(stats?.gre ?? null),
    // Lists hold one entry per paper or conference, 'Other' included.
    researchPapers: stats?.research_papers?.length ?? 0,
    conferences: stats?.conferences?.length ?? 0,
    fullTimeMonths: count(stats?.work_ex?.full),
    internshipMonths: count(stats?.work_ex?.internship),
    activities: stats?.extracurricular_activities ?? [],
  };
}
