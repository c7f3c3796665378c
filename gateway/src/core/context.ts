/**
 * The per-request context: an EntityManager forked on first use, the HTTP exchange, and each
 * module's view of the request (ModuleContext): the services and DataLoaders of its own domain
 * and of the domains it declares it uses. A service or loader is made on the request's first use
 * of it, once per request whichever module asks, from its own module's view.
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import type {
  AppResources,
  DomainName,
  HttpExchange,
  LoadedModule,
  ModuleContext,
  RequestContext,
  ServiceFactory,
  WiredApi,
} from "./module";

export type { RequestContext } from "./module";

type Members = Record<PropertyKey, unknown>;
type BagClass = new (scope: LazyRequestContext) => Members;
type WindowClass = new (bag: Members) => Members;

/** A module's windows on a request's bags: the members it may reach. */
interface Windows {
  readonly Services: WindowClass;
  readonly Loaders: WindowClass;
}

/** What the app makes once for every request's context: the classes of its lazy bags and views. */
export interface RequestBags {
  readonly Services: BagClass;
  readonly Loaders: BagClass;
  /** Each module's windows, by its place in the list. */
  readonly windows: readonly Windows[];
  readonly placeOf: ReadonlyMap<DomainName, number>;
  // biome-ignore lint/complexity/noBannedTypes: type-graphql's resolver classes.
  readonly placeOfResolver: ReadonlyMap<Function, number>;
}

type Kind = "service" | "loader";
type FactoriesOf = (api: WiredApi) => Readonly<Record<string, ServiceFactory<unknown>>> | undefined;

/**
 * One class whose prototype has a getter per factory of every module: making a request's bag
 * costs one object, and a member is made only when a request first touches it, from the view of
 * the module that declares it.
 */
function lazyBagOf(kind: Kind, modules: readonly LoadedModule[], factoriesOf: FactoriesOf) {
  class Bag {
    readonly made: Members = {};
    constructor(readonly scope: LazyRequestContext) {}
  }
  const owners = new Map<string, DomainName>();
  modules.forEach((module, place) => {
    for (const [name, make] of Object.entries(factoriesOf(module.api) ?? {})) {
      const owner = owners.get(name);
      if (owner) throw new Error(`${kind} ${name} is declared by both ${owner} and ${module.name}`);
      owners.set(name, module.name);
      Object.defineProperty(Bag.prototype, name, {
        get(this: Bag) {
          if (!(name in this.made)) this.made[name] = make(this.scope.view(place));
          return this.made[name];
        },
      });
    }
  });
  return { Bag: Bag as unknown as BagClass, owners };
}

const BAG = Symbol("bag");

/**
 * One module's window on a bag: a getter per member of the domains it reaches, and for every
 * other member a getter that fails, naming the declaration that is missing.
 */
function windowOf(kind: Kind, module: LoadedModule, owners: Map<string, DomainName>): WindowClass {
  class Window {
    readonly [BAG]: Members;
    constructor(bag: Members) {
      this[BAG] = bag;
    }
  }
  const reach = new Set<DomainName>([module.name, ...module.uses]);
  for (const [name, owner] of owners) {
    const get = reach.has(owner)
      ? function (this: Window) {
          return this[BAG][name];
        }
      : () => {
          throw new Error(
            `${module.name} reached ${owner}'s ${kind} ${name} without declaring it: add "${owner}" to uses in ${module.name}.module.ts`,
          );
        };
    Object.defineProperty(Window.prototype, name, { get });
  }
  return Window as unknown as WindowClass;
}

/** One module's view of a request: the request, and its windows on the request's bags. */
class ModuleView implements RequestContext {
  private servicesMade: Members | undefined;
  private loadersMade: Members | undefined;

  constructor(
    private readonly scope: LazyRequestContext,
    private readonly windows: Windows,
  ) {}

  get em(): EntityManager {
    return this.scope.em;
  }
  get app(): AppResources {
    return this.scope.app;
  }
  get logger(): RequestContext["logger"] {
    return this.scope.logger;
  }
  get http(): HttpExchange {
    return this.scope.http;
  }
  get auth(): RequestContext["auth"] {
    return this.scope.auth;
  }
  get services(): Members {
    this.servicesMade ??= new this.windows.Services(this.scope.allServices());
    return this.servicesMade;
  }
  get loaders(): Members {
    this.loadersMade ??= new this.windows.Loaders(this.scope.allLoaders());
    return this.loadersMade;
  }
}

export function requestBagsOf(modules: readonly LoadedModule[]): RequestBags {
  const placeOf = new Map(modules.map((module, place) => [module.name, place]));
  for (const module of modules)
    for (const used of module.uses)
      if (!placeOf.has(used)) throw new Error(`${module.name} uses ${used}, which is no module`);
  const services = lazyBagOf("service", modules, (api) => api.services);
  const loaders = lazyBagOf("loader", modules, (api) => api.loaders);
  // biome-ignore lint/complexity/noBannedTypes: type-graphql's resolver classes.
  const placeOfResolver = new Map<Function, number>();
  modules.forEach((module, place) => {
    for (const resolver of module.api.resolvers ?? []) placeOfResolver.set(resolver, place);
  });
  return {
    Services: services.Bag,
    Loaders: loaders.Bag,
    windows: modules.map((module) => ({
      Services: windowOf("service", module, services.owners),
      Loaders: windowOf("loader", module, loaders.owners),
    })),
    placeOf,
    placeOfResolver,
  };
}

/** One object per request; the EntityManager, bags and views are made on first use. */
class LazyRequestContext implements RequestContext {
  private forked: EntityManager | undefined;
  private servicesMade: Members | undefined;
  private loadersMade: Members | undefined;
  private views: (ModuleContext | undefined)[] | undefined;
  readonly logger: RequestContext["logger"];
  readonly auth: RequestContext["auth"];

  constructor(
    readonly app: AppResources,
    readonly bags: RequestBags,
    readonly http: HttpExchange,
  ) {
    this.logger = app.logger;
    this.auth = app.auth;
  }

  get em(): EntityManager {
    this.forked ??= this.app.orm.em.fork();
    return this.forked;
  }

  /** Every module's services: reached only through a module's view (its window). */
  allServices(): Members {
    this.servicesMade ??= new this.bags.Services(this);
    return this.servicesMade;
  }

  allLoaders(): Members {
    this.loadersMade ??= new this.bags.Loaders(this);
    return this.loadersMade;
  }

  /** The view of the module at this place in the list, made on first use. */
  view(place: number): ModuleContext {
    this.views ??= [];
    let view = this.views[place];
    if (!view) {
      view = new ModuleView(this, this.bags.windows[place]!) as unknown as ModuleContext;
      this.views[place] = view;
    }
    return view;
  }
}

export function createRequestContext(
  app: AppResources,
  bags: RequestBags,
  http: HttpExchange,
): RequestContext {
  return new LazyRequestContext(app, bags, http);
}

function scopeOf(ctx: RequestContext): LazyRequestContext {
  if (ctx instanceof LazyRequestContext) return ctx;
  throw new Error("not a request made by createRequestContext");
}

/** For a module's routes: its view of each request, the place looked up once. */
export function moduleContextOf(
  bags: RequestBags,
  module: DomainName,
): (ctx: RequestContext) => ModuleContext {
  const place = bags.placeOf.get(module);
  if (place === undefined) throw new Error(`${module} is no module`);
  return (ctx) => scopeOf(ctx).view(place);
}

/** For a resolver: the view of the module that lists its class. */
// biome-ignore lint/complexity/noBannedTypes: type-graphql's resolver classes.
export function resolverContextOf(ctx: RequestContext, resolver: Function): ModuleContext {
  const scope = scopeOf(ctx);
  const place = scope.bags.placeOfResolver.get(resolver);
  if (place === undefined) throw new Error(`resolver ${resolver.name} is listed by no module`);
  return scope.view(place);
}
