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

/**
 * The services that read through the SqlReader hold no per-request state: made once per app
 * (per ContextDeps), not once per request on the hottest paths (search, suggestions).
 */
const readers = new WeakMap<
  ContextDeps,
  Pick<Services, "suggestions" | "search" | "courseDetails">
>();

function readersOf(deps: ContextDeps) {
  let made = readers.get(deps);
  if (!made) {
    made = {
      suggestions: new SuggestionsService(deps.sql),
      search: new SearchService(deps.sql),
      courseDetails: new CourseDetailsService(deps.sql),
    };
    readers.set(deps, made);
  }
  return made;
}

/**
 * A request's services. The ones on the EntityManager are made on first use, so a request that
 * never touches one never forks the EntityManager; the getters live on the prototype, so making
 * a context costs one object, whatever the number of services.
 */
class RequestServices implements Services {
  private made: Partial<Services> = {};

  constructor(
    private readonly deps: ContextDeps,
    private readonly context: RequestContext,
  ) {}

  get suggestions() {
    return readersOf(this.deps).suggestions;
  }
  get search() {
    return readersOf(this.deps).search;
  }
  get courseDetails() {
    return readersOf(this.deps).courseDetails;
  }
  get universities() {
    this.made.universities ??= new UniversityService(this.context.em);
    return this.made.universities;
  }
  get auth() {
    const { auth, limiters } = this.deps;
    this.made.auth ??= new AuthService(this.context.em, auth.jwtSecret, limiters.login);
    return this.made.auth;
  }
  get passwordReset() {
    this.made.passwordReset ??= new PasswordResetService({
      em: this.context.em,
      emailQueue: this.deps.emailQueue,
      limiter: this.deps.limiters.forgotPassword,
      publicUrl: this.deps.publicUrl,
    });
    return this.made.passwordReset;
  }
  get engagement() {
    this.made.engagement ??= new EngagementService({
      em: this.context.em,
      emailQueue: this.deps.emailQueue,
      contactLimiter: this.deps.limiters.contact,
      supportEmail: this.deps.supportEmail,
    });
    return this.made.engagement;
  }
  get profile() {
    this.made.profile ??= new ProfileService(this.context.em);
    return this.made.profile;
  }
  get shortlist() {
    this.made.shortlist ??= new ShortlistService(this.context.em);
    return this.made.shortlist;
  }
  get resumes() {
    this.made.resumes ??= new ResumeService(this.context.em, this.deps.resumeEvaluation);
    return this.made.resumes;
  }
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
  const { orm, logger } = deps;
  let em: EntityManager | undefined;
  let services: Services | undefined;
  const context: RequestContext = {
    get em() {
      em ??= orm.em.fork();
      return em;
    },
    get services() {
      services ??= new RequestServices(deps, context);
      return services;
    },
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
