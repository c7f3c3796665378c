/**
 * What a domain module is: its entities, GraphQL resolvers, REST routes and the factories of
 * its services. `modules/index.ts` lists the modules; the wiring (ORM config, GraphQL schema,
 * HTTP app, request context) reads that list and nothing else, so a new domain is one folder
 * and one line there.
 */
import type { EmailJob } from "@gradplan/schema";
import type { EntitySchema } from "@mikro-orm/core";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import type { Limiters } from "./attempt-limiter";
import type { Config } from "./config";
import type { Logger } from "./logger";
import type { RouteImpl } from "./route";
import type { Services } from "./services";
import type { SqlReader } from "./sql-reader";

/** What the app makes once and every module may use. */
export interface AppResources {
  readonly config: Config;
  readonly orm: MikroORM;
  readonly sql: SqlReader;
  readonly redis: Redis;
  readonly logger: Logger;
  readonly limiters: Limiters;
  readonly emailQueue: Queue<EmailJob>;
  /** The JWT secret and cookie policy the auth module signs and reads sessions with. */
  readonly auth: AuthSettings;
  /**
   * A value made once per app on first use (a queue producer, a stateless reader), under a
   * module-chosen key; `close` runs when the app closes.
   */
  once<T>(key: string, make: () => T, close?: (value: T) => Promise<void>): T;
}

export interface AuthSettings {
  jwtSecret: string;
  secureCookies: boolean;
}

/** One request's context: an EntityManager and services made on first use (context.ts). */
export interface RequestContext {
  readonly em: EntityManager;
  readonly services: Services;
  readonly app: AppResources;
  logger: Logger;
  /** What only the HTTP exchange carries: the caller's address, headers, cookies in and out. */
  readonly http: HttpExchange;
  auth: AuthSettings;
}

export interface CookieOptions {
  httpOnly: boolean;
  sameSite: "strict" | "lax";
  secure: boolean;
  path: string;
  /** Milliseconds; absent for a cookie that is being cleared. */
  maxAge?: number;
}

/** The HTTP side of one request, without the framework: services and resolvers see only this. */
export interface HttpExchange {
  /** The caller's address (through the trusted proxy). */
  readonly ip: string;
  /** The path and query as received. */
  readonly url: string;
  header(name: string): string | undefined;
  cookie(name: string): string | undefined;
  setCookie(name: string, value: string, options: CookieOptions): void;
  clearCookie(name: string, options: CookieOptions): void;
}

/** Makes one service for one request (the context gives the EntityManager and the app). */
export type ServiceFactory<T> = (ctx: RequestContext) => T;

export type ServiceFactories = { readonly [K in keyof Services]?: ServiceFactory<Services[K]> };

/** What only the gateway runs of a module: its API and the services behind it. */
export interface ModuleApi {
  // biome-ignore lint/complexity/noBannedTypes: type-graphql takes resolver classes.
  readonly resolvers?: readonly Function[];
  /** The REST routes: each a declared contract (schema/src/api) and its handler. */
  readonly routes?: (app: AppResources) => readonly RouteImpl[];
  readonly services?: ServiceFactories;
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
