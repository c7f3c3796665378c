/** The compare machine's context, input, events and emitted events. */
import type { UniversitySuggestion } from "@gradplan/schema";
import type { CourseDetails } from "../university";
import type { ChancesByCourse, StudentFigures } from "./compareApi";

export interface CompareContext {
  studentId: string | null;
  /** The compared courses, in the order added; at most COMPARE_LIMIT. */
  entries: CourseDetails[];
  chances: ChancesByCourse;
  student: StudentFigures | null;
  /** The picker's choices. */
  university: UniversitySuggestion | null;
  courses: CourseDetails[];
  courseId: number | null;
  /** The picker's validation message (COMPARE_MESSAGES), shown under the form. */
  error: string | null;
}

export interface CompareInput {
  studentId: string | null;
  entries: CourseDetails[];
}

export type CompareEvent =
  | { type: "compare.openPicker" }
  | { type: "compare.closePicker" }
  | { type: "compare.pickUniversity"; university: UniversitySuggestion }
  | { type: "compare.clearUniversity" }
  /** The student reached for the course field; without a university that is an error. */
  | { type: "compare.courseFieldUsed" }
  | { type: "compare.chooseCourse"; courseId: number | null }
  | { type: "compare.add" }
  | { type: "compare.remove"; courseId: number };

/** Fetch failures become toasts; the view shows them (spec 2 section 8). */
export type CompareEmitted = { type: "compare.fetchFailed"; message: string };

export const EMPTY_PICKER: Pick<CompareContext, "university" | "courses" | "courseId" | "error"> = {
  university: null,
  courses: [],
  courseId: null,
  error: null,
};
