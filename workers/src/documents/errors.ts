/**
 * Why an uploaded document was refused, each with the message the student is shown. The upload
 * messages are the schema's RESUME_MESSAGES, which the SOP upload shares (an SOP says "empty"
 * in its own words: it catches DocumentEmptyError first).
 */
import { RESUME_MESSAGES } from "@gradplan/schema";

/** Base of the refusals: retrying cannot help, and `userMessage` is safe to show. */
export class DocumentExtractError extends Error {
  constructor(
    message: string,
    readonly userMessage: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** Not a zip, no main document part, or XML that does not parse: the file is damaged. */
export class DocumentUnreadableError extends DocumentExtractError {
  constructor(cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`unreadable .docx: ${reason}`, RESUME_MESSAGES.unreadable, { cause });
  }
}

/** A readable document without a single word (an image-only file, or blank pages). */
export class DocumentEmptyError extends DocumentExtractError {
  constructor() {
    super("the .docx has no text", RESUME_MESSAGES.empty);
  }
}

/** Reading took longer than the limit: only a pathological file does (see extractDocument). */
export class DocumentParseTimeout extends DocumentExtractError {
  constructor(readonly timeoutMs: number) {
    super(`reading the .docx took longer than ${timeoutMs} ms`, RESUME_MESSAGES.tooManyParts);
  }
}

/** The zip's entries are not the sizes its directory declares, or it is no zip at all. */
export class DocxSizesError extends DocumentExtractError {
  constructor(cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `the .docx's entries fail their declared sizes: ${reason}`,
      RESUME_MESSAGES.tooManyParts,
      {
        cause,
      },
    );
  }
}

/** The file carries macros (a VBA project): refused, as the gateway refuses it. */
export class DocxMacrosError extends DocumentExtractError {
  constructor() {
    super("the .docx carries macros", RESUME_MESSAGES.macros);
  }
}
