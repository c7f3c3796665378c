/** The HTTP side of errors: each domain error kind's status, the 404 of /api, the last handler. */
import type { ErrorRequestHandler, RequestHandler } from "express";
import { BadInputError, DomainError, type ErrorKind, envelope } from "../core/errors";
import type { Logger } from "../core/logger";

export const HTTP_STATUS: Readonly<Record<ErrorKind, number>> = {
  "bad-input": 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "unsupported-media": 415,
  unprocessable: 422,
  "too-many-attempts": 429,
  unavailable: 503,
};

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
    if (error instanceof DomainError) {
      res
        .status(HTTP_STATUS[error.kind])
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
