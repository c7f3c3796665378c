/** Assembles the HTTP application (Fastify): headers, context, the client, compression, /graphql, the REST routes, health. */
// Resolver classes are decorated when their module's API loads: the polyfill comes first.
import "reflect-metadata";
import type { Server } from "node:http";
import fastifyCookie from "@fastify/cookie";
import { type EmailJob, QUEUE } from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import Fastify, { type FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { createLimiters } from "../core/attempt-limiter";
import { type Config, JWT_SECRET_MIN_LENGTH } from "../core/config";
import { createRequestContext, moduleContextOf, requestBagsOf } from "../core/context";
import { BadInputError } from "../core/errors";
import { JSON_TOO_DEEP_MESSAGE, jsonNestedTooDeep } from "../core/json-depth";
import { createRequestLogger, type Logger } from "../core/logger";
import { type AppResources, loadApis, personalDataOf, type RequestContext } from "../core/module";
import { createQueue } from "../core/queue-factory";
import type { SqlReader } from "../core/sql-reader";
import { unstorableMessage } from "../core/unstorable";
import { registerGraphql } from "../graphql/server";
import { MODULES } from "../modules";
import { registerApiDocs } from "./api-docs";
import { compressAnswers } from "./compression";
import { drainBeforeClose } from "./drain";
import { errorHandler } from "./errors";
import { exchangeOf } from "./exchange";
import { healthRoutes } from "./health";
import { measureRequests } from "./metrics";
import { registerOperatorPages } from "./operator";
import { requestIdOf, requestIds } from "./request-ids";
import { registerRoutes, unstorableIn } from "./routes";
import { securityHeaders } from "./security-headers";
import { staticClient } from "./static-client";

export interface AppDeps {
  config: Config;
  logger: Logger;
  orm: MikroORM;
  sql: SqlReader;
  redis: Redis;
}

export interface HttpApp {
  server: Server;
  fastify: FastifyInstance;
  /** Before `close`: /readyz says not ready and answers close their connections, for `ms`. */
  drainFor: (ms: number) => Promise<void>;
  /** Stops taking requests and lets in-flight ones finish. */
  close: () => Promise<void>;
}

/**
 * JSON bodies up to 100 kB, nested at most MAX_JSON_DEPTH levels (judged on the text, before the
 * parse: nothing recursive ever sees a deeper value); an empty body reads as no body, as before.
 */
const BODY_LIMIT = 100 * 1024;

declare module "fastify" {
  interface FastifyRequest {
    /** Made for every request by the onRequest hook. */
    ctx: RequestContext;
  }
}

export async function createHttpApp(deps: AppDeps): Promise<HttpApp> {
  const { config, logger, orm, sql, redis } = deps;
  const jwtSecret = config.jwtSecret;
  if (!jwtSecret)
    throw new Error(
      `JWT_SECRET must be set to at least ${JWT_SECRET_MIN_LENGTH} random characters in production.`,
    );
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // Rate limits count request.ip: behind nginx it must be the student's, not the proxy's.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Our own one-line request log (below) replaces Fastify's.
    logger: false,
    genReqId: requestIdOf,
  });
  requestIds(app);
  const jsonParser = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, undefined);
    const text = String(body);
    if (jsonNestedTooDeep(text)) return done(new BadInputError(JSON_TOO_DEEP_MESSAGE), undefined);
    jsonParser(request, text, done);
  });
  await app.register(fastifyCookie);
  securityHeaders(app, { graphqlExplorer: config.graphqlIntrospection });
  app.setErrorHandler(errorHandler(logger));
  const drain = drainBeforeClose(app);
  healthRoutes(app, orm, redis, drain);

  const emailQueue = createQueue<EmailJob>(QUEUE.email, {
    connection: redis,
    prefix: config.queuePrefix,
  });
  const made = new Map<string, unknown>();
  const closers: (() => Promise<void>)[] = [];
  const resources: AppResources = {
    config,
    orm,
    sql,
    redis,
    logger,
    limiters: createLimiters(redis, config.queuePrefix, config.registrationLimits),
    emailQueue,
    auth: { jwtSecret, secureCookies: config.secureCookies },
    personalData: personalDataOf(MODULES),
    once<T>(key: string, make: () => T, close?: (value: T) => Promise<void>): T {
      if (!made.has(key)) {
        const value = make();
        made.set(key, value);
        if (close) closers.push(() => close(value));
      }
      return made.get(key) as T;
    },
  };
  const apis = await loadApis(MODULES);
  const bags = requestBagsOf(apis);
  app.decorateRequest("ctx", null as unknown as RequestContext);
  // Callback-style hooks: on the hottest path, no promise per request per hook.
  app.addHook("onRequest", (request, reply, done) => {
    request.ctx = createRequestContext(resources, bags, exchangeOf(request, reply));
    done();
  });
  // One log line per request (method, path, status, duration); query strings can carry tokens.
  const requestLog = createRequestLogger(logger);
  app.addHook("onResponse", (request, reply, done) => {
    const status = reply.statusCode;
    const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
    if (requestLog.isLevelEnabled(level)) {
      const path = request.url.split("?", 1)[0];
      const ms = Math.round(reply.elapsedTime * 100) / 100;
      requestLog[level](
        { method: request.method, path, status, ms, requestId: request.id },
        "request",
      );
    }
    done();
  });

  // The built client first: its files are compressed at build, never again per request.
  await staticClient(app, config.clientDist, sql);
  await compressAnswers(app);
  measureRequests(app);
  const operator = await registerOperatorPages(app, {
    redis,
    prefix: config.queuePrefix,
    logger,
    metricsAllowInternal: config.metricsAllowInternal,
  });
  const graphql = await registerGraphql(app, {
    introspection: config.graphqlIntrospection,
    logger,
    refuse: (request) => {
      const field = unstorableIn(request);
      return field ? unstorableMessage(field) : null;
    },
  });
  for (const { name, api } of apis)
    await registerRoutes(app, api.routes?.(resources) ?? [], moduleContextOf(bags, name));
  await registerApiDocs(app);
  await app.ready();

  return {
    server: app.server,
    fastify: app,
    drainFor: drain.drainFor,
    close: async () => {
      await graphql.stop();
      await app.close();
      await emailQueue.close();
      await operator.close();
      for (const close of closers) await close();
    },
  };
}

/** Listens and resolves with the bound port. */
export async function listen(app: HttpApp, port: number, host?: string): Promise<number> {
  await app.fastify.listen({ port, host });
  const address = app.server.address();
  return typeof address === "object" && address ? address.port : port;
}
