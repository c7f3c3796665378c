/**
 * The .docx upload form's client-side checks (resumes and SOPs): a name by the feature's own
 * rule, and a .docx file small enough to send, by the rules in schema/ that the server applies
 * too. The extension is all we check here; the server opens the file and checks its content.
 */
import { RESUME_MESSAGES, resumeFileProblem } from "@gradplan/schema";

export interface UploadErrors {
  name?: string;
  file?: string;
}

/** The smallest part of File the checks need, so tests can pass plain objects. */
export type PickedFile = Pick<File, "name" | "size">;

/** A file, named .docx, within 2 MB: the resume's rule, which SOPs follow too. */
export function docxFileError(file: PickedFile | null): string | undefined {
  const problem = resumeFileProblem(file);
  return problem && RESUME_MESSAGES[problem];
}

/** What the form shows on submit: the name's error (the feature's words) and the file's. */
export function uploadErrors(nameError: string | undefined, file: PickedFile | null): UploadErrors {
  const errors: UploadErrors = {};
  const fileError = docxFileError(file);
  if (nameError) errors.name = nameError;
  if (fileError) errors.file = fileError;
  return errors;
}

export function hasErrors(errors: UploadErrors): boolean {
  return errors.name !== undefined || errors.file !== undefined;
}

/**
 * A picked file, and its error at once: a wrong file is flagged as soon as it is picked. The
 * server's reason for refusing the previous file goes: it was about that file, not this one.
 */
export function pickedFile(errors: UploadErrors, file: File | null) {
  return {
    file,
    errors: { ...errors, file: file === null ? undefined : docxFileError(file) },
    failure: null,
  };
}
