/**
 * The 'Upload .docx' modal (issue 14; the resume upload's rules): closed -> editing ->
 * uploading -> closed on success, or back to editing with the server's message. Opened for a
 * new SOP, or to replace the text of the open one (its id is sent). A file stored but still
 * being evaluated when the server stopped waiting closes the modal too (upload.pending: the
 * page watches the list), so it is never sent twice. The view only sends and renders.
 */
import { SOP_MESSAGES, type SopDetails, sopNameProblem } from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import { unlessAborted } from "../../shared/machines/unlessAborted";
import {
  hasErrors,
  pickedFile,
  type UploadErrors,
  uploadErrors,
} from "../../shared/upload/uploadChecks";
import { failureMessage, SopPending, type SopUpload, sopApi } from "./sopApi";

export type UploadField = "name" | "university" | "course";

/** The name and the .docx (the resume's file rules), as the server checks them too. */
function validateUpload(name: string, file: File | null): UploadErrors {
  const problem = sopNameProblem(name);
  return uploadErrors(problem && SOP_MESSAGES[problem], file);
}

/** What the modal opens with: the editor's name and program, and the open SOP's id if any. */
export interface UploadStart {
  sopId: string | null;
  name: string;
  university: string;
  course: string;
}

export interface SopUploadContext extends UploadStart {
  studentId: string;
  file: File | null;
  errors: UploadErrors;
  /** Why the last upload failed, kept in the modal beside the toast. */
  failure: string | null;
}

export type SopUploadEvent =
  | ({ type: "upload.open" } & UploadStart)
  | { type: "upload.close" }
  | { type: "upload.field"; field: UploadField; value: string }
  | { type: "upload.file"; file: File | null }
  | { type: "upload.submit" };

export type SopUploadEmitted =
  | { type: "upload.succeeded"; sop: SopDetails; message: string }
  | { type: "upload.failed"; message: string }
  /** Stored, still being evaluated: the page watches the list; the form must not send it again. */
  | { type: "upload.pending"; message: string; sopId: string | null };

const cleared = {
  sopId: null,
  name: "",
  university: "",
  course: "",
  file: null,
  errors: {},
  failure: null,
} as const satisfies Omit<SopUploadContext, "studentId">;

export const sopUploadMachine = setup({
  types: {
    context: {} as SopUploadContext,
    events: {} as SopUploadEvent,
    emitted: {} as SopUploadEmitted,
    input: {} as { studentId: string },
  },
  actors: {
    uploadSop: fromPromise<SopDetails, SopUpload>(({ input, signal }) =>
      unlessAborted(signal, sopApi.uploadSop(input, signal)),
    ),
  },
  guards: {
    isValid: ({ context }) => !hasErrors(validateUpload(context.name, context.file)),
    pending: ({ event }) => (event as { error?: unknown }).error instanceof SopPending,
  },
  actions: {
    reset: assign(() => cleared),
    open: assign(({ event }) =>
      event.type === "upload.open"
        ? {
            ...cleared,
            sopId: event.sopId,
            name: event.name,
            university: event.university,
            course: event.course,
          }
        : {},
    ),
    setField: assign(({ context, event }) => {
      if (event.type !== "upload.field") return {};
      const errors =
        event.field === "name" ? { ...context.errors, name: undefined } : context.errors;
      return { [event.field]: event.value, errors };
    }),
    setFile: assign(({ context, event }) =>
      event.type === "upload.file" ? pickedFile(context.errors, event.file) : {},
    ),
    showErrors: assign(({ context }) => ({ errors: validateUpload(context.name, context.file) })),
  },
}).createMachine({
  id: "sopUpload",
  context: ({ input }) => ({ studentId: input.studentId, ...cleared }),
  initial: "closed",
  states: {
    closed: {
      on: { "upload.open": { target: "editing", actions: "open" } },
    },
    editing: {
      on: {
        "upload.close": { target: "closed", actions: "reset" },
        "upload.field": { actions: "setField" },
        "upload.file": { actions: "setFile" },
        "upload.submit": [{ guard: "isValid", target: "uploading" }, { actions: "showErrors" }],
      },
    },
    // No close while uploading: the evaluation runs on regardless, and its outcome must land.
    uploading: {
      entry: assign({ errors: {}, failure: null }),
      invoke: {
        src: "uploadSop",
        input: ({ context }) => ({
          studentId: context.studentId,
          sopId: context.sopId,
          name: context.name.trim(),
          // Guarded by isValid: a file is present here.
          file: context.file as File,
          universityName: context.university,
          courseName: context.course,
        }),
        onDone: {
          target: "closed",
          actions: [
            emit(({ event }) => ({
              type: "upload.succeeded" as const,
              sop: event.output,
              message: SOP_MESSAGES.evaluated,
            })),
            "reset",
          ],
        },
        onError: [
          {
            guard: "pending",
            target: "closed",
            actions: [
              emit(({ context, event }) => ({
                type: "upload.pending" as const,
                message: failureMessage(event.error, SOP_MESSAGES.stillEvaluating),
                sopId: context.sopId,
              })),
              "reset",
            ],
          },
          {
            target: "editing",
            actions: [
              assign({
                failure: ({ event }) => failureMessage(event.error, SOP_MESSAGES.evaluationFailed),
              }),
              emit(({ event }) => ({
                type: "upload.failed" as const,
                message: failureMessage(event.error, SOP_MESSAGES.evaluationFailed),
              })),
            ],
          },
        ],
      },
    },
  },
});

export type SopUploadMachine = typeof sopUploadMachine;
