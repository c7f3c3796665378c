/**
 * Domain errors: what went wrong, in words safe to show, with no transport in them. Services
 * throw these; one table per transport maps the kind to an HTTP status (http/errors.ts) or a
 * GraphQL error code (graphql/server.ts).
 */

export const ERROR_KINDS = [
  "bad-input",
  "unauthenticated",
  "forbidden",
  "not-found",
  "conflict",
  "too-large",
  "unsupported-media",
  "unprocessable",
  "too-many-attempts",
  "unavailable",
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export class BadInputError extends DomainError {
  /** Per-field messages for forms, keyed by the request's field names. */
  constructor(
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super("bad-input", message);
  }
}

/** A zod failure as bad input: the first message leads, every field keeps its own. */
export function badInputFromIssues(
  issues: readonly { path: PropertyKey[]; message: string }[],
): BadInputError {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "body";
    errors[field] ??= issue.message;
  }
  return new BadInputError(issues[0]?.message ?? "The request is not valid.", errors);
}

export class UnauthenticatedError extends DomainError {
  constructor(message: string) {
    super("unauthenticated", message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super("forbidden", message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = "Not found.") {
    super("not-found", message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super("conflict", message);
  }
}

export class TooManyAttemptsError extends DomainError {
  /** When known, how long until a try may succeed: HTTP answers it as Retry-After. */
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super("too-many-attempts", message);
  }
}

export class UnavailableError extends DomainError {
  constructor(message: string) {
    super("unavailable", message);
  }
}

export interface ErrorEnvelope {
  success: false;
  message: string;
  errors?: Record<string, string>;
}

export function envelope(message: string, errors?: Record<string, string>): ErrorEnvelope {
  return errors ? { success: false, message, errors } : { success: false, message };
}
