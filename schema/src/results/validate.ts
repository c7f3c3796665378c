/**
 * The submit-results form's checks (spec 2 section 5), built on the profile's score, GPA, work and
 * list rules so a community result and a profile are held to the same ranges. The form runs them
 * before submitting; the server runs them again on what arrives.
 */
import { emailError, NAME_MAX_LENGTH, STUDENT_CATEGORIES } from "../auth";
import { PROFILE_MESSAGES as P } from "../profile/messages";
import {
  APTITUDE_TESTS,
  EDUCATION_LEVELS,
  ENGLISH_TESTS,
  GRE_SECTIONS,
  TOEFL_SECTIONS,
} from "../profile/options";
import {
  gpaError,
  greSectionError,
  ieltsSectionError,
  toeflSectionError,
  workMonthsError,
} from "../profile/rules";
import {
  activityError,
  type ListDraft,
  listIssues,
  MAX_LIST_ITEMS,
  UNDERGRAD_UNIVERSITY_MAX,
} from "../profile/sections";
import { applicationIssues } from "./application";
import { MAX_APPLICATIONS, RESULTS_TEXT_MAX } from "./constants";
import { add, blank, choice, oneOf, type SubmitResultsIssues, text } from "./issues";
import { SUBMIT_RESULTS_MESSAGES as M } from "./messages";
import type { SubmitResultsInput } from "./types";

function gpaIssues(input: SubmitResultsInput, issues: SubmitResultsIssues) {
  const four = input.gpaFourScale ?? null;
  const ten = input.gpaTenScale ?? null;
  // Either scale will do; when both are given the ten-point one is the source (normalize).
  if (four === null && ten === null) return add(issues, "gpaFourScale", M.gpaRequired);
  if (ten !== null) add(issues, "gpaTenScale", gpaError(ten, 10));
  if (four !== null) add(issues, "gpaFourScale", gpaError(four, 4));
}

function englishIssues(input: SubmitResultsInput, issues: SubmitResultsIssues) {
  const scores = input.englishTestScores;
  const test = scores?.test;
  const path = "englishTestScores";
  if (!scores || blank(test)) return add(issues, `${path}.test`, M.englishTestRequired);
  if (!oneOf(ENGLISH_TESTS, test))
    return add(issues, `${path}.test`, P.invalidOption("English test"));
  if (test === "None") {
    if (input.category === "International Student") {
      add(issues, `${path}.test`, M.internationalNeedsEnglishTest);
    }
    return;
  }
  if (TOEFL_SECTIONS.every((s) => scores[s] === null || scores[s] === undefined)) {
    return add(issues, path, test === "TOEFL" ? P.toeflRequired : P.ieltsRequired);
  }
  const check = test === "TOEFL" ? toeflSectionError : ieltsSectionError;
  for (const section of TOEFL_SECTIONS)
    add(issues, `${path}.${section}`, check(section, scores[section]));
}

function greIssues(input: SubmitResultsInput, issues: SubmitResultsIssues) {
  const scores = input.greScores;
  const test = scores?.test;
  if (!scores || blank(test)) return add(issues, "greScores.test", M.aptitudeTestRequired);
  if (!oneOf(APTITUDE_TESTS, test))
    return add(issues, "greScores.test", P.invalidOption("aptitude test"));
  if (test === "None") return;
  if (GRE_SECTIONS.every((s) => scores[s] === null || scores[s] === undefined)) {
    return add(issues, "greScores", P.greRequired);
  }
  for (const section of GRE_SECTIONS) {
    add(issues, `greScores.${section}`, greSectionError(section, scores[section]));
  }
}

/** Unanswered (null) counts as "no": the spec asks for items only when yes is chosen. */
function listAnswerIssues(
  issues: SubmitResultsIssues,
  path: string,
  answer: ListDraft | null | undefined,
  emptyMessage: string,
  what: string,
) {
  if (!answer || answer.enabled === null || answer.enabled === undefined) return;
  const draft = { enabled: answer.enabled, items: answer.items ?? [] };
  for (const issue of listIssues(draft, emptyMessage, what)) {
    add(issues, `${path}.${issue.path}`, issue.message);
  }
}

function backgroundIssues(input: SubmitResultsInput, issues: SubmitResultsIssues) {
  listAnswerIssues(
    issues,
    "researchPaperDetails",
    input.researchPaperDetails,
    M.journalRequired,
    "journals",
  );
  listAnswerIssues(issues, "conferences", input.conferences, M.conferenceRequired, "conferences");
  const activities = input.extracurricularActivities ?? [];
  if (activities.length > MAX_LIST_ITEMS) {
    add(issues, "extracurricularActivities", P.tooManyItems("activities", MAX_LIST_ITEMS));
  } else {
    for (const [i, activity] of activities.entries()) {
      add(issues, `extracurricularActivities.${i}`, activityError(activity ?? {}));
    }
  }
  add(issues, "workEx.fulltime", workMonthsError("full", input.workEx?.fulltime));
  add(issues, "workEx.internship", workMonthsError("internship", input.workEx?.internship));
}

/** Every problem of a submission, empty when it may be sent. `today` is the local YYYY-MM-DD. */
export function submitResultsIssues(input: SubmitResultsInput, today: string): SubmitResultsIssues {
  const issues: SubmitResultsIssues = {};
  if (!blank(input.name) && String(input.name).trim().length > NAME_MAX_LENGTH) {
    add(issues, "name", P.textTooLong("Name", NAME_MAX_LENGTH));
  }
  if (!blank(input.email)) add(issues, "email", emailError(String(input.email)));
  choice(issues, "category", STUDENT_CATEGORIES, input.category, M.categoryRequired, "category");
  const university = input.undergradUniversity;
  text(
    issues,
    "undergradUniversity",
    university,
    M.undergradUniversityRequired,
    "Undergrad university",
    UNDERGRAD_UNIVERSITY_MAX,
  );
  text(
    issues,
    "undergradCourse",
    input.undergradCourse,
    M.undergradCourseRequired,
    "Undergrad course",
    RESULTS_TEXT_MAX,
  );
  const level = input.currentEducationLevel;
  choice(
    issues,
    "currentEducationLevel",
    EDUCATION_LEVELS,
    level,
    M.currentEducationLevelRequired,
    "current education level",
  );
  gpaIssues(input, issues);
  englishIssues(input, issues);
  greIssues(input, issues);
  backgroundIssues(input, issues);
  const applications = input.appliedToUniversities ?? [];
  if (applications.length === 0) add(issues, "appliedToUniversities", M.applicationsRequired);
  if (applications.length > MAX_APPLICATIONS) {
    add(issues, "appliedToUniversities", P.tooManyItems("universities", MAX_APPLICATIONS));
    return issues;
  }
  applications.forEach((a, i) => {
    applicationIssues(a, (field) => `appliedToUniversities.${i}.${field}`, today, issues);
  });
  return issues;
}
