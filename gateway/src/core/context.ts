/**
 * The per-request context: an EntityManager forked on first use, the services of every module
 * made on first use, and the HTTP exchange for what only it carries (cookies in, cookies out).
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import type {
  AppResources,
  HttpExchange,
  ModuleApi,
  RequestContext,
  ServiceFactory,
} from "./module";
import type { Services } from "./services";

export type { RequestContext } from "./module";

type ServicesClass = new (ctx: RequestContext) => Services;

/**
 * One class whose prototype has a getter per service of every module: making a request's
 * services costs one object, and a service is made only when a request first touches it.
 */
export function servicesOf(modules: readonly { name: string; api: ModuleApi }[]): ServicesClass {
  class RequestServices {
    readonly made: Record<string, unknown> = {};
    constructor(readonly ctx: RequestContext) {}
  }
  const owners = new Map<string, string>();
  for (const module of modules) {
    for (const [name, factory] of Object.entries(module.api.services ?? {})) {
      const owner = owners.get(name);
      if (owner) throw new Error(`service ${name} is declared by both ${owner} and ${module.name}`);
      owners.set(name, module.name);
      const make = factory as ServiceFactory<unknown>;
      Object.defineProperty(RequestServices.prototype, name, {
        get(this: RequestServices) {
          if (!(name in this.made)) this.made[name] = make(this.ctx);
          return this.made[name];
        },
      });
    }
  }
  return RequestServices as unknown as ServicesClass;
}

/** One object per request; the EntityManager and the services are made on first use. */
class LazyRequestContext implements RequestContext {
  private forked: EntityManager | undefined;
  private made: Services | undefined;
  readonly logger: RequestContext["logger"];
  readonly auth: RequestContext["auth"];

  constructor(
    readonly app: AppResources,
    private readonly Services: ServicesClass,
    readonly http: HttpExchange,
  ) {
    this.logger = app.logger;
    this.auth = app.auth;
  }

  get em(): EntityManager {
    this.forked ??= this.app.orm.em.fork();
    return this.forked;
  }

  get services(): Services {
    this.made ??= new this.Services(this);
    return this.made;
  }
}

export function createRequestContext(
  app: AppResources,
  Services: ServicesClass,
  http: HttpExchange,
): RequestContext {
  return new LazyRequestContext(app, Services, http);
}
