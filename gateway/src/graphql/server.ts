/** Apollo Server 5 at /graphql: limits, CSRF prevention, and errors without internals. */

import { ApolloServer } from "@apollo/server";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from "@apollo/server/plugin/disabled";
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from "@as-integrations/fastify";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import type { RequestContext } from "../core/context";
import { BadInputError, DomainError, type ErrorKind } from "../core/errors";
import { JSON_TOO_DEEP_MESSAGE, jsonNestedTooDeep } from "../core/json-depth";
import type { Logger } from "../core/logger";
import { isUnreachableDependency, UNAVAILABLE_MESSAGE } from "../core/unreachable";
import { prefersHtml, withoutSuggestions } from "./hidden-schema";
import { documentLimits } from "./limits";
import { buildGraphqlSchema } from "./schema";

/** Each domain error kind's GraphQL code (http/errors.ts has the HTTP statuses). */
export const GRAPHQL_CODE: Readonly<Record<ErrorKind, string>> = {
  "bad-input": "BAD_USER_INPUT",
  unauthenticated: "UNAUTHENTICATED",
  forbidden: "FORBIDDEN",
  "not-found": "NOT_FOUND",
  conflict: "BAD_REQUEST",
  "too-large": "BAD_REQUEST",
  "unsupported-media": "BAD_REQUEST",
  unprocessable: "BAD_REQUEST",
  "too-many-attempts": "TOO_MANY_REQUESTS",
  unavailable: "BAD_REQUEST",
};

/**
 * Our own errors keep their message; anything unexpected is logged and masked. With the schema
 * hidden (introspection off), graphql-js's "Did you mean ...?" suggestions are cut.
 */
export function formatError(logger: Logger, options: { hideSchema?: boolean } = {}) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    if (original instanceof DomainError) {
      // Bad input keeps its per-field messages, as the REST envelope's `errors` does.
      const fields = original instanceof BadInputError ? original.errors : undefined;
      return {
        message: original.message,
        path: formatted.path,
        extensions: { code: GRAPHQL_CODE[original.kind], ...(fields ? { errors: fields } : {}) },
      };
    }
    // PostgreSQL or Redis down: REST's 503, as a code the client tells the student to retry on.
    if (isUnreachableDependency(original)) {
      logger.warn({ err: original }, "a dependency is down");
      return {
        message: UNAVAILABLE_MESSAGE,
        path: formatted.path,
        extensions: { code: "SERVICE_UNAVAILABLE" },
      };
    }
    const code = formatted.extensions?.code;
    if (code === "INTERNAL_SERVER_ERROR" || code === undefined) {
      logger.error({ err: original }, "graphql resolver failed");
      return {
        message: "Something went wrong on our side. Please try again later.",
        path: formatted.path,
        extensions: { code: "INTERNAL_SERVER_ERROR" },
      };
    }
    return {
      message: options.hideSchema ? withoutSuggestions(formatted.message) : formatted.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code },
    };
  };
}

/**
 * Serves /graphql on the app. GET answers too (Apollo's CSRF check guards it); with
 * introspection on (development), GET is also the explorer page, which loads its own scripts
 * from Apollo's CDN, so that one answer goes without the script policy (http/security-headers.ts).
 * Introspection off (production) is the one switch that hides the schema: no suggestions in
 * errors, no landing page (a browser's GET gets the app's plain 404, as any unknown path).
 */
export async function registerGraphql(
  app: FastifyInstance,
  options: {
    introspection: boolean;
    logger: Logger;
    /** A reason to refuse the request before Apollo reads it (text we cannot store), or null. */
    refuse: (request: FastifyRequest) => string | null;
  },
): Promise<{ stop: () => Promise<void> }> {
  const hideSchema = !options.introspection;
  const apollo = new ApolloServer<RequestContext>({
    schema: await buildGraphqlSchema(),
    // Off in production unless GRAPHQL_INTROSPECTION=true; the explorer page goes with it.
    introspection: options.introspection,
    includeStacktraceInErrorResponses: false,
    // The gateway stops Apollo itself, in order (shutdown.ts). Apollo's own SIGTERM handler
    // closed Fastify from its drain plugin at the same time, and a client's idle keep-alive
    // connection then held the close until the 10 s grace killed the process (exit 1).
    stopOnTerminationSignals: false,
    csrfPrevention: true,
    validationRules: [documentLimits],
    formatError: formatError(options.logger, { hideSchema }),
    plugins: [
      fastifyApolloDrainPlugin(app),
      // The default cache-control plugin hooks every field of every answer (Apollo then wraps
      // each resolver of the schema) to compute a Cache-Control header we never set: a tenth
      // of the CPU of a search answered through GraphQL (docs/benchmarks.md).
      ApolloServerPluginCacheControlDisabled(),
      // Apollo's own default is its production landing page, which loads scripts from its CDN.
      ...(hideSchema ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
  });
  await apollo.start();
  const handler = fastifyApolloHandler(apollo, { context: async (request) => request.ctx });
  // A bad request is answered as Apollo answers others: 400 with a GraphQL error.
  const badRequest = (reply: FastifyReply, message: string) =>
    reply
      .code(400)
      .type("application/json; charset=utf-8")
      .send(JSON.stringify({ errors: [{ message, extensions: { code: "BAD_USER_INPUT" } }] }));
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (hideSchema && request.method === "GET" && prefersHtml(request.headers.accept))
      return reply.callNotFound();
    const problem = options.refuse(request) ?? tooDeepInQuery(request);
    if (problem) return badRequest(reply, problem);
  };
  // The body's own refusals (JSON nested too deeply, http/app.ts) in the same shape; the rest
  // (a body that is not JSON, too large) goes on to the app's error handler.
  const errorHandler = (error: Error, _request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof BadInputError) return badRequest(reply, error.message);
    throw error;
  };
  app.post("/graphql", { preHandler, errorHandler }, handler);
  app.get("/graphql", { preHandler, errorHandler }, handler);
  return { stop: () => apollo.stop() };
}

/**
 * A GET carries its variables and extensions as JSON text in the query string, which Apollo
 * parses: the same depth bound as a body's (http/app.ts), judged before Apollo reads them.
 */
function tooDeepInQuery(request: FastifyRequest): string | null {
  if (request.method !== "GET") return null;
  const query = request.query as Record<string, unknown> | undefined;
  for (const name of ["variables", "extensions"]) {
    const value = query?.[name];
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === "string" && jsonNestedTooDeep(text)))
      return JSON_TOO_DEEP_MESSAGE;
  }
  return null;
}
