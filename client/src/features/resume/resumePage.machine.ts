/**
 * The resume page's data (spec 1 section 4): load the latest resume (loading -> ready | failed),
 * take in a freshly evaluated one, and say when to open the add modal by itself: once the load
 * found no resume and the founder's feedback modal, if it showed, has closed.
 */
import { RESUME_MESSAGES, type Resume } from "@gradplan/schema";
import { and, assign, emit, fromPromise, setup, stateIn } from "xstate";
import { unlessAborted } from "../university/unlessAborted";
import { failureMessage, resumeApi } from "./resumeApi";

export interface ResumePageContext {
  studentId: string;
  resume: Resume | null;
  /** Why the last load failed, kept for the page after its toast has gone (spec 1 section 4). */
  error: string | null;
}

export type ResumePageEvent =
  | { type: "resume.retry" }
  | { type: "resume.stored"; resume: Resume }
  /** The founder's feedback gate let the student through (or had nothing to ask). */
  | { type: "founder.passed" };

export type ResumePageEmitted =
  | { type: "resume.fetchFailed"; message: string }
  | { type: "resume.promptAdd" };

export const resumePageMachine = setup({
  types: {
    context: {} as ResumePageContext,
    events: {} as ResumePageEvent,
    emitted: {} as ResumePageEmitted,
    input: {} as { studentId: string },
  },
  actors: {
    loadResume: fromPromise<Resume | null, { studentId: string }>(({ input, signal }) =>
      unlessAborted(signal, resumeApi.getResume(input.studentId, signal)),
    ),
  },
  guards: {
    hasNoResume: ({ context }) => context.resume === null,
  },
}).createMachine({
  id: "resumePage",
  type: "parallel",
  context: ({ input }) => ({ studentId: input.studentId, resume: null, error: null }),
  states: {
    resume: {
      initial: "loading",
      on: {
        "resume.stored": {
          target: ".ready",
          actions: assign({ resume: ({ event }) => event.resume, error: null }),
        },
      },
      states: {
        loading: {
          invoke: {
            src: "loadResume",
            input: ({ context }) => ({ studentId: context.studentId }),
            onDone: {
              target: "ready",
              actions: assign({ resume: ({ event }) => event.output, error: null }),
            },
            onError: {
              target: "failed",
              actions: [
                assign({
                  error: ({ event }) => failureMessage(event.error, RESUME_MESSAGES.fetchFailed),
                }),
                emit(({ event }) => ({
                  type: "resume.fetchFailed" as const,
                  message: failureMessage(event.error, RESUME_MESSAGES.fetchFailed),
                })),
              ],
            },
          },
        },
        ready: {},
        failed: { on: { "resume.retry": "loading" } },
      },
    },
    // Asked at most once per visit; a failed load waits for a retry that finds nothing.
    firstResumePrompt: {
      initial: "awaitingFounder",
      states: {
        awaitingFounder: { on: { "founder.passed": "awaitingLoad" } },
        awaitingLoad: {
          always: [
            {
              guard: and([stateIn({ resume: "ready" }), "hasNoResume"]),
              target: "done",
              actions: emit({ type: "resume.promptAdd" }),
            },
            { guard: stateIn({ resume: "ready" }), target: "done" },
          ],
        },
        done: {},
      },
    },
  },
});

export type ResumePageMachine = typeof resumePageMachine;
