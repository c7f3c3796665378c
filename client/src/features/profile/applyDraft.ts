/**
 * A checked draft written back into the profile: what the cards show while it saves, and what
 * the update inputs are built from (profileMapping.ts).
 */
import {
  type EnglishScores,
  type ExtracurricularActivity,
  type GreScores,
  gpaTenToFour,
  greTotal,
  ieltsOverallBand,
  round2,
  type ScoreDraft,
  SPECIALIZATIONS,
  type StudentInfo,
  type StudentProfile,
  type StudentStats,
  type TestsDraft,
  toeflTotal,
} from "@gradplan/schema";
import type { EditDraft } from "./editDraft";

/** Scores already checked complete by the section's issues function. */
function filled<K extends string>(scores: ScoreDraft<K>, keys: readonly K[]): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const key of keys) out[key] = scores[key] ?? 0;
  return out;
}

const ENGLISH_KEYS = ["writing", "reading", "speaking", "listening"] as const;

function englishScoresOf(d: TestsDraft): EnglishScores | null {
  const s = filled(d.englishScores, ENGLISH_KEYS);
  if (d.englishTest === "TOEFL") return { toefl: { ...s, total_score: toeflTotal(s) } };
  if (d.englishTest === "IELTS") return { ielts: { ...s, overall_band: ieltsOverallBand(s) } };
  return null;
}

function greOf(d: TestsDraft): GreScores | null {
  if (d.aptitudeTest !== "GRE") return null;
  const s = filled(d.greScores, ["verbal", "quantitative", "analytical_writing"] as const);
  return { ...s, total: greTotal(s) };
}

function testsStats(d: TestsDraft): Partial<StudentStats> {
  const gpa = round2(d.gpa ?? 0);
  return {
    // The stored GPA is always four-point; the ten-point entry is kept so the form shows it again.
    gpa: d.gpaScale === 10 ? gpaTenToFour(gpa) : gpa,
    gpa_ten_scale: d.gpaScale === 10 ? gpa : null,
    english_scores: englishScoresOf(d),
    gre: greOf(d),
  };
}

function activityOf(a: Partial<ExtracurricularActivity>): ExtracurricularActivity {
  return {
    activityType: a.activityType ?? "",
    organization: a.organization ?? null,
    role: a.role ?? null,
    level: a.level ?? null,
    achievement: a.achievement ?? null,
  };
}

const orNull = <T>(list: T[]): T[] | null => (list.length > 0 ? list : null);

function statsOf(draft: Exclude<EditDraft, { section: "personal" }>): Partial<StudentStats> {
  switch (draft.section) {
    case "academic": {
      const d = draft.values;
      const area = SPECIALIZATIONS[d.areaOfStudy as keyof typeof SPECIALIZATIONS] ?? [];
      // Kept in the area's order, so codes and names always line up.
      const chosen = area.filter((c) => d.specialization.includes(c.code));
      const courseName = (d.undergradCourseName ?? "").trim();
      return {
        degree: d.degree,
        program: d.areaOfStudy,
        courses: orNull(chosen.map((c) => c.code)),
        course_names: orNull(chosen.map((c) => c.name)),
        current_education: d.currentEducationLevel,
        applying_semester: d.applyingSemester,
        undergrad_course: courseName
          ? { course_name: courseName, course_code: d.undergradCourseCode }
          : null,
      };
    }
    case "tests":
      return testsStats(draft.values);
    case "work": {
      const d = draft.values;
      if (!d.workExperience) return { work_ex: null };
      // Blank months mean none; fractions round to whole months (spec 1 section 5).
      const months = (value: number | null) => Math.round(value ?? 0);
      return {
        work_ex: { full: months(d.fulltimeMonths), internship: months(d.internshipMonths) },
      };
    }
    case "conferences":
      return { conferences: draft.values.enabled ? orNull(draft.values.items) : null };
    case "research":
      return { research_papers: draft.values.enabled ? orNull(draft.values.items) : null };
    case "extracurricular": {
      const { enabled, activities } = draft.values;
      return { extracurricular_activities: enabled ? orNull(activities.map(activityOf)) : null };
    }
  }
}

function infoOf(
  info: StudentInfo,
  draft: Extract<EditDraft, { section: "personal" }>,
): StudentInfo {
  const d = draft.values;
  return {
    ...info,
    firstname: d.firstName.trim(),
    lastname: d.lastName.trim(),
    dob: d.dateOfBirth,
    gender: d.gender,
    category: (d.category as StudentInfo["category"] | null) ?? info.category,
    undergrad_university: (d.undergradUniversity ?? "").trim() || null,
    // Saving the personal information confirms the category, as the server records it.
    category_confirmed: true,
  };
}

/** The profile as it will read once the draft is saved (what the cards show while it saves). */
export function applyDraft(profile: StudentProfile, draft: EditDraft): StudentProfile {
  if (draft.section === "personal") {
    return { ...profile, studentInfo: infoOf(profile.studentInfo, draft) };
  }
  const stats = profile.studentStats;
  const answered = stats.answered_sections.includes(draft.section)
    ? stats.answered_sections
    : [...stats.answered_sections, draft.section];
  return {
    ...profile,
    studentStats: { ...stats, ...statsOf(draft), answered_sections: answered },
  };
}
