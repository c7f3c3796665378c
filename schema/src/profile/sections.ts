/**
 * Whole-form checks, one per profile modal, over the values as the forms hold them. The client
 * runs one before saving; the server maps the stored payload onto the same drafts and runs them
 * again, so both answer the same messages in the same order.
 */
import { nameError, SEMESTERS, STUDENT_CATEGORIES } from "../auth";
import { PROFILE_MESSAGES as M } from "./messages";
import {
  ACHIEVEMENTS,
  ACTIVITY_LEVELS,
  ACTIVITY_TYPES,
  type AptitudeTest,
  AREAS_OF_STUDY,
  activityGroup,
  DEGREES,
  EDUCATION_LEVELS,
  type EnglishSection,
  type EnglishTest,
  GENDERS,
  type GpaScale,
  GRE_SECTIONS,
  type GreSection,
  ORGANIZATIONS,
  ROLES,
  SPECIALIZATIONS,
  TOEFL_SECTIONS,
} from "./options";
import {
  dobError,
  gpaError,
  greSectionError,
  ieltsSectionError,
  toeflSectionError,
  workMonthsError,
} from "./rules";
import type { ExtracurricularActivity } from "./types";

export interface ProfileIssue {
  /** The form field the message belongs to. */
  path: string;
  message: string;
}

type Issues = ProfileIssue[];

function oneOf(list: readonly string[], value: unknown): boolean {
  return typeof value === "string" && list.includes(value);
}

/** How a choice field is named in a message: 'Please choose a valid area of study.'. */
const OPTION_NAMES = {
  gender: "gender",
  category: "category",
  degree: "degree",
  areaOfStudy: "area of study",
  currentEducationLevel: "current education level",
  applyingSemester: "applying semester",
} as const;

function requireOption(
  issues: Issues,
  path: keyof typeof OPTION_NAMES,
  list: readonly string[],
  value: unknown,
) {
  if (value === null || value === undefined || value === "") {
    issues.push({ path, message: M.required });
  } else if (!oneOf(list, value)) {
    issues.push({ path, message: M.invalidOption(OPTION_NAMES[path]) });
  }
}

export interface PersonalDraft {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  gender: string | null;
  category: string | null;
  undergradUniversity: string | null;
}

export const UNDERGRAD_UNIVERSITY_MAX = 300;

export function personalIssues(d: PersonalDraft, today = new Date()): Issues {
  const issues: Issues = [];
  const first = nameError(d.firstName ?? "");
  if (first) issues.push({ path: "firstName", message: first });
  const last = nameError(d.lastName ?? "");
  if (last) issues.push({ path: "lastName", message: last });
  const dob = dobError(d.dateOfBirth, today);
  if (dob) issues.push({ path: "dateOfBirth", message: dob });
  requireOption(issues, "gender", GENDERS, d.gender);
  requireOption(issues, "category", STUDENT_CATEGORIES, d.category);
  const university = (d.undergradUniversity ?? "").trim();
  if (!university) issues.push({ path: "undergradUniversity", message: M.required });
  else if (university.length > UNDERGRAD_UNIVERSITY_MAX) {
    issues.push({
      path: "undergradUniversity",
      message: M.textTooLong("Undergrad university", UNDERGRAD_UNIVERSITY_MAX),
    });
  }
  return issues;
}

export interface AcademicDraft {
  degree: string | null;
  areaOfStudy: string | null;
  specialization: string[];
  currentEducationLevel: string | null;
  applyingSemester: string | null;
  undergradCourseName: string | null;
}

export function academicIssues(d: AcademicDraft): Issues {
  const issues: Issues = [];
  requireOption(issues, "degree", DEGREES, d.degree);
  requireOption(issues, "areaOfStudy", AREAS_OF_STUDY, d.areaOfStudy);
  if (d.specialization.length === 0) {
    issues.push({ path: "specialization", message: M.specializationRequired });
  } else if (oneOf(AREAS_OF_STUDY, d.areaOfStudy)) {
    const area = d.areaOfStudy as (typeof AREAS_OF_STUDY)[number];
    const allowed = SPECIALIZATIONS[area].map((c) => c.code);
    const stray = d.specialization.find((code) => !allowed.includes(code));
    if (stray)
      issues.push({ path: "specialization", message: M.specializationNotInArea(stray, area) });
  }
  requireOption(issues, "currentEducationLevel", EDUCATION_LEVELS, d.currentEducationLevel);
  requireOption(issues, "applyingSemester", SEMESTERS, d.applyingSemester);
  if (!(d.undergradCourseName ?? "").trim()) {
    issues.push({ path: "undergradCourse", message: M.required });
  }
  return issues;
}

export type ScoreDraft<K extends string> = Partial<Record<K, number | null>>;

export interface TestsDraft {
  category: string | null;
  gpaScale: GpaScale;
  /** The GPA on the chosen scale. */
  gpa: number | null;
  englishTest: EnglishTest | null;
  englishScores: ScoreDraft<EnglishSection>;
  aptitudeTest: AptitudeTest | null;
  greScores: ScoreDraft<GreSection>;
}

function allMissing(scores: Partial<Record<string, number | null>>, keys: readonly string[]) {
  return keys.every((k) => scores[k] === null || scores[k] === undefined);
}

function englishIssues(d: TestsDraft, issues: Issues) {
  const international = d.category === "International Student";
  const none = !d.englishTest || d.englishTest === "None";
  // Required for international students; optional for domestic ones, where no choice is None.
  if (international && none) {
    issues.push({ path: "englishTest", message: M.englishTestRequired });
    return;
  }
  if (none) return;
  if (allMissing(d.englishScores, TOEFL_SECTIONS)) {
    const message = d.englishTest === "TOEFL" ? M.toeflRequired : M.ieltsRequired;
    issues.push({ path: "englishScores", message });
    return;
  }
  const check = d.englishTest === "TOEFL" ? toeflSectionError : ieltsSectionError;
  for (const section of TOEFL_SECTIONS) {
    const message = check(section, d.englishScores[section]);
    if (message) issues.push({ path: `englishScores.${section}`, message });
  }
}

function greIssues(d: TestsDraft, issues: Issues) {
  if (!d.aptitudeTest) {
    issues.push({ path: "aptitudeTest", message: M.required });
    return;
  }
  if (d.aptitudeTest === "None") return;
  if (allMissing(d.greScores, GRE_SECTIONS)) {
    issues.push({ path: "greScores", message: M.greRequired });
    return;
  }
  for (const section of GRE_SECTIONS) {
    const message = greSectionError(section, d.greScores[section]);
    if (message) issues.push({ path: `greScores.${section}`, message });
  }
}

export function testsIssues(d: TestsDraft): Issues {
  const issues: Issues = [];
  const gpa = gpaError(d.gpa, d.gpaScale);
  if (gpa) issues.push({ path: "gpa", message: gpa });
  englishIssues(d, issues);
  greIssues(d, issues);
  return issues;
}

export interface WorkDraft {
  workExperience: boolean | null;
  fulltimeMonths: number | null;
  internshipMonths: number | null;
}

export function workIssues(d: WorkDraft): Issues {
  const issues: Issues = [];
  if (d.workExperience === null) issues.push({ path: "workExperience", message: M.required });
  if (!d.workExperience) return issues;
  const full = workMonthsError("full", d.fulltimeMonths);
  if (full) issues.push({ path: "fulltimeMonths", message: full });
  const internship = workMonthsError("internship", d.internshipMonths);
  if (internship) issues.push({ path: "internshipMonths", message: internship });
  return issues;
}

export const MAX_LIST_ITEMS = 50;
export const LIST_ITEM_MAX = 300;

export interface ListDraft {
  enabled: boolean | null;
  items: string[];
}

/**
 * Spec 1 draws these as yes/no toggles and asks for items only once yes is chosen: a toggle
 * left unanswered is saved as "No" (issue 32), never a "This field is required" that blocks it.
 */
export function listIssues(d: ListDraft, emptyMessage: string, what: string): Issues {
  if (!d.enabled) return [];
  if (d.items.length === 0) return [{ path: "items", message: emptyMessage }];
  if (d.items.length > MAX_LIST_ITEMS) {
    return [{ path: "items", message: M.tooManyItems(what, MAX_LIST_ITEMS) }];
  }
  const long = d.items.find((item) => !item.trim() || item.length > LIST_ITEM_MAX);
  if (long !== undefined)
    return [{ path: "items", message: M.textTooLong("Each entry", LIST_ITEM_MAX) }];
  return [];
}

export const conferenceIssues = (d: ListDraft) =>
  listIssues(d, M.conferenceRequired, "conferences");
export const researchIssues = (d: ListDraft) => listIssues(d, M.journalRequired, "journals");

/** The first problem of one activity, in the order the spec lists them. */
export function activityError(a: Partial<ExtracurricularActivity>): string | null {
  if (!a.activityType) return M.activityTypeRequired;
  if (!oneOf(ACTIVITY_TYPES, a.activityType)) return M.invalidOption("activity type");
  const group = activityGroup(a.activityType);
  if (group === "volunteering") {
    if (!oneOf(ORGANIZATIONS, a.organization) || !oneOf(ROLES, a.role)) return M.activityIncomplete;
  }
  if (group === "contest") {
    if (!oneOf(ACTIVITY_LEVELS, a.level)) return M.activityLevelRequired;
    if (!oneOf(ACHIEVEMENTS, a.achievement)) return M.activityAchievementRequired;
  }
  return null;
}

export interface ExtracurricularDraft {
  enabled: boolean | null;
  activities: Partial<ExtracurricularActivity>[];
}

/** Unanswered saves as "No", as the other yes/no lists (listIssues). */
export function extracurricularIssues(d: ExtracurricularDraft): Issues {
  if (!d.enabled) return [];
  if (d.activities.length > MAX_LIST_ITEMS) {
    return [{ path: "activities", message: M.tooManyItems("activities", MAX_LIST_ITEMS) }];
  }
  const issues: Issues = [];
  d.activities.forEach((activity, index) => {
    const message = activityError(activity);
    if (message) issues.push({ path: `activities.${index}`, message });
  });
  return issues;
}

/** Changing the type keeps only the new group's fields (spec 1 section 5). */
export function withActivityType(
  activity: ExtracurricularActivity,
  activityType: string,
): ExtracurricularActivity {
  const group = activityGroup(activityType);
  return {
    activityType,
    organization: group === "volunteering" ? activity.organization : null,
    role: group === "volunteering" ? activity.role : null,
    level: group === "contest" ? activity.level : null,
    achievement: group === "contest" ? activity.achievement : null,
  };
}
