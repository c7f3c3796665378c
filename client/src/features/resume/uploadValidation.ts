/**
 * The upload form's client-side checks (spec 1 section 5): a name, and a .docx file small enough
 * to send. The extension is all we check here; the server opens the file and checks its content.
 */
import {
  RESUME_FILE_EXTENSION,
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  RESUME_NAME_MAX,
} from "@gradplan/schema";

export interface UploadErrors {
  name?: string;
  file?: string;
}

/** The smallest part of File the checks need, so tests can pass plain objects. */
export type PickedFile = Pick<File, "name" | "size">;

export function resumeNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === "") return RESUME_MESSAGES.nameRequired;
  if (trimmed.length > RESUME_NAME_MAX) return RESUME_MESSAGES.nameTooLong;
  return undefined;
}

export function resumeFileError(file: PickedFile | null): string | undefined {
  if (file === null) return RESUME_MESSAGES.fileRequired;
  if (!file.name.toLowerCase().endsWith(RESUME_FILE_EXTENSION)) return RESUME_MESSAGES.docxOnly;
  if (file.size > RESUME_MAX_BYTES) return RESUME_MESSAGES.tooLarge;
  return undefined;
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
