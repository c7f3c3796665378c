/**
 * The compare modal (spec 2 "Compare modal", section 5 "Compare"): two parallel regions. `picker`
 * is the university-then-course form, open by itself whenever the table is empty; `student`
 * loads the logged-in student's own figures and chances beside the programs'.
 */
import { COMPARE_LIMIT, COMPARE_MESSAGES, SEARCH_PAGE_MESSAGES } from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import type { CourseDetails } from "../university";
import { type ComparedCourse, compareApi, type StudentView } from "./compareApi";
import { addError } from "./compareRules";
import { saveComparedCourses } from "./compareStorage";
import {
  type CompareContext,
  type CompareEmitted,
  type CompareEvent,
  type CompareInput,
  EMPTY_PICKER,
} from "./compareTypes";

export type { CompareContext, CompareEvent, CompareInput } from "./compareTypes";

export const compareMachine = setup({
  types: {
    context: {} as CompareContext,
    events: {} as CompareEvent,
    input: {} as CompareInput,
    emitted: {} as CompareEmitted,
  },
  actors: {
    fetchUniversityCourses: fromPromise<CourseDetails[], { universityId: number }>(({ input }) =>
      compareApi.universityCourses(input.universityId),
    ),
    fetchComparedCourse: fromPromise<
      ComparedCourse,
      { courseId: number; studentId: string | null }
    >(({ input }) => compareApi.loadComparedCourse(input.courseId, input.studentId !== null)),
    fetchStudentView: fromPromise<StudentView, { studentId: string; courseIds: number[] }>(
      ({ input }) => compareApi.loadStudentView(input.courseIds),
    ),
  },
  guards: {
    isEmpty: ({ context }) => context.entries.length === 0,
    hasEntries: ({ context }) => context.entries.length > 0,
    isLoggedIn: ({ context }) => context.studentId !== null,
    noUniversity: ({ context }) => context.university === null,
    canAdd: ({ context }) => addError(context) === null,
    removesLast: ({ context, event }) =>
      event.type === "compare.remove" &&
      context.entries.every((course) => course.course_id === event.courseId),
  },
  actions: {
    resetPicker: assign(() => EMPTY_PICKER),
    askForUniversityFirst: assign({ error: COMPARE_MESSAGES.selectUniversityFirst }),
    showAddError: assign(({ context }) => ({ error: addError(context) })),
    pickUniversity: assign(({ event }) =>
      event.type === "compare.pickUniversity"
        ? { ...EMPTY_PICKER, university: event.university }
        : {},
    ),
    chooseCourse: assign(({ event }) =>
      event.type === "compare.chooseCourse" ? { courseId: event.courseId, error: null } : {},
    ),
    removeEntry: assign(({ context, event }) =>
      event.type === "compare.remove"
        ? { entries: context.entries.filter((course) => course.course_id !== event.courseId) }
        : {},
    ),
    saveEntries: ({ context }) => saveComparedCourses(context.entries),
    reportFailure: emit((_, params: { message: string }) => ({
      type: "compare.fetchFailed" as const,
      message: params.message,
    })),
  },
}).createMachine({
  id: "compare",
  context: ({ input }) => ({
    studentId: input.studentId,
    entries: input.entries.slice(0, COMPARE_LIMIT),
    chances: {},
    student: null,
    ...EMPTY_PICKER,
  }),
  type: "parallel",
  states: {
    picker: {
      initial: "deciding",
      states: {
        deciding: { always: [{ guard: "isEmpty", target: "open" }, { target: "closed" }] },
        closed: {
          on: {
            "compare.openPicker": "open",
            "compare.remove": [
              // Spec: the picker opens by itself whenever the table becomes empty.
              { guard: "removesLast", target: "open", actions: ["removeEntry", "saveEntries"] },
              { actions: ["removeEntry", "saveEntries"] },
            ],
          },
        },
        open: {
          entry: "resetPicker",
          initial: "editing",
          on: {
            // With an empty table the picker is all there is: it stays open.
            "compare.closePicker": { guard: "hasEntries", target: "closed" },
            "compare.remove": { actions: ["removeEntry", "saveEntries"] },
            "compare.pickUniversity": { target: ".loadingCourses", actions: "pickUniversity" },
            "compare.clearUniversity": { target: ".editing", actions: "resetPicker" },
            "compare.courseFieldUsed": { guard: "noUniversity", actions: "askForUniversityFirst" },
            "compare.chooseCourse": [
              { guard: "noUniversity", actions: "askForUniversityFirst" },
              { actions: "chooseCourse" },
            ],
            "compare.add": [
              { guard: "canAdd", target: ".adding", actions: assign({ error: null }) },
              { actions: "showAddError" },
            ],
          },
          states: {
            editing: {},
            loadingCourses: {
              invoke: {
                src: "fetchUniversityCourses",
                input: ({ context }) => ({ universityId: context.university?.universityId ?? 0 }),
                onDone: {
                  target: "editing",
                  actions: assign({ courses: ({ event }) => event.output }),
                },
                onError: {
                  target: "editing",
                  actions: {
                    type: "reportFailure",
                    params: { message: SEARCH_PAGE_MESSAGES.fetchCoursesFailed },
                  },
                },
              },
            },
            adding: {
              // A second press while the course loads must not add it twice.
              on: { "compare.add": {} },
              invoke: {
                src: "fetchComparedCourse",
                input: ({ context }) => ({
                  courseId: context.courseId ?? 0,
                  studentId: context.studentId,
                }),
                onDone: {
                  target: "#compare.picker.closed",
                  actions: [
                    assign(({ context, event }) => ({
                      entries: [...context.entries, event.output.course],
                      chances: event.output.chance
                        ? {
                            ...context.chances,
                            [event.output.course.course_id]: event.output.chance,
                          }
                        : context.chances,
                    })),
                    "saveEntries",
                  ],
                },
                onError: {
                  target: "editing",
                  actions: {
                    type: "reportFailure",
                    params: { message: SEARCH_PAGE_MESSAGES.fetchCourseFailed },
                  },
                },
              },
            },
          },
        },
      },
    },
    student: {
      initial: "deciding",
      states: {
        deciding: { always: [{ guard: "isLoggedIn", target: "loading" }, { target: "anonymous" }] },
        anonymous: {},
        loading: {
          invoke: {
            src: "fetchStudentView",
            input: ({ context }) => ({
              studentId: context.studentId ?? "",
              courseIds: context.entries.map((course) => course.course_id),
            }),
            onDone: {
              target: "ready",
              actions: assign(({ context, event }) => ({
                student: event.output.figures,
                // Chances fetched while this loaded (a course added meanwhile) are newer: keep them.
                chances: { ...event.output.chances, ...context.chances },
              })),
            },
            onError: "unavailable",
          },
        },
        ready: {},
        unavailable: {},
      },
    },
  },
});

export type CompareMachine = typeof compareMachine;
