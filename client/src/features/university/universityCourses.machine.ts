/**
 * The details page's course list: loading -> loaded | failed. Logged in, one call brings every
 * course with the student's chance and reasons; logged out, the plain list (no chances).
 */
import { assign, fromPromise, setup } from "xstate";
import { type CourseChance, type CourseDetails, courseApi } from "./courseApi";

export type { CourseChance } from "./courseApi";

export interface CourseView {
  course: CourseDetails;
  /** Logged in only. */
  assessment: CourseChance | null;
}

export interface UniversityCoursesInput {
  universityId: number;
  studentId: string | null;
}

export async function loadCourseViews({
  universityId,
  studentId,
}: UniversityCoursesInput): Promise<CourseView[]> {
  if (studentId === null) {
    const courses = await courseApi.universityCourses(universityId);
    return courses.map((course) => ({ course, assessment: null }));
  }
  const rows = await courseApi.universityCoursesForStudent(universityId);
  return rows.map(({ course, ...assessment }) => ({ course, assessment }));
}

export const universityCoursesMachine = setup({
  types: {
    context: {} as UniversityCoursesInput & { courses: CourseView[] },
    input: {} as UniversityCoursesInput,
    events: {} as { type: "courses.retry" },
  },
  actors: {
    fetchCourses: fromPromise<CourseView[], UniversityCoursesInput>(({ input }) =>
      loadCourseViews(input),
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
