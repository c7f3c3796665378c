/**
 * The feedback modal (spec 1 sections 2, 5, 8): closed -> open -> submitting -> closed on success,
 * or back to open with the error. Toasts and "closed" are emitted so the view stays a thin shell.
 */
import { FEEDBACK_MESSAGES } from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import { type FeedbackSubmission, feedbackApi } from "./feedbackApi";

export interface FeedbackContext {
  /** 1 to 5; null until the user picks a star. */
  star: number | null;
  description: string;
  error: string | null;
}

export type FeedbackEvent =
  | { type: "feedback.open" }
  | { type: "feedback.cancel" }
  | { type: "feedback.rate"; star: number }
  | { type: "feedback.describe"; description: string }
  /** The student id is read at submit time: the session may change while the modal is open. */
  | { type: "feedback.submit"; studentId: string | null };

export type FeedbackEmitted =
  | { type: "feedback.submitted" }
  | { type: "feedback.failed" }
  | { type: "feedback.closed" };

const EMPTY: FeedbackContext = { star: null, description: "", error: null };

export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    emitted: {} as FeedbackEmitted,
  },
  actors: {
    submitFeedback: fromPromise<void, FeedbackSubmission>(({ input }) =>
      feedbackApi.submitFeedback(input),
    ),
  },
  guards: {
    hasStar: ({ context }) => context.star !== null,
  },
  actions: {
    reset: assign(() => EMPTY),
    rate: assign(({ event }) =>
      event.type === "feedback.rate" &&
      Number.isInteger(event.star) &&
      event.star >= 1 &&
      event.star <= 5
        ? { star: event.star, error: null }
        : {},
    ),
    describe: assign(({ event }) =>
      event.type === "feedback.describe" ? { description: event.description } : {},
    ),
    requireStar: assign({ error: FEEDBACK_MESSAGES.starRequired }),
    markFailed: assign({ error: FEEDBACK_MESSAGES.failed }),
    emitSubmitted: emit({ type: "feedback.submitted" }),
    emitFailed: emit({ type: "feedback.failed" }),
    emitClosed: emit({ type: "feedback.closed" }),
  },
}).createMachine({
  id: "feedback",
  context: EMPTY,
  initial: "closed",
  states: {
    closed: {
      on: { "feedback.open": { target: "open", actions: "reset" } },
    },
    open: {
      on: {
        "feedback.rate": { actions: "rate" },
        "feedback.describe": { actions: "describe" },
        "feedback.cancel": { target: "closed", actions: "emitClosed" },
        "feedback.submit": [{ guard: "hasStar", target: "submitting" }, { actions: "requireStar" }],
      },
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        src: "submitFeedback",
        input: ({ context, event }) => ({
          feedback: {
            feedback_star: context.star ?? 0,
            feedback_description: context.description.trim() || null,
          },
          studentId: event.type === "feedback.submit" ? event.studentId : null,
        }),
        onDone: { target: "closed", actions: ["emitSubmitted", "emitClosed"] },
        onError: { target: "open", actions: ["markFailed", "emitFailed"] },
      },
    },
  },
});

export type FeedbackMachine = typeof feedbackMachine;
