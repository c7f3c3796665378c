/** A failed form submission: the message for a toast, and per-field messages when the server sent them. */
export class FormFailure extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "FormFailure";
  }
}

/** What a form says when the failure carries no message meant for the student. */
export const FORM_FALLBACK_MESSAGE = "Something went wrong. Please try again later.";
