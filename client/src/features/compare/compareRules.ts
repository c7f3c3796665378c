/** The compare picker's checks on Add, in the order the student meets them (spec 2 section 5). */
import { COMPARE_LIMIT, COMPARE_MESSAGES, type UniversitySuggestion } from "@gradplan/schema";
import type { CourseDetails } from "../university";

export interface AddAttempt {
  university: UniversitySuggestion | null;
  courseId: number | null;
  entries: readonly CourseDetails[];
}

/** The message that blocks adding, or null when the course can be added. */
export function addError({ university, courseId, entries }: AddAttempt): string | null {
  if (university === null) return COMPARE_MESSAGES.selectUniversity;
  if (courseId === null) return COMPARE_MESSAGES.selectCourse;
  if (entries.some((course) => course.course_id === courseId)) return COMPARE_MESSAGES.duplicate;
  if (entries.length >= COMPARE_LIMIT) return COMPARE_MESSAGES.limit;
  return null;
}
