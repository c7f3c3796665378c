/**
 * The details page's course list: loading -> loaded | failed. Logged in, one call brings every
 * course with the student's chance and reasons; logged out, the plain list (no chances).
 */
import type { AdmitAssessment, WhatIf } from "@gradplan/schema";
import { assign, fromPromise, setup } from "xstate";
import { type CourseDetails, courseApi } from "./courseApi";
import { unlessAborted } from "./unlessAborted";

/** A student's chance at one course, with what would move it. */
export type CourseChance = AdmitAssessment & { whatIf: WhatIf[] };

export interface CourseView {
  course: CourseDetails;
  /** Logged in only. */
  assessment: CourseChance | null;
}

export interface UniversityCoursesInput {
  universityId: number;
  studentId: string | null;
}

export async function loadCourseViews(
  { universityId, studentId }: UniversityCoursesInput,
  signal?: AbortSignal,
): Promise<CourseView[]> {
  if (studentId === null) {
    const courses = await courseApi.universityCourses(universityId, signal);
    return courses.map((course) => ({ course, assessment: null }));
  }
  const rows = await courseApi.universityCoursesForStudent(universityId, studentId, signal);
  return rows.map(({ course, ...assessment }) => ({ course, assessment }));
}

export const universityCoursesMachine = setup({
  types: {
    context: {} as UniversityCoursesInput & { courses: CourseView[] },
    input: {} as UniversityCoursesInput,
    events: {} as { type: "courses.retry" },
  },
  actors: {
    fetchCourses: fromPromise<CourseView[], UniversityCoursesInput>(({ input, signal }) =>
      unlessAborted(signal, loadCourseViews(input, signal)),
    ),
  },
}).createMachine({
  id: "universityCourses",
  context: ({ input }) => ({ ...input, courses: [] }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "fetchCourses",
        input: ({ context }) => ({
          universityId: context.universityId,
          studentId: context.studentId,
        }),
        onDone: { target: "loaded", actions: assign({ courses: ({ event }) => event.output }) },
        onError: "failed",
      },
    },
    loaded: {},
    failed: { on: { "courses.retry": "loading" } },
  },
});

export type UniversityCoursesMachine = typeof universityCoursesMachine;
