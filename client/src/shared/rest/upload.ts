/**
 * The .docx uploads (resumes, SOPs), which stay REST: the file and its fields posted as
 * multipart form data, and an error answer read in the server's words.
 */
import { RestError, restRequest } from "./rest";

/** Every upload answers {success, message} and, when it succeeded, what it stored. */
export interface UploadAnswer {
  success: boolean;
  message?: string;
}

export interface UploadRequest {
  /** The form field the server reads the file from. */
  fileField: string;
  file: File;
  /** The other fields, in the order sent; a null one is left out. */
  fields: Record<string, string | null>;
  signal?: AbortSignal;
}

/**
 * Posts the form. A 2xx answer is returned as it is, {success:false} included: a 202 means the
 * file is stored but its evaluation outlasted the wait, which each feature reads for itself.
 */
export function postUpload<Answer extends UploadAnswer>(
  path: string,
  { fileField, file, fields, signal }: UploadRequest,
): Promise<Answer> {
  const form = new FormData();
  form.append(fileField, file, file.name);
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null) form.append(name, value);
  }
  return restRequest<Answer>(path, { method: "POST", body: form, signal });
}

/**
 * The message of an error answer when the server wrote one (e.g. {success:false, message} with
 * a 400); undefined for a proxy's error page or a bare status line, never meant for the student.
 */
export function errorAnswerMessage(error: unknown): string | undefined {
  if (!(error instanceof RestError)) return undefined;
  const { body } = error;
  const written =
    typeof body === "object" &&
    body !== null &&
    "message" in body &&
    typeof body.message === "string" &&
    body.message.trim() !== "";
  return written ? error.message : undefined;
}
