/**
 * What a domain module is: its entities, GraphQL resolvers, HTTP routers and the factories of
 * its services. `modules/index.ts` lists the modules; the wiring (ORM config, GraphQL schema,
 * HTTP app, request context) reads that list and nothing else, so a new domain is one folder
 * and one line there.
 */
import type { EmailJob } from "@gradplan/schema";
import type { EntitySchema } from "@mikro-orm/core";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { Queue } from "bullmq";
import type { Request, Response, Router } from "express";
import type { Redis } from "ioredis";
import type { Limiters } from "./attempt-limiter";
import type { Config } from "./config";
import type { Logger } from "./logger";
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
  req: Request;
  res: Response;
  auth: AuthSettings;
}

/** Makes one service for one request (the context gives the EntityManager and the app). */
export type ServiceFactory<T> = (ctx: RequestContext) => T;

export type ServiceFactories = { readonly [K in keyof Services]?: ServiceFactory<Services[K]> };

/** A router and the path it is mounted on ("/api" for the REST shims). */
export interface MountedRouter {
  base: string;
  router: Router;
}

/** What only the gateway runs of a module: its API and the services behind it. */
export interface ModuleApi {
  // biome-ignore lint/complexity/noBannedTypes: type-graphql takes resolver classes.
  readonly resolvers?: readonly Function[];
  readonly routers?: (app: AppResources) => MountedRouter[];
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
