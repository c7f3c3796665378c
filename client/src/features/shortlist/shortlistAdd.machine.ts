/**
 * One course's '+': idle -> adding -> idle. The server checks whether the course is on the
 * shortlist already and adds it if not (spec 2 section 4); the outcome is emitted for a toast.
 * Presses while adding are ignored, so one click adds once.
 */
import { assign, emit, fromPromise, setup } from "xstate";
import { type ShortlistAddInput, shortlistApi } from "./shortlistApi";

export type ShortlistAddEvent = { type: "shortlist.add" } & ShortlistAddInput;

export type ShortlistAddEmitted =
  | { type: "shortlist.added" }
  | { type: "shortlist.alreadyPresent" }
  | { type: "shortlist.failed" };

export const shortlistAddMachine = setup({
  types: {
    /** The course being added, and for whom. */
    context: {} as ShortlistAddInput,
    events: {} as ShortlistAddEvent,
    emitted: {} as ShortlistAddEmitted,
  },
  actors: {
    checkAndAddCourse: fromPromise<{ exists: boolean }, ShortlistAddInput>(({ input }) =>
      shortlistApi.checkAndAddCourse(input),
    ),
  },
  actions: {
    remember: assign(({ event }) => ({ courseId: event.courseId })),
    announceOutcome: emit((_, params: { exists: boolean }) =>
      params.exists
        ? { type: "shortlist.alreadyPresent" as const }
        : { type: "shortlist.added" as const },
    ),
    announceFailed: emit({ type: "shortlist.failed" as const }),
    logFailure: (_, params: { error: unknown }) => {
      console.error("Adding to the shortlist failed:", params.error);
    },
  },
}).createMachine({
  id: "shortlistAdd",
  context: { courseId: 0 },
  initial: "idle",
  states: {
    idle: { on: { "shortlist.add": { target: "adding", actions: "remember" } } },
    adding: {
      invoke: {
        src: "checkAndAddCourse",
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: {
          target: "idle",
          actions: {
            type: "announceOutcome",
            params: ({ event }) => ({ exists: event.output.exists }),
          },
        },
        onError: {
          target: "idle",
          actions: [
            { type: "logFailure", params: ({ event }) => ({ error: event.error }) },
            "announceFailed",
          ],
        },
      },
    },
  },
});

export type ShortlistAddMachine = typeof shortlistAddMachine;
