/**
 * One course's '+' button: idle -> adding -> idle. The server checks whether the course is on the
 * shortlist already and adds it if not (spec 2 section 4); the outcome is emitted for a toast.
 */
import { emit, fromPromise, setup } from "xstate";
import { courseApi } from "./courseApi";

export type ShortlistAddEmitted =
  | { type: "shortlist.added" }
  | { type: "shortlist.alreadyPresent" }
  | { type: "shortlist.failed" };

export const shortlistAddMachine = setup({
  types: {
    events: {} as { type: "shortlist.add"; courseId: number; studentId: string },
    emitted: {} as ShortlistAddEmitted,
  },
  actors: {
    checkAndAddCourse: fromPromise<{ exists: boolean }, { courseId: number; studentId: string }>(
      ({ input }) => courseApi.addToShortlist(input.courseId, input.studentId),
    ),
  },
}).createMachine({
  id: "shortlistAdd",
  initial: "idle",
  states: {
    idle: { on: { "shortlist.add": "adding" } },
    adding: {
      invoke: {
        src: "checkAndAddCourse",
        input: ({ event }) =>
          event.type === "shortlist.add"
            ? { courseId: event.courseId, studentId: event.studentId }
            : { courseId: 0, studentId: "" },
        onDone: {
          target: "idle",
          actions: emit(({ event }) =>
            event.output.exists
              ? { type: "shortlist.alreadyPresent" as const }
              : { type: "shortlist.added" as const },
          ),
        },
        onError: { target: "idle", actions: emit({ type: "shortlist.failed" as const }) },
      },
    },
  },
});

export type ShortlistAddMachine = typeof shortlistAddMachine;
