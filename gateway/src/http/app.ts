/** Assembles the HTTP application: logging, context, /graphql, /api, health, the client, errors. */
// Resolver classes are decorated when their module's API loads: the polyfill comes first.
import "reflect-metadata";
import { createServer, type Server } from "node:http";
import { type EmailJob, QUEUE } from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import cookieParser from "cookie-parser";
import express from "express";
import type { Redis } from "ioredis";
import { createLimiters } from "../core/attempt-limiter";
import { type Config, JWT_SECRET_MIN_LENGTH } from "../core/config";
import { createRequestContext, servicesOf } from "../core/context";
import { envelope } from "../core/errors";
import type { Logger } from "../core/logger";
import { type AppResources, loadApis } from "../core/module";
import { createQueue } from "../core/queue-factory";
import type { SqlReader } from "../core/sql-reader";
import { createGraphqlMiddleware } from "../graphql/server";
import { MODULES } from "../modules";
import { apiNotFound, errorHandler } from "./errors";
import { healthRouter } from "./health";
import { requestLog } from "./request-log";
import { securityHeaders } from "./security-headers";
import { staticClientRouter } from "./static-client";
import { rejectUnstorable, rejectUnstorableGraphql } from "./unstorable";

export interface AppDeps {
  config: Config;
  logger: Logger;
  orm: MikroORM;
  sql: SqlReader;
  redis: Redis;
}

export interface HttpApp {
  server: Server;
  /** Stops taking requests and lets in-flight ones finish. */
  close: () => Promise<void>;
}

const parseJson = express.json({ limit: "100kb" });
/** JSON bodies for the REST methods that carry one; GET and HEAD skip the parser entirely. */
const jsonBody: express.RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  parseJson(req, res, next);
};

export async function createHttpApp(deps: AppDeps): Promise<HttpApp> {
  const { config, logger, orm, sql, redis } = deps;
  const jwtSecret = config.jwtSecret;
  if (!jwtSecret)
    throw new Error(
      `JWT_SECRET must be set to at least ${JWT_SECRET_MIN_LENGTH} random characters in production.`,
    );
  const app = express();
  const server = createServer(app);
  app.disable("x-powered-by");
  // API answers are small and rarely repeated byte for byte: hashing each for an ETag is waste.
  app.set("etag", false);
  app.set("trust proxy", "loopback");

  app.use(securityHeaders({ graphqlExplorer: config.graphqlIntrospection }));
  app.use(healthRouter(orm, redis));
  app.use(requestLog(logger));
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
    limiters: createLimiters(redis, config.queuePrefix),
    emailQueue,
    auth: { jwtSecret, secureCookies: config.secureCookies },
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
  const Services = servicesOf(apis);
  app.use(["/api", "/graphql"], cookieParser(), (req, res, next) => {
    req.ctx = createRequestContext(resources, Services, req, res);
    next();
  });

  const graphql = await createGraphqlMiddleware(server, {
    introspection: config.graphqlIntrospection,
    logger,
  });
  // Apollo needs req.body set on every request, GET included (its CSRF check answers those).
  app.use("/graphql", parseJson, rejectUnstorableGraphql, graphql.middleware);

  const api = express.Router();
  api.use(jsonBody);
  api.use(rejectUnstorable);
  for (const { api: module } of apis) {
    for (const { base, router } of module.routers?.(resources) ?? []) {
      if (base === "/api") api.use(router);
      else app.use(base, rejectUnstorable, router);
    }
  }
  api.use(apiNotFound);
  app.use("/api", api);

  app.use(staticClientRouter(config.clientDist));
  app.use((_req, res) => {
    res.status(404).json(envelope("Not found."));
  });
  app.use(errorHandler(logger));

  return {
    server,
    close: async () => {
      await graphql.stop();
      await emailQueue.close();
      for (const close of closers) await close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Listens and resolves with the bound port; Express 5 reports EADDRINUSE here, not by throwing. */
export function listen(server: Server, port: number, host?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}
