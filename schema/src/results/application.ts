/** The checks of one reported application (spec 2 section 5, "Each application needs"). */
import { PROFILE_MESSAGES as P } from "../profile/messages";
import { realDateYear } from "../profile/rules";
import {
  APPLICATION_DECISIONS,
  APPLIED_SEMESTERS,
  NOTIFICATION_METHODS,
  NOTIFICATION_YEARS_BACK,
  RESULTS_TEXT_MAX,
} from "./constants";
import { add, blank, choice, oneOf, type SubmitResultsIssues, text } from "./issues";
import { SUBMIT_RESULTS_MESSAGES as M } from "./messages";
import type { UniversityApplication } from "./types";

/** The earliest notification date `today` accepts: 1 January, NOTIFICATION_YEARS_BACK years ago. */
export function earliestNotificationDate(today: string): string {
  return `${Number(today.slice(0, 4)) - NOTIFICATION_YEARS_BACK}-01-01`;
}

/**
 * Optional (empty is fine: the spec lists the date outside what an application needs); when given,
 * a real YYYY-MM-DD calendar date not after `today` and not before `earliestNotificationDate`.
 */
export function notificationDateError(value: unknown, today: string): string | null {
  if (blank(value)) return null;
  const day = String(value).trim();
  if (realDateYear(day) === null) return M.invalidNotificationDate;
  if (day > today) return M.futureNotificationDate;
  const earliest = earliestNotificationDate(today);
  return day < earliest ? M.oldNotificationDate(earliest.slice(0, 4)) : null;
}

export function applicationIssues(
  a: Partial<UniversityApplication> | null | undefined,
  at: (field: string) => string,
  today: string,
  issues: SubmitResultsIssues,
) {
  const university = a?.appliedUniversity;
  // Picked from the catalogue: community results calibrate per course, so the id is needed too.
  if (blank(university?.universityId) || blank(university?.universityName)) {
    add(issues, at("appliedUniversity"), M.universityRequired);
  }
  const course = a?.appliedCourse;
  text(
    issues,
    at("appliedCourse"),
    course,
    M.appliedCourseRequired,
    "Course applied to",
    RESULTS_TEXT_MAX,
  );
  const decision = a?.applicationDecision;
  choice(
    issues,
    at("applicationDecision"),
    APPLICATION_DECISIONS,
    decision,
    M.decisionRequired,
    "application decision",
  );
  choice(
    issues,
    at("appliedSemester"),
    APPLIED_SEMESTERS,
    a?.appliedSemester,
    M.semesterRequired,
    "semester",
  );
  add(issues, at("notificationDate"), notificationDateError(a?.notificationDate, today));
  const method = a?.notificationMethod;
  if (!blank(method) && !oneOf(NOTIFICATION_METHODS, method)) {
    add(issues, at("notificationMethod"), P.invalidOption("notification method"));
  }
}
