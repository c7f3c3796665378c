/** Apollo Server 5 at /graphql: limits, CSRF prevention, and errors without internals. */

import type { Server } from "node:http";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { expressMiddleware } from "@as-integrations/express5";
import type { RequestHandler } from "express";
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import type { RequestContext } from "../context";
import { HttpError } from "../http/errors";
import type { Logger } from "../logger";
import { documentLimits } from "./limits";
import { buildGraphqlSchema } from "./schema";

const CODE_BY_STATUS: Record<number, string> = {
  400: "BAD_USER_INPUT",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  429: "TOO_MANY_REQUESTS",
};

/** Our own errors keep their message; anything unexpected is logged and masked. */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    if (original instanceof HttpError) {
      return {
        message: original.message,
        path: formatted.path,
        extensions: { code: CODE_BY_STATUS[original.status] ?? "BAD_REQUEST" },
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
  options: { isProduction: boolean; logger: Logger },
): Promise<{ middleware: RequestHandler; stop: () => Promise<void> }> {
  const apollo = new ApolloServer<RequestContext>({
    schema: await buildGraphqlSchema(),
    introspection: !options.isProduction,
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
