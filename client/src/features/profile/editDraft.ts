/**
 * What each edit modal holds while open (a draft per section), how a draft is read from the
 * stored profile, and the whole-form check each modal runs before saving (from the schema).
 */
import {
  type AcademicDraft,
  academicDraftOf,
  academicIssues,
  conferenceIssues,
  type EnglishTest,
  type ExtracurricularDraft,
  extracurricularDraftOf,
  extracurricularIssues,
  type ListDraft,
  listDraftOf,
  PROFILE_MESSAGES as M,
  type PersonalDraft,
  type ProfileIssue,
  personalIssues,
  researchIssues,
  type StatsSection,
  type StudentProfile,
  type StudentStats,
  type TestsDraft,
  testsDraftOf,
  testsIssues,
  type WorkDraft,
  workDraftOf,
  workIssues,
} from "@gradplan/schema";

export type ProfileSection = "personal" | StatsSection;

/** English tests an international student may choose (spec 1 section 5). */
export type ChosenEnglishTest = Exclude<EnglishTest, "None">;

export interface PersonalFormDraft extends PersonalDraft {
  /** Asked of international students without an English test; opens Test Scores after saving. */
  englishTest: ChosenEnglishTest | null;
}

export interface AcademicFormDraft extends AcademicDraft {
  /** The chosen suggestion's code; empty when the student typed a course not in the list. */
  undergradCourseCode: string;
}

export interface SectionValues {
  personal: PersonalFormDraft;
  academic: AcademicFormDraft;
  tests: TestsDraft;
  work: WorkDraft;
  conferences: ListDraft;
  research: ListDraft;
  extracurricular: ExtracurricularDraft;
}

export type EditDraft = {
  [S in ProfileSection]: { section: S; values: SectionValues[S] };
}[ProfileSection];

export function hasEnglishTest(profile: StudentProfile): boolean {
  return profile.studentStats.english_scores !== null;
}

/** The personal form asks for an English test only of international students who have none. */
export function asksEnglishTest(category: string | null, profile: StudentProfile): boolean {
  return category === "International Student" && !hasEnglishTest(profile);
}

/**
 * The schema's drafts read a missing list as "No". Until the student has saved the section,
 * nothing was answered yet: the yes/no and test choices start empty. Work experience and the
 * tests then ask for an answer; the yes/no lists (conferences, research, extra-curricular) save
 * an unanswered toggle as "No", as spec 1 draws them (schema's listIssues).
 */
function unansweredDraft(draft: EditDraft, stats: StudentStats): EditDraft {
  if (draft.section === "personal" || stats.answered_sections.includes(draft.section)) return draft;
  switch (draft.section) {
    case "tests":
      return {
        ...draft,
        values: {
          ...draft.values,
          englishTest: stats.english_scores ? draft.values.englishTest : null,
          aptitudeTest: stats.gre ? draft.values.aptitudeTest : null,
        },
      };
    case "work":
      return stats.work_ex
        ? draft
        : { ...draft, values: { ...draft.values, workExperience: null } };
    case "conferences":
    case "research":
      return draft.values.enabled
        ? draft
        : { ...draft, values: { ...draft.values, enabled: null } };
    case "extracurricular":
      return draft.values.enabled
        ? draft
        : { ...draft, values: { ...draft.values, enabled: null } };
    default:
      return draft;
  }
}

export function draftFor(section: ProfileSection, profile: StudentProfile): EditDraft {
  return unansweredDraft(storedDraft(section, profile), profile.studentStats);
}

function storedDraft(section: ProfileSection, profile: StudentProfile): EditDraft {
  const { studentInfo: info, studentStats: stats } = profile;
  switch (section) {
    case "personal":
      return {
        section,
        values: {
          firstName: info.firstname,
          lastName: info.lastname,
          dateOfBirth: info.dob,
          gender: info.gender,
          category: info.category,
          undergradUniversity: info.undergrad_university,
          englishTest: null,
        },
      };
    case "academic":
      return {
        section,
        values: {
          ...academicDraftOf(stats),
          undergradCourseCode: stats.undergrad_course?.course_code ?? "",
        },
      };
    case "tests":
      return { section, values: testsDraftOf(stats, info.category) };
    case "work":
      return { section, values: workDraftOf(stats) };
    case "conferences":
      return { section, values: listDraftOf(stats.conferences) };
    case "research":
      return { section, values: listDraftOf(stats.research_papers) };
    case "extracurricular":
      return { section, values: extracurricularDraftOf(stats) };
  }
}

/** The Test Scores draft with an English test already chosen (after the personal form asked). */
export function testsDraftWith(profile: StudentProfile, englishTest: ChosenEnglishTest): EditDraft {
  const draft = draftFor("tests", profile);
  if (draft.section !== "tests") return draft;
  return { section: "tests", values: { ...draft.values, englishTest, englishScores: {} } };
}

/** Problems to fix before saving, in the schema's order; `profile` is the data the modal opened on. */
export function draftIssues(draft: EditDraft, profile: StudentProfile): ProfileIssue[] {
  switch (draft.section) {
    case "personal": {
      const issues = personalIssues(draft.values);
      if (asksEnglishTest(draft.values.category, profile) && !draft.values.englishTest) {
        issues.push({ path: "englishTest", message: M.englishTestRequired });
      }
      return issues;
    }
    case "academic":
      return academicIssues(draft.values);
    case "tests":
      return testsIssues(draft.values);
    case "work":
      return workIssues(draft.values);
    case "conferences":
      return conferenceIssues(draft.values);
    case "research":
      return researchIssues(draft.values);
    case "extracurricular":
      return extracurricularIssues(draft.values);
  }
}
