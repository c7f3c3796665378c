/** The HTTP side of errors: each domain error kind's status, and the one error handler. */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import {
  BadInputError,
  DomainError,
  type ErrorKind,
  envelope,
  TooManyAttemptsError,
} from "../core/errors";
import type { Logger } from "../core/logger";
import { isUnreachableDependency, UNAVAILABLE_MESSAGE } from "../core/unreachable";

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

/** What Fastify itself refuses before a route runs, in words for the client. */
const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "The request body must be JSON (or a form, for uploads).",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request body is not as long as it says.",
};

/** Every error becomes `{success:false, message}`; 5xx details go to the log, never the answer. */
export function errorHandler(logger: Logger) {
  return (error: FastifyError | DomainError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof DomainError) {
      const errors = error instanceof BadInputError ? error.errors : undefined;
      if (error instanceof TooManyAttemptsError && error.retryAfterSeconds)
        reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.code(HTTP_STATUS[error.kind]).send(envelope(error.message, errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = error instanceof SyntaxError ? "FST_ERR_CTP_INVALID_JSON_BODY" : error.code;
      const message = FRAMEWORK_MESSAGES[code ?? ""] ?? "The request could not be read.";
      return reply.code(status).send(envelope(message));
    }
    if (isUnreachableDependency(error)) {
      logger.warn({ err: error, method: request.method, url: request.url }, "a dependency is down");
      return reply.code(503).send(envelope(UNAVAILABLE_MESSAGE));
    }
    logger.error({ err: error, method: request.method, url: request.url }, "request failed");
    return reply
      .code(500)
      .send(envelope("Something went wrong on our side. Please try again later."));
  };
}
