/**
 * How a failed GraphQL operation reads to the app, with no Apollo import: the landing page's
 * light queries and Apollo's operations fail the same way.
 */
import { fieldMessagesOf } from "../ui/form/formFailure";

/** A refused or failed operation; `code` is the GraphQL error code, or "NETWORK". */
export class GraphqlFailure extends Error {
  constructor(
    message: string,
    readonly code: string,
    /** Per-field messages of a BAD_USER_INPUT answer, keyed by the input's field paths. */
    readonly fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "GraphqlFailure";
  }

  /** True when the message was written for the student (not a crash or a lost connection). */
  get isForStudent(): boolean {
    return this.code !== "NETWORK" && this.code !== "INTERNAL_SERVER_ERROR";
  }
}

/** The server's words when they were written for the student, else the feature's `fallback`. */
export function studentMessage(error: unknown, fallback: string): string {
  return error instanceof GraphqlFailure && error.isForStudent ? error.message : fallback;
}

/** The shape of one entry of a GraphQL answer's `errors`. */
export interface GraphqlErrorEntry {
  message: string;
  extensions?: Readonly<Record<string, unknown>>;
}

/** The first error of an answer as a failure: its message, its code and its field messages. */
export function failureOfErrors(errors: readonly GraphqlErrorEntry[], fallback: string) {
  const [first] = errors;
  const code = typeof first?.extensions?.code === "string" ? first.extensions.code : "UNKNOWN";
  return new GraphqlFailure(
    first?.message ?? fallback,
    code,
    fieldMessagesOf(first?.extensions?.errors),
  );
}
