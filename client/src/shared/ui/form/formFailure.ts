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

/**
 * The per-field messages a server sent (a REST envelope's `errors`, a GraphQL error's
 * `extensions.errors`), keeping only string messages; anything else reads as none.
 */
export function fieldMessagesOf(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}
