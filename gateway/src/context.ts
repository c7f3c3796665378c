/** Per-request context: a forked EntityManager and the services built on it. */
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { SqlReader } from "./db/sql-reader";
import type { Logger } from "./logger";
import { SuggestionsService } from "./modules/catalogue/suggestions.service";
import { UniversityService } from "./modules/catalogue/university.service";

export interface Services {
  suggestions: SuggestionsService;
  universities: UniversityService;
}

export interface RequestContext {
  readonly em: EntityManager;
  readonly services: Services;
  logger: Logger;
}

/**
 * A context per request. The EntityManager fork (its identity map lives and dies with the
 * request) and the services on it are made on first use: the hot read paths never need them.
 */
export function createRequestContext(
  orm: MikroORM,
  sql: SqlReader,
  logger: Logger,
): RequestContext {
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
      };
      return services;
    },
    logger,
  };
  return context;
}

declare module "express-serve-static-core" {
  interface Request {
    /** Set by the context middleware for every request under /api and /graphql. */
    ctx: RequestContext;
  }
}
