/** Assembles the HTTP application: logging, context, /graphql, /api, health, the client, errors. */
import { createServer, type Server } from "node:http";
import {
  type EmailJob,
  QUEUE,
  type ResumeEvaluationJob,
  type ResumeEvaluationResult,
  type ShortlistRecalculationJob,
  type ShortlistRecalculationResult,
} from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import cookieParser from "cookie-parser";
import express from "express";
import type { Redis } from "ioredis";
import { type Config, JWT_SECRET_MIN_LENGTH } from "../config";
import { createRequestContext } from "../context";
import type { SqlReader } from "../db/sql-reader";
import { createGraphqlMiddleware } from "../graphql/server";
import type { Logger } from "../logger";
import { authRouter } from "../modules/auth/auth.rest";
import { OidcSignIn } from "../modules/auth/oidc";
import { oidcRouter } from "../modules/auth/oidc.rest";
import { catalogueRouter } from "../modules/catalogue/catalogue.rest";
import { engagementRouter } from "../modules/engagement/engagement.rest";
import { guidePdf } from "../modules/resumes/guides/guides";
import { resumesRouter } from "../modules/resumes/resumes.rest";
import { searchRouter } from "../modules/search/search.rest";
import { studentsRouter } from "../modules/students/students.rest";
import { createQueue } from "../queues/factory";
import { ResumeEvaluationQueue } from "../queues/resume-evaluation";
import { ShortlistRecalculation } from "../queues/shortlist-recalculation";
import { createLimiters } from "./attempt-limiter";
import { apiNotFound, envelope, errorHandler } from "./errors";
import { healthRouter } from "./health";
import { requestLog } from "./request-log";
import { staticClientRouter } from "./static-client";

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

  app.use(healthRouter(orm, redis));
  app.use(requestLog(logger));
  const emailQueue = createQueue<EmailJob>(QUEUE.email, {
    connection: redis,
    prefix: config.queuePrefix,
  });
  const shortlistRecalculation = new ShortlistRecalculation(
    createQueue<ShortlistRecalculationJob, ShortlistRecalculationResult>(
      QUEUE.shortlistRecalculation,
      { connection: redis, prefix: config.queuePrefix },
    ),
    redis,
    config.queuePrefix,
  );
  const resumeEvaluation = new ResumeEvaluationQueue(
    createQueue<ResumeEvaluationJob, ResumeEvaluationResult>(QUEUE.resumeEvaluation, {
      connection: redis,
      prefix: config.queuePrefix,
    }),
    redis,
    config.queuePrefix,
  );
  const contextDeps = {
    orm,
    sql,
    logger,
    auth: { jwtSecret, secureCookies: config.secureCookies },
    limiters: createLimiters(redis, config.queuePrefix),
    emailQueue,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    shortlistRecalculation,
    resumeEvaluation,
  };
  app.use(["/api", "/graphql"], cookieParser(), (req, res, next) => {
    req.ctx = createRequestContext(contextDeps, req, res);
    next();
  });

  const graphql = await createGraphqlMiddleware(server, {
    isProduction: config.isProduction,
    logger,
  });
  // Apollo needs req.body set on every request, GET included (its CSRF check answers those).
  app.use("/graphql", parseJson, graphql.middleware);

  const api = express.Router();
  api.use(jsonBody);
  api.use(catalogueRouter());
  api.use(authRouter());
  api.use(
    oidcRouter(
      config.oidc
        ? new OidcSignIn(
            config.oidc,
            `${config.publicUrl}/api/auth/google/callback`,
            jwtSecret,
            config.secureCookies,
          )
        : null,
    ),
  );
  api.use(engagementRouter());
  api.use(studentsRouter());
  api.use(searchRouter());
  api.use(resumesRouter());
  api.use(apiNotFound);
  app.use("/api", api);
  app.get("/download/:file", (req, res) => {
    const pdf = guidePdf(req.params.file);
    if (!pdf) {
      res.status(404).json(envelope("No such download."));
      return;
    }
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${req.params.file}"`,
      "Cache-Control": "public, max-age=86400",
    });
    res.end(pdf);
  });
  app.use("/download", (_req, res) => {
    res.status(404).json(envelope("No such download."));
  });

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
      await shortlistRecalculation.close();
      await resumeEvaluation.close();
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
