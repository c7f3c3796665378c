/** Per-request context: a forked EntityManager and the services built on it. */

import type { EmailJob } from "@gradplan/schema";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { Queue } from "bullmq";
import type { Request, Response } from "express";
import type { SqlReader } from "./db/sql-reader";
import type { Limiters } from "./http/attempt-limiter";
import type { Logger } from "./logger";
import { AuthService } from "./modules/auth/auth.service";
import { PasswordResetService } from "./modules/auth/password-reset.service";
import { SuggestionsService } from "./modules/catalogue/suggestions.service";
import { UniversityService } from "./modules/catalogue/university.service";
import { EngagementService } from "./modules/engagement/engagement.service";
import { ResumeService } from "./modules/resumes/resume.service";
import { CourseDetailsService } from "./modules/search/course-details.service";
import { SearchService } from "./modules/search/search.service";
import { ShortlistService } from "./modules/shortlist/shortlist.service";
import { ProfileService } from "./modules/students/profile.service";
import type { ResumeEvaluationQueue } from "./queues/resume-evaluation";
import type { ShortlistRecalculation } from "./queues/shortlist-recalculation";

export interface Services {
  suggestions: SuggestionsService;
  universities: UniversityService;
  auth: AuthService;
  passwordReset: PasswordResetService;
  engagement: EngagementService;
  profile: ProfileService;
  search: SearchService;
  courseDetails: CourseDetailsService;
  shortlist: ShortlistService;
  resumes: ResumeService;
}

/** What request contexts are built from: made once when the app starts. */
export interface ContextDeps {
  orm: MikroORM;
  sql: SqlReader;
  logger: Logger;
  auth: AuthSettings;
  limiters: Limiters;
  emailQueue: Queue<EmailJob>;
  publicUrl: string;
  supportEmail: string;
  shortlistRecalculation: ShortlistRecalculation;
  resumeEvaluation: ResumeEvaluationQueue;
}

export interface RequestContext {
  readonly em: EntityManager;
  readonly services: Services;
  logger: Logger;
  /** The HTTP exchange, for what only it carries: cookies in, cookies out. */
  req: Request;
  res: Response;
  auth: AuthSettings;
  shortlistRecalculation: ShortlistRecalculation;
}

export interface AuthSettings {
  jwtSecret: string;
  secureCookies: boolean;
}

/** An object whose every property is made by its factory on first read, then kept. */
function lazily<T extends object>(factories: { [K in keyof T]: () => T[K] }): T {
  const made: Partial<T> = {};
  const target = {} as T;
  for (const key of Object.keys(factories) as (keyof T)[]) {
    Object.defineProperty(target, key, {
      enumerable: true,
      get: () => {
        if (!(key in made)) made[key] = factories[key]();
        return made[key];
      },
    });
  }
  return target;
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
  const context: RequestContext = {
    get em() {
      em ??= orm.em.fork();
      return em;
    },
    // Each service on first use: the search and suggestion paths read through the SqlReader
    // and must not fork an EntityManager (nor build nine other services) per request.
    services: lazily({
      suggestions: () => new SuggestionsService(sql),
      universities: () => new UniversityService(context.em),
      auth: () => new AuthService(context.em, deps.auth.jwtSecret, deps.limiters.login),
      passwordReset: () =>
        new PasswordResetService({
          em: context.em,
          emailQueue: deps.emailQueue,
          limiter: deps.limiters.forgotPassword,
          publicUrl: deps.publicUrl,
        }),
      engagement: () =>
        new EngagementService({
          em: context.em,
          emailQueue: deps.emailQueue,
          contactLimiter: deps.limiters.contact,
          supportEmail: deps.supportEmail,
        }),
      profile: () => new ProfileService(context.em),
      search: () => new SearchService(sql),
      courseDetails: () => new CourseDetailsService(sql),
      shortlist: () => new ShortlistService(context.em),
      resumes: () => new ResumeService(context.em, deps.resumeEvaluation),
    }),
    logger,
    req,
    res,
    auth: deps.auth,
    shortlistRecalculation: deps.shortlistRecalculation,
  };
  return context;
}

declare module "express-serve-static-core" {
  interface Request {
    /** Set by the context middleware for every request under /api and /graphql. */
    ctx: RequestContext;
  }
}
