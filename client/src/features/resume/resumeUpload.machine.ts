/**
 * The Add/Update Resume modal (spec 1 sections 4, 5, 8): closed -> editing -> uploading -> closed
 * on success, or back to editing with the server's message. A file stored but still being
 * evaluated when the server stopped waiting closes the modal too (upload.pending: the page
 * watches for the result), so it is never sent twice. The view only sends and renders.
 */
import { RESUME_MESSAGES, type Resume, resumeNameProblem } from "@gradplan/schema";
import { assign, emit, fromPromise, setup } from "xstate";
import { unlessAborted } from "../../shared/machines/unlessAborted";
import {
  hasErrors,
  pickedFile,
  type UploadErrors,
  uploadErrors,
} from "../../shared/upload/uploadChecks";
import { failureMessage, ResumeStillEvaluating, type ResumeUpload, resumeApi } from "./resumeApi";

export type UploadMode = "new" | "update";

export interface UploadContext {
  studentId: string;
  mode: UploadMode;
  /** The resume being re-evaluated in update mode; null when adding one. */
  resumeId: string | null;
  name: string;
  file: File | null;
  errors: UploadErrors;
  /** Why the last upload failed, kept in the modal beside the toast. */
  failure: string | null;
}

export type UploadEvent =
  | { type: "upload.openNew" }
  | { type: "upload.openUpdate"; resume: Pick<Resume, "resume_id" | "resume_name"> }
  | { type: "upload.close" }
  | { type: "upload.name"; name: string }
  | { type: "upload.file"; file: File | null }
  | { type: "upload.submit" };

export type UploadEmitted =
  | { type: "upload.succeeded"; resume: Resume; message: string }
  | { type: "upload.failed"; message: string }
  /** Stored, still being evaluated: the page watches for it; the form must not send it again. */
  | { type: "upload.pending"; message: string };

/** The name and the .docx, checked by the rules in schema/ that the server applies too. */
function validateUpload(name: string, file: File | null): UploadErrors {
  const problem = resumeNameProblem(name);
  return uploadErrors(problem && RESUME_MESSAGES[problem], file);
}

const cleared = {
  mode: "new",
  resumeId: null,
  name: "",
  file: null,
  errors: {},
  failure: null,
} as const satisfies Omit<UploadContext, "studentId">;

export const resumeUploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    emitted: {} as UploadEmitted,
    input: {} as { studentId: string },
  },
  actors: {
    evaluateResume: fromPromise<Resume, ResumeUpload>(({ input, signal }) =>
      unlessAborted(signal, resumeApi.evaluateResume(input, signal)),
    ),
  },
  guards: {
    stillEvaluating: ({ event }) =>
      (event as { error?: unknown }).error instanceof ResumeStillEvaluating,
    isValid: ({ context }) => !hasErrors(validateUpload(context.name, context.file)),
    // Update mode re-evaluates the same resume under its existing name (spec 1 section 4).
    nameEditable: ({ context }) => context.mode === "new",
  },
  actions: {
    reset: assign(() => cleared),
    openUpdate: assign(({ event }) =>
      event.type === "upload.openUpdate"
        ? {
            ...cleared,
            mode: "update" as const,
            resumeId: event.resume.resume_id,
            name: event.resume.resume_name,
          }
        : {},
    ),
    setName: assign(({ context, event }) =>
      event.type === "upload.name"
        ? { name: event.name, errors: { ...context.errors, name: undefined } }
        : {},
    ),
    setFile: assign(({ context, event }) =>
      event.type === "upload.file" ? pickedFile(context.errors, event.file) : {},
    ),
    showErrors: assign(({ context }) => ({ errors: validateUpload(context.name, context.file) })),
  },
}).createMachine({
  id: "resumeUpload",
  context: ({ input }) => ({ studentId: input.studentId, ...cleared }),
  initial: "closed",
  states: {
    closed: {
      on: {
        "upload.openNew": { target: "editing", actions: "reset" },
        "upload.openUpdate": { target: "editing", actions: "openUpdate" },
      },
    },
    editing: {
      on: {
        "upload.close": { target: "closed", actions: "reset" },
        "upload.name": { guard: "nameEditable", actions: "setName" },
        "upload.file": { actions: "setFile" },
        "upload.submit": [{ guard: "isValid", target: "uploading" }, { actions: "showErrors" }],
      },
    },
    // No close while uploading: the evaluation runs on regardless, and its outcome must land.
    uploading: {
      entry: assign({ errors: {}, failure: null }),
      invoke: {
        src: "evaluateResume",
        input: ({ context }) => ({
          studentId: context.studentId,
          // Guarded by isValid: a file is present here.
          file: context.file as File,
          name: context.name.trim(),
          resumeId: context.mode === "update" ? context.resumeId : null,
        }),
        onDone: {
          target: "closed",
          actions: [
            emit(({ context, event }) => ({
              type: "upload.succeeded" as const,
              resume: event.output,
              message: context.mode === "update" ? RESUME_MESSAGES.updated : RESUME_MESSAGES.added,
            })),
            "reset",
          ],
        },
        onError: [
          {
            guard: "stillEvaluating",
            target: "closed",
            actions: [
              emit({ type: "upload.pending" as const, message: RESUME_MESSAGES.stillEvaluating }),
              "reset",
            ],
          },
          {
            target: "editing",
            actions: [
              assign(({ event }) => ({
                failure: failureMessage(event.error, RESUME_MESSAGES.failed),
              })),
              emit(({ event }) => ({
                type: "upload.failed" as const,
                message: failureMessage(event.error, RESUME_MESSAGES.failed),
              })),
            ],
          },
        ],
      },
    },
  },
});

export type ResumeUploadMachine = typeof resumeUploadMachine;
