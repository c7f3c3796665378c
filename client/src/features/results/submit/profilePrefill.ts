/**
 * A signed-in student's form starts from their profile: category, undergrad university and
 * course, education level, tests, journals, conferences, activities and work months. The
 * profile's own drafts are used, so a section never saved stays unanswered here too.
 */
import type { StudentProfile } from "@gradplan/schema";
import { draftFor, type EditDraft, type SectionValues } from "../../profile";
import type { SubmitResultsDraft } from "./submitDraft";

function valuesOf<S extends keyof SectionValues>(draft: EditDraft, section: S): SectionValues[S] {
  if (draft.section !== section) throw new Error(`Expected the ${section} draft.`);
  return draft.values as SectionValues[S];
}

export function prefilledDraft(
  draft: SubmitResultsDraft,
  profile: StudentProfile,
): SubmitResultsDraft {
  const { studentInfo: info, studentStats: stats } = profile;
  const section = <S extends keyof SectionValues>(name: S) =>
    valuesOf(draftFor(name, profile), name);
  return {
    ...draft,
    category: info.category,
    undergradUniversity: info.undergrad_university ?? "",
    undergradCourse: stats.undergrad_course?.course_name ?? "",
    currentEducationLevel: stats.current_education,
    tests: section("tests"),
    research: section("research"),
    conferences: section("conferences"),
    extracurricular: section("extracurricular"),
    work: { fulltime: stats.work_ex?.full ?? null, internship: stats.work_ex?.internship ?? null },
  };
}
