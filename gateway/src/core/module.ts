/**
 * What a domain module is: its entities, GraphQL resolvers, REST routes and the factories of
 * its services. `modules/index.ts` lists the modules; the wiring (ORM config, GraphQL schema,
 * HTTP app, request context) reads that list and nothing else, so a new domain is one folder
 * and one line there.
 */
import type { EntitySchema } from "@mikro-orm/core";
import type { Loaders } from "./loaders";
import type { AppResources, RequestContext } from "./request";
import type { RouteImpl } from "./route";
import type { Services } from "./services";

export type {
  AppResources,
  AuthSettings,
  CookieOptions,
  HttpExchange,
  RequestContext,
} from "./request";

/** Makes one service for one request (the context gives the EntityManager and the app). */
export type ServiceFactory<T> = (ctx: RequestContext) => T;

export type ServiceFactories = { readonly [K in keyof Services]?: ServiceFactory<Services[K]> };

/** Makes one request's DataLoader (core/loaders.ts); made on the request's first use of it. */
export type LoaderFactories = { readonly [K in keyof Loaders]?: ServiceFactory<Loaders[K]> };

/** What only the gateway runs of a module: its API and the services behind it. */
export interface ModuleApi {
  // biome-ignore lint/complexity/noBannedTypes: type-graphql takes resolver classes.
  readonly resolvers?: readonly Function[];
  /** The REST routes: each a declared contract (schema/src/api) and its handler. */
  readonly routes?: (app: AppResources) => readonly RouteImpl[];
  readonly services?: ServiceFactories;
  /** Per-request DataLoaders for fields that read related rows (core/loaders.ts). */
  readonly loaders?: LoaderFactories;
}

/**
 * A domain: its entities, which the gateway and the workers both need, and its API, loaded by
 * the gateway only (resolver classes carry decorators and GraphQL types the workers never load).
 */
export interface GatewayModule {
  readonly name: string;
  // biome-ignore lint/suspicious/noExplicitAny: MikroORM's own entity list type.
  readonly entities?: readonly EntitySchema<any, any>[];
  readonly api?: () => Promise<ModuleApi>;
}

/** Every module's API, loaded once, in the modules' order. */
export async function loadApis(
  modules: readonly GatewayModule[],
): Promise<{ name: string; api: ModuleApi }[]> {
  return Promise.all(
    modules.map(async (module) => ({ name: module.name, api: (await module.api?.()) ?? {} })),
  );
}
