/**
 * A student's own deadline for a shortlisted course (docs/shortlist.md): idle -> saving -> idle.
 * The date is checked with the shared rule before it is sent; the outcome is emitted for a toast.
 * The answer refreshes the shortlist (cache.ts), which shows the stored date.
 */
import { OWN_DEADLINE_MESSAGES, ownDeadlineIssue } from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import { type OwnDeadlineInput, shortlistApi, studentMessage } from "./shortlistApi";

export interface OwnDeadlineContext {
  studentId: string;
  courseId: number;
  /** The date in the field (YYYY-MM-DD as a date input gives it; "" when empty). */
  draft: string;
  error: string | null;
}

export type OwnDeadlineEvent =
  | { type: "ownDeadline.edit"; date: string }
  | { type: "ownDeadline.save" }
  | { type: "ownDeadline.remove" };

export type OwnDeadlineEmitted =
  | { type: "ownDeadline.saved"; message: string }
  | { type: "ownDeadline.failed"; message: string };

export const ownDeadlineMachine = setup({
  types: {
    context: {} as OwnDeadlineContext,
    events: {} as OwnDeadlineEvent,
    emitted: {} as OwnDeadlineEmitted,
    input: {} as { studentId: string; courseId: number; ownDeadline: string | null },
  },
  actors: {
    save: fromPromise<string | null, OwnDeadlineInput>(({ input }) =>
      shortlistApi.setOwnDeadline(input),
    ),
  },
  guards: {
    isValid: ({ context }) => ownDeadlineIssue(context.draft || null) === null,
  },
}).createMachine({
  id: "ownDeadline",
  context: ({ input }) => ({
    studentId: input.studentId,
    courseId: input.courseId,
    draft: input.ownDeadline ?? "",
    error: null,
  }),
  initial: "idle",
  states: {
    idle: {
      on: {
        "ownDeadline.edit": {
          actions: assign(({ event }) => ({ draft: event.date, error: null })),
        },
        "ownDeadline.save": [
          { guard: "isValid", target: "saving" },
          {
            actions: assign(({ context }) => ({
              error: ownDeadlineIssue(context.draft || null),
            })),
          },
        ],
        "ownDeadline.remove": {
          target: "saving",
          actions: assign({ draft: "" }),
        },
      },
    },
    saving: {
      invoke: {
        src: "save",
        input: ({ context }) => ({
          studentId: context.studentId,
          courseId: context.courseId,
          date: context.draft || null,
        }),
        onDone: {
          target: "idle",
          actions: [
            assign(({ event }) => ({ draft: event.output ?? "" })),
            emit(({ event }) => ({
              type: "ownDeadline.saved" as const,
              message: event.output ? OWN_DEADLINE_MESSAGES.saved : OWN_DEADLINE_MESSAGES.cleared,
            })),
          ],
        },
        onError: {
          target: "idle",
          actions: emit(({ event }) => ({
            type: "ownDeadline.failed" as const,
            message: studentMessage(event.error, OWN_DEADLINE_MESSAGES.failed),
          })),
        },
      },
    },
  },
});

export type OwnDeadlineMachine = typeof ownDeadlineMachine;
