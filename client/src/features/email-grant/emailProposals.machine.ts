/**
 * Answering the decisions found in an email (issue 17): idle -> accepting | dismissing -> idle,
 * one answer at a time. An accepted decision is announced for a toast and offered for sharing on
 * /submit-results (until dismissed or another is accepted); a refused answer is announced with
 * the server's message (or ours) and the proposal stays. Nothing is sent without the student's
 * click: this machine only acts on their events.
 */
import { type ApplicationDecision, decisionOfStatus } from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import { studentMessage } from "../../shared/graphql/request";
import type { SharedCourse } from "../results";
import { type AcceptInput, proposalsApi } from "./proposalsApi";
import { PROPOSALS_TEXT } from "./proposalsText";

export interface ProposalAnswerContext {
  studentId: string;
  /** The proposal being answered; null when none is. */
  busyId: string | null;
  /** What is being accepted: the course it is about (the share offer names it) and its id. */
  accepting: { courseId: number | null; course: SharedCourse } | null;
  /** The last accepted decision, offered for sharing; null when none is offered. */
  offer: { course: SharedCourse; decision: ApplicationDecision } | null;
}

export type ProposalAnswerEvent =
  | { type: "proposal.accept"; id: string; courseId: number | null; course: SharedCourse }
  | { type: "proposal.dismiss"; id: string }
  | { type: "offer.dismiss" };

export type ProposalAnswerEmitted =
  | { type: "proposal.accepted"; status: string; course: SharedCourse | null }
  | { type: "proposal.dismissed" }
  | { type: "proposal.failed"; message: string };

export const emailProposalsMachine = setup({
  types: {
    context: {} as ProposalAnswerContext,
    events: {} as ProposalAnswerEvent,
    emitted: {} as ProposalAnswerEmitted,
    input: {} as { studentId: string },
  },
  actors: {
    accept: fromPromise<string, AcceptInput>(({ input }) => proposalsApi.acceptProposal(input)),
    dismiss: fromPromise<void, { studentId: string; id: string }>(({ input }) =>
      proposalsApi.dismissProposal(input),
    ),
  },
  actions: {
    announceFailed: emit((_, params: { error: unknown; fallback: string }) => ({
      type: "proposal.failed" as const,
      message: studentMessage(params.error, params.fallback),
    })),
    settle: assign({ busyId: null, accepting: null }),
  },
}).createMachine({
  id: "emailProposals",
  context: ({ input }) => ({
    studentId: input.studentId,
    busyId: null,
    accepting: null,
    offer: null,
  }),
  initial: "idle",
  on: { "offer.dismiss": { actions: assign({ offer: null }) } },
  states: {
    idle: {
      on: {
        "proposal.accept": {
          target: "accepting",
          actions: assign({
            busyId: ({ event }) => event.id,
            accepting: ({ event }) => ({ courseId: event.courseId, course: event.course }),
          }),
        },
        "proposal.dismiss": {
          target: "dismissing",
          actions: assign({ busyId: ({ event }) => event.id }),
        },
      },
    },
    accepting: {
      invoke: {
        src: "accept",
        input: ({ context }) => ({
          studentId: context.studentId,
          id: context.busyId ?? "",
          courseId: context.accepting?.courseId ?? null,
        }),
        onDone: {
          target: "idle",
          actions: [
            emit(({ context, event }) => ({
              type: "proposal.accepted" as const,
              status: event.output,
              course: context.accepting?.course ?? null,
            })),
            assign({
              offer: ({ context, event }) => {
                const decision = decisionOfStatus(event.output);
                return decision && context.accepting
                  ? { course: context.accepting.course, decision }
                  : null;
              },
            }),
            "settle",
          ],
        },
        onError: failedWith(PROPOSALS_TEXT.acceptFailed),
      },
    },
    dismissing: {
      invoke: {
        src: "dismiss",
        input: ({ context }) => ({ studentId: context.studentId, id: context.busyId ?? "" }),
        onDone: { target: "idle", actions: [emit({ type: "proposal.dismissed" }), "settle"] },
        onError: failedWith(PROPOSALS_TEXT.dismissFailed),
      },
    },
  },
});

export type EmailProposalsMachine = typeof emailProposalsMachine;

/** A refused answer: back to idle, the server's words (or `fallback`) announced for a toast. */
function failedWith(fallback: string) {
  return {
    target: "idle" as const,
    actions: [
      {
        type: "announceFailed" as const,
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback }),
      },
      "settle" as const,
    ],
  };
}
