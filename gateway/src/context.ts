/** Per-request context: a forked EntityManager and the services built on it. */
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { Logger } from "./logger";
import { SuggestionsService } from "./modules/catalogue/suggestions.service";
import { UniversityService } from "./modules/catalogue/university.service";

export interface Services {
  suggestions: SuggestionsService;
  universities: UniversityService;
}

export interface RequestContext {
  em: EntityManager;
  services: Services;
  logger: Logger;
}

export function createServices(em: EntityManager): Services {
  return { suggestions: new SuggestionsService(em), universities: new UniversityService(em) };
}

export function createRequestContext(orm: MikroORM, logger: Logger): RequestContext {
  // A fork per request: its identity map lives and dies with the request.
  const em = orm.em.fork();
  return { em, services: createServices(em), logger };
}

declare module "express-serve-static-core" {
  interface Request {
    /** Set by the context middleware for every request under /api and /graphql. */
    ctx: RequestContext;
  }
}
