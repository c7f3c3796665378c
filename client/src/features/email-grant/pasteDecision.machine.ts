/**
 * Pasting a decision email (issue 17), for a student whose inbox is not connected or whose email
 * was missed: closed -> editing -> reading -> closed. An empty or too long text is told at once
 * without a request; the server's refusal ("We could not find an admission decision…") keeps
 * the text for another try. What was found is announced for a toast; the proposal itself shows
 * in the list, where the student answers it.
 */
import { PASTED_TEXT_MAX, PROPOSAL_MESSAGES } from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import { studentMessage } from "../../shared/graphql/request";
import { type PastedFinding, proposalsApi } from "./proposalsApi";
import { PROPOSALS_TEXT } from "./proposalsText";

export interface PasteDecisionContext {
  studentId: string;
  text: string;
  error: string | null;
}

export type PasteDecisionEvent =
  | { type: "paste.open" }
  | { type: "paste.change"; text: string }
  | { type: "paste.submit" }
  | { type: "paste.cancel" };

export type PasteDecisionEmitted = { type: "paste.found"; finding: PastedFinding };

/** What stops a text before it is sent, or null. */
export function pastedTextIssue(text: string): string | null {
  if (!text.trim()) return PROPOSAL_MESSAGES.pastedEmpty;
  if (text.length > PASTED_TEXT_MAX) return PROPOSAL_MESSAGES.pastedTooLong;
  return null;
}

export const pasteDecisionMachine = setup({
  types: {
    context: {} as PasteDecisionContext,
    events: {} as PasteDecisionEvent,
    emitted: {} as PasteDecisionEmitted,
    input: {} as { studentId: string },
  },
  actors: {
    read: fromPromise<PastedFinding, { studentId: string; text: string }>(({ input }) =>
      proposalsApi.proposeFromPastedText(input),
    ),
  },
  guards: {
    readable: ({ context }) => pastedTextIssue(context.text) === null,
  },
}).createMachine({
  id: "pasteDecision",
  context: ({ input }) => ({ studentId: input.studentId, text: "", error: null }),
  initial: "closed",
  states: {
    closed: {
      on: { "paste.open": { target: "editing", actions: assign({ text: "", error: null }) } },
    },
    editing: {
      on: {
        // A new text is a new try: the last refusal no longer applies.
        "paste.change": { actions: assign({ text: ({ event }) => event.text, error: null }) },
        "paste.submit": [
          { guard: "readable", target: "reading", actions: assign({ error: null }) },
          { actions: assign({ error: ({ context }) => pastedTextIssue(context.text) }) },
        ],
        "paste.cancel": "closed",
      },
    },
    reading: {
      invoke: {
        src: "read",
        input: ({ context }) => ({ studentId: context.studentId, text: context.text }),
        onDone: {
          target: "closed",
          actions: [
            emit(({ event }) => ({ type: "paste.found" as const, finding: event.output })),
            assign({ text: "" }),
          ],
        },
        onError: {
          target: "editing",
          actions: assign({
            error: ({ event }) => studentMessage(event.error, PROPOSALS_TEXT.pasteFailed),
          }),
        },
      },
    },
  },
});

export type PasteDecisionMachine = typeof pasteDecisionMachine;
