/**
 * The SOP editor (issue 14): which SOP is open (none: a new one), its fields, and evaluating
 * what is in them. ready -> evaluating -> ready with the evaluated SOP, or back with the
 * server's message. Opening a stored SOP loads it (loading -> ready | failed); a draft or an
 * upload's SOP comes in whole (editor.show). An evaluation the server had not finished in time
 * (editor.pending) is not sent again: a new SOP's fields are cleared (it will appear in the
 * list), an open SOP keeps them, and `editor.refresh` later reloads its evaluation alone.
 */
import { SOP_MESSAGES, type SopDetails, sopNameProblem, sopTextProblem } from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import { unlessAborted } from "../../shared/machines/unlessAborted";
import { failureMessage, SopPending, type SopTextEvaluation, sopApi } from "./sopApi";

export interface EditorFields {
  name: string;
  university: string;
  course: string;
  text: string;
}

export type EditorField = keyof EditorFields;

export interface EditorErrors {
  name?: string;
  text?: string;
}

export interface SopEditorContext {
  studentId: string;
  /** The stored SOP open in the editor, with its latest evaluation; null for a new SOP. */
  sop: SopDetails | null;
  /** The SOP being opened (kept for a retry after a failed load). */
  opening: string | null;
  fields: EditorFields;
  errors: EditorErrors;
  /** Why the last evaluation failed, kept beside the toast. */
  failure: string | null;
  /** A note that stays while the fields do (a draft that is still being evaluated...). */
  note: string | null;
  loadError: string | null;
}

export type SopEditorEvent =
  | { type: "editor.field"; field: EditorField; value: string }
  | { type: "editor.new" }
  | { type: "editor.open"; sopId: string }
  | { type: "editor.show"; sop: SopDetails }
  | { type: "editor.evaluate" }
  | { type: "editor.retry" }
  /** A pending evaluation of the open SOP landed: show it, keeping what is being typed. */
  | { type: "editor.refresh" };

export type SopEditorEmitted =
  | { type: "editor.evaluated"; sop: SopDetails }
  /** Stored, not yet evaluated: the page watches the list; `sopId` null for a new SOP. */
  | { type: "editor.pending"; message: string; sopId: string | null }
  | { type: "editor.failed"; message: string }
  | { type: "editor.loadFailed"; message: string };

export const BLANK_FIELDS: EditorFields = { name: "", university: "", course: "", text: "" };

export function fieldsOf(sop: SopDetails): EditorFields {
  return {
    name: sop.sop_name,
    university: sop.university_name ?? "",
    course: sop.course_name ?? "",
    text: sop.text,
  };
}

export function editorErrors({ name, text }: EditorFields): EditorErrors {
  const errors: EditorErrors = {};
  const nameProblem = sopNameProblem(name);
  const textProblem = sopTextProblem(text);
  if (nameProblem) errors.name = SOP_MESSAGES[nameProblem];
  if (textProblem) errors.text = SOP_MESSAGES[textProblem];
  return errors;
}

const fresh = {
  sop: null,
  opening: null,
  fields: BLANK_FIELDS,
  errors: {},
  failure: null,
  note: null,
  loadError: null,
} as const satisfies Omit<SopEditorContext, "studentId">;

export const sopEditorMachine = setup({
  types: {
    context: {} as SopEditorContext,
    events: {} as SopEditorEvent,
    emitted: {} as SopEditorEmitted,
    input: {} as { studentId: string },
  },
  actors: {
    loadSop: fromPromise<SopDetails, { sopId: string; fresh: boolean }>(({ input, signal }) =>
      unlessAborted(
        signal,
        sopApi.getSop(input.sopId, {
          signal,
          fetchPolicy: input.fresh ? "network-only" : "cache-first",
        }),
      ),
    ),
    evaluateSop: fromPromise<SopDetails, SopTextEvaluation>(({ input }) =>
      sopApi.evaluateSopText(input),
    ),
  },
  guards: {
    isValid: ({ context }) => Object.keys(editorErrors(context.fields)).length === 0,
    isOpen: ({ context }) => context.sop !== null,
    pending: ({ event }) => (event as { error?: unknown }).error instanceof SopPending,
  },
  actions: {
    clear: assign(() => fresh),
    setField: assign(({ context, event }) => {
      if (event.type !== "editor.field") return {};
      const errors = { ...context.errors };
      if (event.field === "name" || event.field === "text") delete errors[event.field];
      return { fields: { ...context.fields, [event.field]: event.value }, errors };
    }),
    show: assign((_, params: { sop: SopDetails }) => ({
      ...fresh,
      sop: params.sop,
      fields: fieldsOf(params.sop),
    })),
    showErrors: assign(({ context }) => ({ errors: editorErrors(context.fields) })),
  },
}).createMachine({
  id: "sopEditor",
  context: ({ input }) => ({ studentId: input.studentId, ...fresh }),
  initial: "ready",
  // Wherever it is, the editor can start over or open another SOP; an evaluation in flight
  // runs on (its outcome must land), so those two are refused there.
  on: {
    "editor.new": { target: ".ready", actions: "clear" },
    "editor.open": {
      target: ".loading",
      actions: assign(({ event }) => ({ ...fresh, opening: event.sopId })),
    },
    "editor.show": {
      target: ".ready",
      actions: { type: "show", params: ({ event }) => ({ sop: event.sop }) },
    },
  },
  states: {
    ready: {
      on: {
        "editor.field": { actions: "setField" },
        "editor.evaluate": [{ guard: "isValid", target: "evaluating" }, { actions: "showErrors" }],
        "editor.refresh": { guard: "isOpen", target: "refreshing" },
      },
    },
    loading: {
      invoke: {
        src: "loadSop",
        input: ({ context }) => ({ sopId: context.opening ?? "", fresh: false }),
        onDone: {
          target: "ready",
          actions: { type: "show", params: ({ event }) => ({ sop: event.output }) },
        },
        onError: {
          target: "failed",
          actions: [
            assign({
              loadError: ({ event }) => failureMessage(event.error, SOP_MESSAGES.notFound),
            }),
            emit(({ event }) => ({
              type: "editor.loadFailed" as const,
              message: failureMessage(event.error, SOP_MESSAGES.notFound),
            })),
          ],
        },
      },
    },
    failed: {
      on: { "editor.retry": "loading" },
    },
    // Typing goes on while the landed evaluation loads; only the evaluation is replaced.
    refreshing: {
      on: {
        "editor.field": { actions: "setField" },
        "editor.evaluate": [{ guard: "isValid", target: "evaluating" }, { actions: "showErrors" }],
      },
      invoke: {
        src: "loadSop",
        input: ({ context }) => ({ sopId: context.sop?.sop_id ?? "", fresh: true }),
        onDone: {
          target: "ready",
          actions: assign({ sop: ({ event }) => event.output, note: null }),
        },
        onError: { target: "ready" },
      },
    },
    evaluating: {
      entry: assign({ errors: {}, failure: null, note: null }),
      on: { "editor.new": {}, "editor.open": {}, "editor.show": {} },
      invoke: {
        src: "evaluateSop",
        input: ({ context }) => ({
          studentId: context.studentId,
          sopId: context.sop?.sop_id ?? null,
          name: context.fields.name.trim(),
          text: context.fields.text,
          universityName: context.fields.university,
          courseName: context.fields.course,
        }),
        onDone: {
          target: "ready",
          actions: [
            { type: "show", params: ({ event }) => ({ sop: event.output }) },
            emit(({ event }) => ({ type: "editor.evaluated" as const, sop: event.output })),
          ],
        },
        onError: [
          {
            guard: { type: "pending" },
            target: "ready",
            actions: [
              emit(({ context, event }) => ({
                type: "editor.pending" as const,
                message: failureMessage(event.error, SOP_MESSAGES.stillEvaluating),
                sopId: context.sop?.sop_id ?? null,
              })),
              // A new SOP is stored: its fields go, so it is never sent twice.
              assign(({ context, event }) => ({
                ...(context.sop ? {} : fresh),
                note: failureMessage(event.error, SOP_MESSAGES.stillEvaluating),
              })),
            ],
          },
          {
            target: "ready",
            actions: [
              assign({
                failure: ({ event }) => failureMessage(event.error, SOP_MESSAGES.evaluationFailed),
              }),
              emit(({ event }) => ({
                type: "editor.failed" as const,
                message: failureMessage(event.error, SOP_MESSAGES.evaluationFailed),
              })),
            ],
          },
        ],
      },
    },
  },
});

export type SopEditorMachine = typeof sopEditorMachine;
