/**
 * One shortlisted course's status (spec 2 section 4): idle -> saving -> idle. The chosen status
 * shows while it is saved; the answer (the stored course) updates the cache, and on failure the
 * stored status shows again and the server's message (or the spec's fallback) is emitted for a
 * toast. A choice made while one is saving is kept and saved next, the latest winning, so two
 * requests never race. A saved decision (Accepted, Admitted, Rejected, Wait Listed) is offered
 * for sharing on /submit-results until dismissed or replaced by another status.
 */
import { type ApplicationDecision, decisionOfStatus, SHORTLIST_MESSAGES } from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import { type StatusChangeInput, shortlistApi, studentMessage } from "./shortlistApi";

export interface StatusCourse {
  universityName: string;
  courseName: string;
  degreeCode: string;
}

export interface StatusChangeContext {
  course: StatusCourse;
  /** The status being saved; null when none is. */
  pending: string | null;
  /** A status chosen while another was saving. */
  queued: string | null;
  /** The decision the saved status reports, offered for sharing; null when none is offered. */
  offer: ApplicationDecision | null;
}

export type StatusChangeEvent =
  | { type: "status.change"; status: string }
  | { type: "offer.dismiss" };

export type StatusChangeEmitted =
  | { type: "status.saved"; status: string }
  | { type: "status.failed"; message: string };

export const statusChangeMachine = setup({
  types: {
    context: {} as StatusChangeContext,
    events: {} as StatusChangeEvent,
    emitted: {} as StatusChangeEmitted,
    input: {} as StatusCourse,
  },
  actors: {
    updateCourseStatus: fromPromise<unknown, StatusChangeInput>(({ input }) =>
      shortlistApi.updateCourseStatus(input),
    ),
  },
  guards: {
    hasQueued: ({ context }) => context.queued !== null && context.queued !== context.pending,
  },
  actions: {
    announceSaved: emit(({ context }) => ({
      type: "status.saved" as const,
      status: context.pending ?? "",
    })),
    announceFailed: emit((_, params: { error: unknown }) => ({
      type: "status.failed" as const,
      message: studentMessage(params.error, SHORTLIST_MESSAGES.statusFailed),
    })),
    offerToShare: assign(({ context }) => ({ offer: decisionOfStatus(context.pending ?? "") })),
    takeQueued: assign(({ context }) => ({ pending: context.queued, queued: null })),
    settle: assign({ pending: null, queued: null }),
  },
}).createMachine({
  id: "statusChange",
  context: ({ input }) => ({ course: input, pending: null, queued: null, offer: null }),
  initial: "idle",
  on: { "offer.dismiss": { actions: assign({ offer: null }) } },
  states: {
    idle: {
      on: {
        "status.change": {
          target: "saving",
          actions: assign({ pending: ({ event }) => event.status }),
        },
      },
    },
    saving: {
      on: { "status.change": { actions: assign({ queued: ({ event }) => event.status }) } },
      invoke: {
        src: "updateCourseStatus",
        input: ({ context }) => ({ ...context.course, status: context.pending ?? "" }),
        onDone: [
          { guard: "hasQueued", target: "saving", reenter: true, actions: "takeQueued" },
          { target: "idle", actions: ["announceSaved", "offerToShare", "settle"] },
        ],
        onError: [
          {
            guard: "hasQueued",
            target: "saving",
            reenter: true,
            actions: [
              { type: "announceFailed", params: ({ event }) => ({ error: event.error }) },
              "takeQueued",
            ],
          },
          {
            target: "idle",
            actions: [
              { type: "announceFailed", params: ({ event }) => ({ error: event.error }) },
              "settle",
            ],
          },
        ],
      },
    },
  },
});

export type StatusChangeMachine = typeof statusChangeMachine;
