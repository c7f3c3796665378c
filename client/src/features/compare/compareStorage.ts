/**
 * Keeps the compared courses for the browser session, so closing and reopening the modal (or
 * reloading the page) keeps the table. Under the app's prefix, so logout clears it too.
 */
import { COMPARE_LIMIT } from "@gradplan/schema";
import { STORAGE_PREFIX } from "../../shared/session/session";
import type { CourseDetails } from "../university";

export const COMPARE_STORAGE_KEY = `${STORAGE_PREFIX}compare`;

function isCourse(value: unknown): value is CourseDetails {
  if (typeof value !== "object" || value === null) return false;
  const course = value as Partial<CourseDetails>;
  return (
    typeof course.course_id === "number" &&
    typeof course.course_name === "string" &&
    typeof course.university_name === "string" &&
    typeof course.gre_required === "object" &&
    typeof course.english_scores === "object"
  );
}

/** The stored courses; anything unreadable (hand-edited, older shape) counts as none. */
export function loadComparedCourses(): CourseDetails[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(COMPARE_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isCourse).slice(0, COMPARE_LIMIT) : [];
  } catch {
    return [];
  }
}

export function saveComparedCourses(courses: readonly CourseDetails[]): void {
  try {
    if (courses.length === 0) window.sessionStorage.removeItem(COMPARE_STORAGE_KEY);
    else window.sessionStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(courses));
  } catch {
    // Storage can be full or disabled (privacy modes): the comparison then lasts while open.
  }
}
