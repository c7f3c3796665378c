/** Errors that carry their HTTP status and a message safe to show, and the envelope they answer. */
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "../logger";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export class BadInputError extends HttpError {
  /** Per-field messages for forms, keyed by the request's field names. */
  constructor(
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(400, message);
  }
}

/** A zod failure as a 400: the first message leads, every field keeps its own. */
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

export class NotFoundError extends HttpError {
  constructor(message = "Not found.") {
    super(404, message);
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

/** Unknown paths under /api answer 404 in the envelope rather than the client's HTML. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json(envelope(`No API route matches ${req.method} ${req.baseUrl}${req.path}.`));
};

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Every error becomes `{success:false, message}`; 5xx details go to the log, never the answer. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof HttpError) {
      res
        .status(error.status)
        .json(envelope(error.message, error instanceof BadInputError ? error.errors : undefined));
      return;
    }
    const parser = error as BodyParserError;
    if (parser.type === "entity.parse.failed") {
      res.status(400).json(envelope("The request body is not valid JSON."));
      return;
    }
    if (parser.type === "entity.too.large") {
      res.status(413).json(envelope("The request body is too large."));
      return;
    }
    if (typeof parser.status === "number" && parser.status >= 400 && parser.status < 500) {
      res.status(parser.status).json(envelope("The request could not be read."));
      return;
    }
    logger.error({ err: error, method: req.method, url: req.originalUrl }, "request failed");
    res.status(500).json(envelope("Something went wrong on our side. Please try again later."));
  };
}
