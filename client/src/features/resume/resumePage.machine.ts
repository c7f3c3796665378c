/**
 * The resume page's data (spec 1 section 4): load the latest resume (loading -> ready | failed),
 * take in a freshly evaluated one, and say when to open the add modal by itself: once the load
 * found no resume and the founder's feedback modal, if it showed, has closed. After an upload
 * the server stored but had not evaluated in time, it watches: it loads again every few seconds,
 * for two minutes at most, until a newer evaluation arrives, and then evicts what that
 * evaluation made stale (the resume list, the profile strength).
 */
import { RESUME_MESSAGES, type Resume } from "@gradplan/schema";
import { and, assign, emit, fromPromise, setup, stateIn } from "xstate";
import { unlessAborted } from "../../shared/machines/unlessAborted";
import { failureMessage, resumeApi } from "./resumeApi";

export interface ResumePageContext {
  studentId: string;
  resume: Resume | null;
  /** Why the last load failed, kept for the page after its toast has gone (spec 1 section 4). */
  error: string | null;
  /** While watching for a pending evaluation: what was latest before it, and loads so far. */
  watch: { since: string | null; loads: number } | null;
}

/** Loads while watching for a pending evaluation: every WATCH_INTERVAL_MS, for two minutes. */
export const WATCH_LOADS = 24;

export type ResumePageEvent =
  | { type: "resume.retry" }
  | { type: "resume.stored"; resume: Resume }
  /** An upload was stored but not yet evaluated: watch for its evaluation. */
  | { type: "resume.watch" }
  /** The founder's feedback gate let the student through (or had nothing to ask). */
  | { type: "founder.passed" };

export type ResumePageEmitted =
  | { type: "resume.fetchFailed"; message: string }
  | { type: "resume.promptAdd" }
  | { type: "resume.arrived"; resume: Resume };

export const resumePageMachine = setup({
  types: {
    context: {} as ResumePageContext,
    events: {} as ResumePageEvent,
    emitted: {} as ResumePageEmitted,
    input: {} as { studentId: string },
  },
  actors: {
    loadResume: fromPromise<Resume | null>(({ signal }) =>
      unlessAborted(signal, resumeApi.getResume(signal)),
    ),
  },
  actions: {
    evaluationLanded: () => resumeApi.evaluationLanded(),
  },
  delays: { watchInterval: 5_000 },
  guards: {
    hasNoResume: ({ context }) => context.resume === null,
    arrived: ({ context }, params: { loaded: Resume | null }) =>
      params.loaded !== null && params.loaded.evaluated_at !== context.watch?.since,
    mayWatchMore: ({ context }) => (context.watch?.loads ?? WATCH_LOADS) < WATCH_LOADS,
  },
}).createMachine({
  id: "resumePage",
  type: "parallel",
  context: ({ input }) => ({
    studentId: input.studentId,
    resume: null,
    error: null,
    watch: null,
  }),
  states: {
    resume: {
      initial: "loading",
      on: {
        "resume.stored": {
          target: ".ready",
          actions: assign({ resume: ({ event }) => event.resume, error: null, watch: null }),
        },
        "resume.watch": {
          target: ".watching",
          actions: assign({
            watch: ({ context }) => ({ since: context.resume?.evaluated_at ?? null, loads: 0 }),
          }),
        },
      },
      states: {
        loading: {
          invoke: {
            src: "loadResume",
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
        // The page keeps showing what it has; a failed load just waits for the next one.
        watching: {
          initial: "waiting",
          exit: assign({ watch: null }),
          states: {
            waiting: { after: { watchInterval: "checking" } },
            checking: {
              entry: assign({
                watch: ({ context }) =>
                  context.watch && { ...context.watch, loads: context.watch.loads + 1 },
              }),
              invoke: {
                src: "loadResume",
                onDone: [
                  {
                    guard: { type: "arrived", params: ({ event }) => ({ loaded: event.output }) },
                    target: "#resumePage.resume.ready",
                    actions: [
                      assign({ resume: ({ event }) => event.output, error: null }),
                      "evaluationLanded",
                      emit(({ event }) => ({
                        type: "resume.arrived" as const,
                        resume: event.output as Resume,
                      })),
                    ],
                  },
                  { guard: "mayWatchMore", target: "waiting" },
                  { target: "#resumePage.resume.ready" },
                ],
                onError: [
                  { guard: "mayWatchMore", target: "waiting" },
                  { target: "#resumePage.resume.ready" },
                ],
              },
            },
          },
        },
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
