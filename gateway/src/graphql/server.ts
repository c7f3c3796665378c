/** Apollo Server 5 at /graphql: limits, CSRF prevention, and errors without internals. */

import type { Server } from "node:http";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { expressMiddleware } from "@as-integrations/express5";
import type { RequestHandler } from "express";
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import type { RequestContext } from "../core/context";
import { DomainError, type ErrorKind } from "../core/errors";
import type { Logger } from "../core/logger";
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

/** Our own errors keep their message; anything unexpected is logged and masked. */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    if (original instanceof DomainError) {
      return {
        message: original.message,
        path: formatted.path,
        extensions: { code: GRAPHQL_CODE[original.kind] },
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
      message: formatted.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code },
    };
  };
}

export async function createGraphqlMiddleware(
  httpServer: Server,
  options: { introspection: boolean; logger: Logger },
): Promise<{ middleware: RequestHandler; stop: () => Promise<void> }> {
  const apollo = new ApolloServer<RequestContext>({
    schema: await buildGraphqlSchema(),
    // Off in production unless GRAPHQL_INTROSPECTION=true; the explorer page goes with it.
    introspection: options.introspection,
    includeStacktraceInErrorResponses: false,
    csrfPrevention: true,
    validationRules: [documentLimits],
    formatError: formatError(options.logger),
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer })],
  });
  await apollo.start();
  const middleware = expressMiddleware(apollo, { context: async ({ req }) => req.ctx });
  return { middleware, stop: () => apollo.stop() };
}
