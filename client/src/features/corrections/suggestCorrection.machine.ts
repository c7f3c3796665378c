/**
 * "Suggest a correction" (docs/corrections.md): closed -> editing -> submitting -> sent, or
 * back to editing with the server's field messages or a failure line. The shared rules
 * (correctionIssues) run before anything is sent; the modal is open whenever the machine is not
 * closed, and the view only sends events and reads the context.
 */
import {
  CORRECTION_MESSAGES,
  type CorrectionDraft,
  correctionIssues,
  latestDayOnEarth,
} from "@gradplan/schema";
import { assign, fromPromise, setup } from "xstate";
import { GraphqlFailure, studentMessage } from "../../shared/graphql/failure";
import { correctionsApi } from "./correctionsApi";

export interface CorrectionForm {
  field: string;
  semester: string;
  applicants: string;
  kind: string;
  value: string;
  sourceUrl: string;
  note: string;
}
export type CorrectionFormField = keyof CorrectionForm;

export interface CorrectableCourse {
  courseId: number;
  courseName: string;
  universityName: string;
}

export interface SuggestCorrectionContext {
  course: CorrectableCourse | null;
  form: CorrectionForm;
  errors: Record<string, string>;
  /** A failure not tied to a field (a lost connection, the hourly limit). */
  failure: string | null;
  /** The server's thanks once sent. */
  sent: string | null;
}

export type SuggestCorrectionEvent =
  | { type: "correction.open"; course: CorrectableCourse; applicants?: string }
  | { type: "correction.edit"; name: CorrectionFormField; value: string }
  | { type: "correction.submit" }
  | { type: "correction.close" };

export const EMPTY_FORM: CorrectionForm = {
  field: "",
  semester: "",
  applicants: "",
  kind: "",
  value: "",
  sourceUrl: "",
  note: "",
};

export function draftOf(course: CorrectableCourse, form: CorrectionForm): CorrectionDraft {
  return { courseId: course.courseId, ...form };
}

const issuesOf = (context: SuggestCorrectionContext) =>
  context.course ? correctionIssues(draftOf(context.course, context.form), latestDayOnEarth()) : {};

export const suggestCorrectionMachine = setup({
  types: {
    context: {} as SuggestCorrectionContext,
    events: {} as SuggestCorrectionEvent,
  },
  actors: {
    propose: fromPromise<string, CorrectionDraft>(({ input }) =>
      correctionsApi.proposeCorrection(input),
    ),
  },
  guards: {
    isValid: ({ context }) => Object.keys(issuesOf(context)).length === 0,
  },
  actions: {
    showIssues: assign(({ context }) => ({ errors: issuesOf(context), failure: null })),
  },
}).createMachine({
  id: "suggestCorrection",
  context: { course: null, form: EMPTY_FORM, errors: {}, failure: null, sent: null },
  initial: "closed",
  states: {
    closed: {
      on: {
        "correction.open": {
          target: "editing",
          actions: assign(({ event }) => ({
            course: event.course,
            // The student's own applicants are the likely ones; they may pick the other.
            form: { ...EMPTY_FORM, applicants: event.applicants ?? "" },
            errors: {},
            failure: null,
            sent: null,
          })),
        },
      },
    },
    editing: {
      on: {
        "correction.edit": {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            delete errors[event.name];
            // A new field asks for another kind of value: the old one would mislead.
            const reset = event.name === "field" ? { value: "" } : {};
            return { form: { ...context.form, ...reset, [event.name]: event.value }, errors };
          }),
        },
        "correction.submit": [
          { guard: "isValid", target: "submitting" },
          { actions: "showIssues" },
        ],
        "correction.close": "closed",
      },
    },
    submitting: {
      entry: assign({ failure: null }),
      invoke: {
        src: "propose",
        input: ({ context }) => draftOf(context.course as CorrectableCourse, context.form),
        onDone: { target: "sent", actions: assign({ sent: ({ event }) => event.output }) },
        onError: {
          target: "editing",
          actions: assign(({ event }) => {
            const fields = event.error instanceof GraphqlFailure ? event.error.fieldErrors : {};
            return Object.keys(fields).length > 0
              ? { errors: { ...fields }, failure: null }
              : { failure: studentMessage(event.error, CORRECTION_MESSAGES.failed) };
          }),
        },
      },
    },
    sent: {
      on: { "correction.close": "closed" },
    },
  },
});

export type SuggestCorrectionMachine = typeof suggestCorrectionMachine;
