/**
 * What a domain module is: its entities, the domains it uses, the tables it holds personal data
 * in, its GraphQL resolvers, REST routes and the factories of its services. `modules/index.ts`
 * lists the modules; the wiring (ORM config, GraphQL schema, HTTP app, request context) reads
 * that list and nothing else, so a new domain is one folder and one line there.
 */
import type { EntitySchema } from "@mikro-orm/core";
import type { DomainLoaders } from "./loaders";
import type { DeclaredPersonalTable, PersonalTable } from "./personal-data";
import type { AppResources, RequestContext } from "./request";
import type { RouteImpl } from "./route";
import type { DomainServices } from "./services";

export type { DeclaredPersonalTable, PersonalTable } from "./personal-data";

export type {
  AppResources,
  AuthSettings,
  CookieOptions,
  HttpExchange,
  RequestContext,
} from "./request";

/**
 * Every domain, by name, with the domains it declares it uses. Empty here: each
 * `<name>.module.ts` adds its own entry by declaration merging, from the `uses` list it gives
 * the wiring, so the list the types read and the list the request context reads are one.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules through declaration merging.
export interface DomainUses {}

export type DomainName = keyof DomainUses;

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (u: infer I) => void
  ? I
  : never;
type Made<Registry, D> = Intersection<D extends keyof Registry ? Registry[D] : never>;
type Own<Registry, D> = D extends keyof Registry ? Registry[D] : Record<never, never>;

/** The domains a domain's code reaches: itself and those it declares. */
export type Reach<N extends DomainName> = N | DomainUses[N];

/** The services of some domains, as one object. */
export type ServicesOf<D extends DomainName> = Made<DomainServices, D>;

/** The DataLoaders of some domains, as one object. */
export type LoadersOf<D extends DomainName> = Made<DomainLoaders, D>;

/**
 * What a module's code gets of a request: the request, plus the services and loaders of its own
 * domain and of the domains it declares it uses. Naming another domain's service is a type error
 * here and an error at run time (context.ts), and house.test.ts reads the sources for it.
 */
export interface ModuleContext<N extends DomainName = DomainName> extends RequestContext {
  readonly services: ServicesOf<Reach<N>>;
  readonly loaders: LoadersOf<Reach<N>>;
}

/** Makes one service for one request, from its module's view of the request. */
export type ServiceFactory<T, N extends DomainName = DomainName> = (ctx: ModuleContext<N>) => T;

type Factories<T, N extends DomainName> = { readonly [K in keyof T]: ServiceFactory<T[K], N> };

/** What only the gateway runs of a module: its API and the services behind it. */
export interface ModuleApi<N extends DomainName> {
  // biome-ignore lint/complexity/noBannedTypes: type-graphql takes resolver classes.
  readonly resolvers?: readonly Function[];
  /** The REST routes: each a declared contract (schema/src/api) and its handler. */
  readonly routes?: (app: AppResources) => readonly RouteImpl<ModuleContext<N>>[];
  /** A factory for each service the domain declares in DomainServices. */
  readonly services?: Factories<Own<DomainServices, N>, N>;
  /** Per-request DataLoaders for fields that read related rows (core/loaders.ts). */
  readonly loaders?: Factories<Own<DomainLoaders, N>, N>;
}

/**
 * A domain: its entities, which the gateway and the workers both need, the domains it uses, and
 * its API, loaded by the gateway only (resolver classes carry decorators and GraphQL types the
 * workers never load).
 */
export interface GatewayModule<N extends DomainName> {
  readonly name: N;
  /**
   * The domains whose code, services and loaders this one uses; no cycles (house.test.ts checks
   * the list against the sources, and that it has no loop).
   */
  readonly uses: readonly DomainUses[N][];
  // biome-ignore lint/suspicious/noExplicitAny: MikroORM's own entity list type.
  readonly entities?: readonly EntitySchema<any, any>[];
  /** Its tables holding personal data: every table with a student_id column, and others. */
  readonly personalData?: readonly PersonalTable[];
  readonly api?: () => Promise<ModuleApi<N>>;
}

/** Any one domain's module, as the list in modules/index.ts holds them. */
export type AnyModule = { [N in DomainName]: GatewayModule<N> }[DomainName];

/** Every module's personal-data tables, in the modules' order, each with its domain. */
export function personalDataOf(modules: readonly AnyModule[]): DeclaredPersonalTable[] {
  return modules.flatMap((module) =>
    (module.personalData ?? []).map((table) => ({ ...table, domain: module.name })),
  );
}

/** A module's API as the wiring reads it, whatever its domain. */
export interface WiredApi {
  // biome-ignore lint/complexity/noBannedTypes: type-graphql takes resolver classes.
  readonly resolvers?: readonly Function[];
  readonly routes?: (app: AppResources) => readonly RouteImpl<ModuleContext>[];
  readonly services?: Readonly<Record<string, ServiceFactory<unknown>>>;
  readonly loaders?: Readonly<Record<string, ServiceFactory<unknown>>>;
}

export interface LoadedModule {
  readonly name: DomainName;
  readonly uses: readonly DomainName[];
  readonly api: WiredApi;
}

/** Every module's API, loaded once, in the modules' order. */
export async function loadApis(modules: readonly AnyModule[]): Promise<LoadedModule[]> {
  return Promise.all(
    modules.map(async (module) => ({
      name: module.name,
      uses: module.uses,
      api: ((await module.api?.()) ?? {}) as WiredApi,
    })),
  );
}
