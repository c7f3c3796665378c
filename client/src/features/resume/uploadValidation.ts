/**
 * The upload form's client-side checks (spec 1 section 5): a name, and a .docx file small enough
 * to send, by the rules in schema/ that the server applies too. The extension is all we check
 * here; the server opens the file and checks its content.
 */
import { RESUME_MESSAGES, resumeFileProblem, resumeNameProblem } from "@gradplan/schema";

export interface UploadErrors {
  name?: string;
  file?: string;
}

/** The smallest part of File the checks need, so tests can pass plain objects. */
export type PickedFile = Pick<File, "name" | "size">;

export function resumeNameError(name: string): string | undefined {
  const problem = resumeNameProblem(name);
  return problem && RESUME_MESSAGES[problem];
}

export function resumeFileError(file: PickedFile | null): string | undefined {
  const problem = resumeFileProblem(file);
  return problem && RESUME_MESSAGES[problem];
}

export function validateUpload(name: string, file: PickedFile | null): UploadErrors {
  const errors: UploadErrors = {};
  const nameError = resumeNameError(name);
  const fileError = resumeFileError(file);
  if (nameError) errors.name = nameError;
  if (fileError) errors.file = fileError;
  return errors;
}

export function hasErrors(errors: UploadErrors): boolean {
  return errors.name !== undefined || errors.file !== undefined;
}
