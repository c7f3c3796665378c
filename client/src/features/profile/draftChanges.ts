/**
 * Dependent resets (spec 1 section 4): changing the GPA scale, area of study, a test choice or a
 * yes/no answer clears what depended on it; going back to the value the modal opened with brings
 * back what the student had then (`original` is that opening draft).
 */
import type {
  AptitudeTest,
  EnglishTest,
  ExtracurricularActivity,
  ExtracurricularDraft,
  GpaScale,
  ListDraft,
  TestsDraft,
  WorkDraft,
} from "@gradplan/schema";
import type { AcademicFormDraft } from "./editDraft";

/** The original dependant when the choice is back to the original one, else `empty`. */
function restoredOr<C, T>(choice: C, originalChoice: C, originalValue: T, empty: T): T {
  return choice === originalChoice ? originalValue : empty;
}

export function withGpaScale(d: TestsDraft, scale: GpaScale, original: TestsDraft): TestsDraft {
  if (scale === d.gpaScale) return d;
  return { ...d, gpaScale: scale, gpa: restoredOr(scale, original.gpaScale, original.gpa, null) };
}

export function withEnglishTest(
  d: TestsDraft,
  test: EnglishTest,
  original: TestsDraft,
): TestsDraft {
  if (test === d.englishTest) return d;
  const scores = restoredOr(test, original.englishTest, original.englishScores, {});
  return { ...d, englishTest: test, englishScores: scores };
}

export function withAptitudeTest(
  d: TestsDraft,
  test: AptitudeTest,
  original: TestsDraft,
): TestsDraft {
  if (test === d.aptitudeTest) return d;
  const scores = restoredOr(test, original.aptitudeTest, original.greScores, {});
  return { ...d, aptitudeTest: test, greScores: scores };
}

export function withAreaOfStudy(
  d: AcademicFormDraft,
  area: string | null,
  original: AcademicFormDraft,
): AcademicFormDraft {
  if (area === d.areaOfStudy) return d;
  const specialization = restoredOr(area, original.areaOfStudy, original.specialization, []);
  return { ...d, areaOfStudy: area, specialization };
}

export function withWorkExperience(d: WorkDraft, yes: boolean, original: WorkDraft): WorkDraft {
  if (yes === d.workExperience) return d;
  const back = yes && original.workExperience === true;
  return {
    workExperience: yes,
    fulltimeMonths: back ? original.fulltimeMonths : null,
    internshipMonths: back ? original.internshipMonths : null,
  };
}

export function withListEnabled(d: ListDraft, yes: boolean, original: ListDraft): ListDraft {
  if (yes === d.enabled) return d;
  return { enabled: yes, items: yes && original.enabled ? original.items : [] };
}

export const BLANK_ACTIVITY: Partial<ExtracurricularActivity> = {
  activityType: "",
  organization: null,
  role: null,
  level: null,
  achievement: null,
};

export function withActivitiesEnabled(
  d: ExtracurricularDraft,
  yes: boolean,
  original: ExtracurricularDraft,
): ExtracurricularDraft {
  if (yes === d.enabled) return d;
  if (!yes) return { enabled: false, activities: [] };
  const restored = original.enabled ? original.activities : [];
  // A fresh "Yes" starts with one empty activity to fill in.
  return { enabled: true, activities: restored.length > 0 ? restored : [BLANK_ACTIVITY] };
}
