/** Per-request context: a forked EntityManager and the services built on it. */
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { Request, Response } from "express";
import type { SqlReader } from "./db/sql-reader";
import type { Logger } from "./logger";
import { AuthService } from "./modules/auth/auth.service";
import type { LoginLimiter } from "./modules/auth/login-limiter";
import { SuggestionsService } from "./modules/catalogue/suggestions.service";
import { UniversityService } from "./modules/catalogue/university.service";

export interface Services {
  suggestions: SuggestionsService;
  universities: UniversityService;
  auth: AuthService;
}

/** What request contexts are built from: made once when the app starts. */
export interface ContextDeps {
  orm: MikroORM;
  sql: SqlReader;
  logger: Logger;
  auth: AuthSettings;
  loginLimiter: LoginLimiter;
}

export interface RequestContext {
  readonly em: EntityManager;
  readonly services: Services;
  logger: Logger;
  /** The HTTP exchange, for what only it carries: cookies in, cookies out. */
  req: Request;
  res: Response;
  auth: AuthSettings;
}

export interface AuthSettings {
  jwtSecret: string;
  secureCookies: boolean;
}

/**
 * A context per request. The EntityManager fork (its identity map lives and dies with the
 * request) and the services on it are made on first use: the hot read paths never need them.
 */
export function createRequestContext(
  deps: ContextDeps,
  req: Request,
  res: Response,
): RequestContext {
  const { orm, sql, logger } = deps;
  let em: EntityManager | undefined;
  let services: Services | undefined;
  const context: RequestContext = {
    get em() {
      em ??= orm.em.fork();
      return em;
    },
    get services() {
      services ??= {
        suggestions: new SuggestionsService(sql),
        universities: new UniversityService(context.em),
        auth: new AuthService(context.em, deps.auth.jwtSecret, deps.loginLimiter),
      };
      return services;
    },
    logger,
    req,
    res,
    auth: deps.auth,
  };
  return context;
}

declare module "express-serve-static-core" {
  interface Request {
    /** Set by the context middleware for every request under /api and /graphql. */
    ctx: RequestContext;
  }
}
