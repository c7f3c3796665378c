/**
 * The per-request context: an EntityManager forked on first use, the services and DataLoaders
 * of every module made on first use, and the HTTP exchange for what only it carries (cookies in,
 * cookies out).
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Loaders } from "./loaders";
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
type LoadersClass = new (ctx: RequestContext) => Loaders;
type Modules = readonly { name: string; api: ModuleApi }[];

/**
 * One class whose prototype has a getter per factory of every module: making a request's bag
 * costs one object, and a member is made only when a request first touches it.
 */
function lazyBagOf(
  kind: "service" | "loader",
  modules: Modules,
  factoriesOf: (api: ModuleApi) => Record<string, unknown> | undefined,
): new (
  ctx: RequestContext,
) => object {
  class Bag {
    readonly made: Record<string, unknown> = {};
    constructor(readonly ctx: RequestContext) {}
  }
  const owners = new Map<string, string>();
  for (const module of modules) {
    for (const [name, factory] of Object.entries(factoriesOf(module.api) ?? {})) {
      const owner = owners.get(name);
      if (owner) throw new Error(`${kind} ${name} is declared by both ${owner} and ${module.name}`);
      owners.set(name, module.name);
      const make = factory as ServiceFactory<unknown>;
      Object.defineProperty(Bag.prototype, name, {
        get(this: Bag) {
          if (!(name in this.made)) this.made[name] = make(this.ctx);
          return this.made[name];
        },
      });
    }
  }
  return Bag;
}

/** The services of every module, made one by one on a request's first use. */
export function servicesOf(modules: Modules): ServicesClass {
  return lazyBagOf("service", modules, (api) => api.services) as unknown as ServicesClass;
}

/** The DataLoaders of every module, made one by one on a request's first use. */
export function loadersOf(modules: Modules): LoadersClass {
  return lazyBagOf("loader", modules, (api) => api.loaders) as unknown as LoadersClass;
}

/** What the app makes once for every request's context: the classes of its lazy bags. */
export interface RequestBags {
  Services: ServicesClass;
  Loaders: LoadersClass;
}

export function requestBagsOf(modules: Modules): RequestBags {
  return { Services: servicesOf(modules), Loaders: loadersOf(modules) };
}

/** One object per request; the EntityManager, services and loaders are made on first use. */
class LazyRequestContext implements RequestContext {
  private forked: EntityManager | undefined;
  private madeServices: Services | undefined;
  private madeLoaders: Loaders | undefined;
  readonly logger: RequestContext["logger"];
  readonly auth: RequestContext["auth"];

  constructor(
    readonly app: AppResources,
    private readonly bags: RequestBags,
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
    this.madeServices ??= new this.bags.Services(this);
    return this.madeServices;
  }

  get loaders(): Loaders {
    this.madeLoaders ??= new this.bags.Loaders(this);
    return this.madeLoaders;
  }
}

export function createRequestContext(
  app: AppResources,
  bags: RequestBags,
  http: HttpExchange,
): RequestContext {
  return new LazyRequestContext(app, bags, http);
}
