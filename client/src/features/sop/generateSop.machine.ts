/**
 * 'Write a draft with us' (issue 14): closed -> editingAnswers -> generating -> drafted, where
 * the draft sits in the editor and the page offers to evaluate it (generate.evaluate). A
 * failure goes back to editing with the server's message; a draft still being written when
 * the server stopped waiting (success false) shows its message in `pending`, and is not asked
 * for again: it will appear in the list. The modal is open in editingAnswers, generating and
 * pending; the view only sends and renders.
 */
import {
  SOP_MESSAGES,
  type SopAnswers,
  type SopDetails,
  sopAnswersProblem,
  sopNameProblem,
} from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import { failureMessage, type SopGeneration, SopPending, sopApi } from "./sopApi";

export type GenerateField = "name" | "university" | "course";

export interface GenerateErrors {
  name?: string;
  answers?: string;
}

export interface GenerateContext {
  studentId: string;
  name: string;
  university: string;
  course: string;
  answers: SopAnswers;
  errors: GenerateErrors;
  /** Why the last attempt failed, shown in the form. */
  failure: string | null;
  /** The server's word while the draft is still being written. */
  pendingMessage: string | null;
  /** The stored draft, once written. */
  draft: SopDetails | null;
}

export type GenerateEvent =
  | { type: "generate.open"; university?: string; course?: string }
  | { type: "generate.close" }
  | { type: "generate.field"; field: GenerateField; value: string }
  | { type: "generate.answer"; key: keyof SopAnswers; value: string }
  | { type: "generate.submit" }
  /** From the drafted state: evaluate the draft as it now reads in the editor. */
  | { type: "generate.evaluate" }
  /** The editor moved on (evaluated, opened another): nothing more to offer. */
  | { type: "generate.dismiss" };

export type GenerateEmitted =
  | { type: "generate.drafted"; sop: SopDetails; message: string }
  | { type: "generate.pending"; message: string }
  | { type: "generate.failed"; message: string }
  | { type: "generate.evaluateDraft"; sop: SopDetails };

export const NO_ANSWERS: SopAnswers = {
  whyField: "",
  formativeExperience: "",
  careerGoals: "",
  whyProgram: "",
};

export function generateErrors(context: Pick<GenerateContext, "name" | "answers">): GenerateErrors {
  const errors: GenerateErrors = {};
  const nameProblem = sopNameProblem(context.name);
  const answersProblem = sopAnswersProblem(context.answers);
  if (nameProblem) errors.name = SOP_MESSAGES[nameProblem];
  if (answersProblem) errors.answers = SOP_MESSAGES[answersProblem];
  return errors;
}

const cleared = {
  name: "",
  university: "",
  course: "",
  answers: NO_ANSWERS,
  errors: {},
  failure: null,
  pendingMessage: null,
  draft: null,
} as const satisfies Omit<GenerateContext, "studentId">;

export const generateSopMachine = setup({
  types: {
    context: {} as GenerateContext,
    events: {} as GenerateEvent,
    emitted: {} as GenerateEmitted,
    input: {} as { studentId: string },
  },
  actors: {
    // No abort: a draft asked for is written whatever the page does; its outcome must land.
    generateSop: fromPromise<SopDetails, SopGeneration>(({ input }) => sopApi.generateSop(input)),
  },
  guards: {
    isValid: ({ context }) => Object.keys(generateErrors(context)).length === 0,
    pending: ({ event }) => (event as { error?: unknown }).error instanceof SopPending,
  },
  actions: {
    reset: assign(() => cleared),
    open: assign(({ event }) =>
      event.type === "generate.open"
        ? { ...cleared, university: event.university ?? "", course: event.course ?? "" }
        : {},
    ),
    setField: assign(({ context, event }) => {
      if (event.type !== "generate.field") return {};
      const errors =
        event.field === "name" ? { ...context.errors, name: undefined } : context.errors;
      return { [event.field]: event.value, errors };
    }),
    setAnswer: assign(({ context, event }) =>
      event.type === "generate.answer"
        ? {
            answers: { ...context.answers, [event.key]: event.value },
            errors: { ...context.errors, answers: undefined },
          }
        : {},
    ),
    showErrors: assign(({ context }) => ({ errors: generateErrors(context) })),
  },
}).createMachine({
  id: "generateSop",
  context: ({ input }) => ({ studentId: input.studentId, ...cleared }),
  initial: "closed",
  states: {
    closed: {
      on: { "generate.open": { target: "editingAnswers", actions: "open" } },
    },
    editingAnswers: {
      on: {
        "generate.close": { target: "closed", actions: "reset" },
        "generate.field": { actions: "setField" },
        "generate.answer": { actions: "setAnswer" },
        "generate.submit": [{ guard: "isValid", target: "generating" }, { actions: "showErrors" }],
      },
    },
    // No close while writing: the draft is stored regardless, and its outcome must land.
    generating: {
      entry: assign({ errors: {}, failure: null }),
      invoke: {
        src: "generateSop",
        input: ({ context }) => ({
          studentId: context.studentId,
          name: context.name.trim(),
          universityName: context.university,
          courseName: context.course,
          answers: context.answers,
        }),
        onDone: {
          target: "drafted",
          actions: [
            assign({ draft: ({ event }) => event.output }),
            emit(({ event }) => ({
              type: "generate.drafted" as const,
              sop: event.output,
              message: SOP_MESSAGES.generated,
            })),
          ],
        },
        onError: [
          {
            guard: "pending",
            target: "pending",
            actions: [
              assign({
                pendingMessage: ({ event }) =>
                  failureMessage(event.error, SOP_MESSAGES.stillGenerating),
              }),
              emit(({ event }) => ({
                type: "generate.pending" as const,
                message: failureMessage(event.error, SOP_MESSAGES.stillGenerating),
              })),
            ],
          },
          {
            target: "editingAnswers",
            actions: [
              assign({
                failure: ({ event }) => failureMessage(event.error, SOP_MESSAGES.generationFailed),
              }),
              emit(({ event }) => ({
                type: "generate.failed" as const,
                message: failureMessage(event.error, SOP_MESSAGES.generationFailed),
              })),
            ],
          },
        ],
      },
    },
    pending: {
      on: { "generate.close": { target: "closed", actions: "reset" } },
    },
    drafted: {
      on: {
        "generate.evaluate": {
          target: "closed",
          actions: [
            emit(({ context }) => ({
              type: "generate.evaluateDraft" as const,
              sop: context.draft as SopDetails,
            })),
            "reset",
          ],
        },
        "generate.dismiss": { target: "closed", actions: "reset" },
        "generate.open": { target: "editingAnswers", actions: "open" },
      },
    },
  },
});

export type GenerateSopMachine = typeof generateSopMachine;
