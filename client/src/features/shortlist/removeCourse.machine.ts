/**
 * Removing a course from the shortlist, confirmed in a dialog: closed -> confirming -> removing
 * -> closed. Cancel (or Escape) closes without a request; the outcome is emitted for a toast.
 * The removal evicts the shortlist (cache.ts), so the list reads again without the course.
 */
import { SHORTLIST_MESSAGES } from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import { type ShortlistAddInput, shortlistServices, studentMessage } from "./shortlistServices";

export interface RemovableCourse {
  course_id: number;
  course_name: string;
  university_name: string;
}

export interface RemoveCourseContext {
  studentId: string;
  course: RemovableCourse | null;
}

export type RemoveCourseEvent =
  | { type: "remove.ask"; course: RemovableCourse }
  | { type: "remove.confirm" }
  | { type: "remove.cancel" };

export type RemoveCourseEmitted =
  | { type: "remove.done"; course: RemovableCourse }
  | { type: "remove.failed"; message: string };

export const removeCourseMachine = setup({
  types: {
    context: {} as RemoveCourseContext,
    events: {} as RemoveCourseEvent,
    emitted: {} as RemoveCourseEmitted,
    input: {} as { studentId: string },
  },
  actors: {
    deleteShortlistedCourse: fromPromise<void, ShortlistAddInput>(({ input }) =>
      shortlistServices.deleteShortlistedCourse(input),
    ),
  },
  actions: {
    announceDone: emit(({ context }) => ({
      type: "remove.done" as const,
      course: context.course as RemovableCourse,
    })),
    announceFailed: emit((_, params: { error: unknown }) => ({
      type: "remove.failed" as const,
      message: studentMessage(params.error, SHORTLIST_MESSAGES.removeFailed),
    })),
    forget: assign({ course: null }),
  },
}).createMachine({
  id: "removeCourse",
  context: ({ input }) => ({ studentId: input.studentId, course: null }),
  initial: "closed",
  states: {
    closed: {
      on: {
        "remove.ask": {
          target: "confirming",
          actions: assign({ course: ({ event }) => event.course }),
        },
      },
    },
    confirming: {
      on: {
        "remove.confirm": "removing",
        "remove.cancel": { target: "closed", actions: "forget" },
      },
    },
    removing: {
      // Cancel is ignored here: the request is on its way.
      invoke: {
        src: "deleteShortlistedCourse",
        input: ({ context }) => ({
          studentId: context.studentId,
          courseId: context.course?.course_id ?? 0,
        }),
        onDone: { target: "closed", actions: ["announceDone", "forget"] },
        onError: {
          target: "closed",
          actions: [
            { type: "announceFailed", params: ({ event }) => ({ error: event.error }) },
            "forget",
          ],
        },
      },
    },
  },
});

export type RemoveCourseMachine = typeof removeCourseMachine;
