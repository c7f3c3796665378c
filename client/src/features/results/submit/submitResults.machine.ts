/**
 * The submit-results form (spec 2 sections 5 and 8): prefilling (a signed-in student's profile)
 * or not -> editing -> validating -> submitting -> submitted, or back to editing with the problems. The
 * schema's rules decide what is wrong; toasts and focus follow the emitted events, so the page
 * stays a thin shell.
 */
import {
  MAX_APPLICATIONS,
  type StudentProfile,
  type SubmitResultsInput,
  type SubmitResultsIssues,
  submitResultsIssues,
} from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import { GraphqlFailure, studentMessage } from "../../../shared/graphql/request";
import { localToday } from "../../../shared/ui/dates";
import { prefilledDraft } from "./profilePrefill";
import {
  type ApplicationStart,
  blankApplication,
  blankDraft,
  inputOf,
  type SubmitResultsDraft,
} from "./submitDraft";
import { submitResultsApi } from "./submitResultsApi";
import { SUBMIT_TEXT } from "./submitResultsText";

export interface SubmitResultsContext {
  studentId: string | null;
  draft: SubmitResultsDraft;
  /** The draft editing started from: what a test or list choice brings back (the profile's). */
  original: SubmitResultsDraft;
  issues: SubmitResultsIssues;
  /** The key the next added application gets. */
  nextKey: number;
}

export type SubmitResultsEvent =
  | { type: "form.change"; draft: SubmitResultsDraft }
  | { type: "application.add" }
  | { type: "application.remove"; index: number }
  | { type: "form.submit" }
  /** After a submission: another one, keeping the applicant's details. */
  | { type: "form.again" };

export type SubmitResultsEmitted =
  /** The paths of every problem, so the page can focus the first one on screen. */
  | { type: "results.invalid"; paths: string[] }
  | { type: "results.submitted" }
  | { type: "results.failed"; message: string; paths: string[] };

export interface SubmitResultsInputs {
  /** The signed-in student, whose profile fills the form; null for a visitor. */
  studentId: string | null;
  /** The first application, as a link filled it in. */
  application?: ApplicationStart;
}

const issuesOf = (draft: SubmitResultsDraft) => submitResultsIssues(inputOf(draft), localToday());

/** What the failure toast says after "Details submission failed: ". */
export function failureMessage(error: unknown): string {
  return studentMessage(error, SUBMIT_TEXT.failed);
}

const fieldErrorsOf = (error: unknown): SubmitResultsIssues =>
  error instanceof GraphqlFailure ? { ...error.fieldErrors } : {};

export const submitResultsMachine = setup({
  types: {
    context: {} as SubmitResultsContext,
    events: {} as SubmitResultsEvent,
    emitted: {} as SubmitResultsEmitted,
    input: {} as SubmitResultsInputs,
  },
  actors: {
    loadProfile: fromPromise<StudentProfile>(() => submitResultsApi.loadProfile()),
    submitResults: fromPromise<unknown, SubmitResultsInput>(({ input }) =>
      submitResultsApi.submitResults(input),
    ),
  },
  guards: {
    isVisitor: ({ context }) => context.studentId === null,
    hasIssues: ({ context }) => Object.keys(context.issues).length > 0,
    canAdd: ({ context }) => context.draft.applications.length < MAX_APPLICATIONS,
  },
  actions: {
    prefill: assign(({ context }, params: { profile: StudentProfile }) => {
      const draft = prefilledDraft(context.draft, params.profile);
      return { draft, original: draft };
    }),
    change: assign(({ context }, params: { draft: SubmitResultsDraft }) => ({
      draft: params.draft,
      // Once messages show, they follow the input: a fixed field loses its message at once.
      issues: Object.keys(context.issues).length > 0 ? issuesOf(params.draft) : {},
    })),
    add: assign(({ context }) => ({
      draft: {
        ...context.draft,
        applications: [...context.draft.applications, blankApplication(context.nextKey)],
      },
      nextKey: context.nextKey + 1,
    })),
    remove: assign(({ context }, params: { index: number }) => {
      const draft = {
        ...context.draft,
        applications: context.draft.applications.filter((_, i) => i !== params.index),
      };
      return { draft, issues: Object.keys(context.issues).length > 0 ? issuesOf(draft) : {} };
    }),
    check: assign(({ context }) => ({ issues: issuesOf(context.draft) })),
    emitInvalid: emit(({ context }) => ({
      type: "results.invalid" as const,
      paths: Object.keys(context.issues),
    })),
    emitSubmitted: emit({ type: "results.submitted" }),
    showFailure: assign((_, params: { error: unknown }) => ({
      issues: fieldErrorsOf(params.error),
    })),
    emitFailed: emit((_, params: { error: unknown }) => ({
      type: "results.failed" as const,
      message: failureMessage(params.error),
      paths: Object.keys(fieldErrorsOf(params.error)),
    })),
    startAgain: assign(({ context }) => ({
      draft: { ...context.draft, applications: [blankApplication(context.nextKey)] },
      nextKey: context.nextKey + 1,
      issues: {},
    })),
  },
}).createMachine({
  id: "submitResults",
  context: ({ input }) => {
    const draft = blankDraft(input.application);
    return { studentId: input.studentId, draft, original: draft, issues: {}, nextKey: 1 };
  },
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "isVisitor", target: "editing" }, { target: "prefilling" }],
    },
    prefilling: {
      invoke: {
        src: "loadProfile",
        onDone: {
          target: "editing",
          actions: { type: "prefill", params: ({ event }) => ({ profile: event.output }) },
        },
        // The form still works unfilled: the student types what the profile would have given.
        onError: { target: "editing" },
      },
    },
    editing: {
      on: {
        "form.change": {
          actions: { type: "change", params: ({ event }) => ({ draft: event.draft }) },
        },
        "application.add": { guard: "canAdd", actions: "add" },
        "application.remove": {
          actions: { type: "remove", params: ({ event }) => ({ index: event.index }) },
        },
        "form.submit": { target: "validating" },
      },
    },
    validating: {
      entry: "check",
      always: [
        { guard: "hasIssues", target: "editing", actions: "emitInvalid" },
        { target: "submitting" },
      ],
    },
    submitting: {
      invoke: {
        src: "submitResults",
        input: ({ context }) => inputOf(context.draft),
        onDone: { target: "submitted", actions: "emitSubmitted" },
        // Back to the form with the input kept; the server's field messages show by their fields.
        onError: {
          target: "editing",
          actions: [
            { type: "showFailure", params: ({ event }) => ({ error: event.error }) },
            { type: "emitFailed", params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    submitted: {
      on: { "form.again": { target: "editing", actions: "startAgain" } },
    },
  },
});

export type SubmitResultsMachine = typeof submitResultsMachine;
