/**
 * The submit-results form's values as the form holds them (the profile's section drafts where the
 * fields are the same), and the submission they make: `inputOf` gives the schema's
 * SubmitResultsInput, which submitResultsIssues checks and the mutation sends.
 */
import type {
  AppliedUniversity,
  ExtracurricularDraft,
  ListDraft,
  SubmitResultsInput,
  TestsDraft,
  UniversityApplication,
} from "@gradplan/schema";

export interface ApplicationDraft {
  /** Names the row for React across removals; the messages name its place in the list. */
  key: number;
  /** The text in the university box: a university counts only once picked from the list. */
  universityText: string;
  university: AppliedUniversity | null;
  course: string | null;
  semester: string | null;
  decision: string | null;
  /** YYYY-MM-DD. */
  notificationDate: string | null;
  notificationMethod: string | null;
}

export interface WorkMonths {
  fulltime: number | null;
  internship: number | null;
}

export interface SubmitResultsDraft {
  name: string;
  email: string;
  category: string | null;
  undergradUniversity: string;
  undergradCourse: string;
  currentEducationLevel: string | null;
  tests: TestsDraft;
  research: ListDraft;
  conferences: ListDraft;
  extracurricular: ExtracurricularDraft;
  work: WorkMonths;
  applications: ApplicationDraft[];
}

/** What one application may start with (the shortlist's offer fills some of it). */
export type ApplicationStart = Partial<Omit<ApplicationDraft, "key">>;

export function blankApplication(key: number, start: ApplicationStart = {}): ApplicationDraft {
  return {
    key,
    universityText: start.university?.universityName ?? "",
    university: null,
    course: null,
    semester: null,
    decision: null,
    notificationDate: null,
    notificationMethod: null,
    ...start,
  };
}

const UNANSWERED_LIST: ListDraft = { enabled: null, items: [] };

export function blankDraft(first: ApplicationStart = {}): SubmitResultsDraft {
  return {
    name: "",
    email: "",
    category: null,
    undergradUniversity: "",
    undergradCourse: "",
    currentEducationLevel: null,
    tests: {
      category: null,
      gpaScale: 4,
      gpa: null,
      englishTest: null,
      englishScores: {},
      aptitudeTest: null,
      greScores: {},
    },
    research: UNANSWERED_LIST,
    conferences: UNANSWERED_LIST,
    extracurricular: { enabled: null, activities: [] },
    work: { fulltime: null, internship: null },
    applications: [blankApplication(0, first)],
  };
}

/**
 * A new category: the test form reads it (international students are not offered None), and a
 * None chosen before no longer stands for an international student.
 */
export function withCategory(draft: SubmitResultsDraft, category: string): SubmitResultsDraft {
  const dropsNone = category === "International Student" && draft.tests.englishTest === "None";
  return {
    ...draft,
    category,
    tests: { ...draft.tests, category, ...(dropsNone ? { englishTest: null } : {}) },
  };
}

const textOrNull = (text: string) => (text.trim() === "" ? null : text.trim());

function englishOf({ englishTest: test, englishScores }: TestsDraft) {
  if (test === null) return null;
  return test === "None" ? { test } : { test, ...englishScores };
}

function greOf({ aptitudeTest: test, greScores }: TestsDraft) {
  if (test === null) return null;
  return test === "None" ? { test } : { test, ...greScores };
}

/** An unanswered yes/no is no answer at all; the rules ask for items only after a yes. */
const listOf = (list: ListDraft) => (list.enabled === null ? null : list);

function applicationOf(a: ApplicationDraft): UniversityApplication {
  return {
    appliedUniversity: a.university,
    appliedCourse: a.course,
    appliedSemester: a.semester,
    applicationDecision: a.decision,
    notificationDate: a.notificationDate,
    notificationMethod: a.notificationMethod,
  };
}

/** The submission the draft makes; the server computes totals and the four-point GPA again. */
export function inputOf(draft: SubmitResultsDraft): SubmitResultsInput {
  const { tests, work } = draft;
  return {
    name: textOrNull(draft.name),
    email: textOrNull(draft.email),
    category: draft.category,
    undergradUniversity: textOrNull(draft.undergradUniversity),
    undergradCourse: textOrNull(draft.undergradCourse),
    currentEducationLevel: draft.currentEducationLevel,
    gpaFourScale: tests.gpaScale === 4 ? tests.gpa : null,
    gpaTenScale: tests.gpaScale === 10 ? tests.gpa : null,
    englishTestScores: englishOf(tests),
    greScores: greOf(tests),
    researchPaperDetails: listOf(draft.research),
    conferences: listOf(draft.conferences),
    extracurricularActivities: draft.extracurricular.enabled
      ? draft.extracurricular.activities
      : [],
    workEx: work.fulltime === null && work.internship === null ? null : work,
    appliedToUniversities: draft.applications.map(applicationOf),
  };
}
