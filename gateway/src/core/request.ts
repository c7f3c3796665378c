/**
 * What a request handler sees: the app's shared resources and one request's context, with the
 * HTTP exchange behind an interface of our own (no framework type reaches a module).
 */
import type { EmailJob } from "@gradplan/schema";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import type { Limiters } from "./attempt-limiter";
import type { Config } from "./config";
import type { Logger } from "./logger";
import type { DeclaredPersonalTable } from "./personal-data";
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
  /** Every domain's tables holding personal data, from the modules' declarations (module.ts). */
  readonly personalData: readonly DeclaredPersonalTable[];
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

/**
 * One request as every piece of code may see it: an EntityManager forked on first use, the app,
 * the HTTP exchange. A module's code gets more, its ModuleContext (module.ts): the services and
 * loaders of its own domain and of the domains it declares.
 */
export interface RequestContext {
  readonly em: EntityManager;
  readonly app: AppResources;
  readonly logger: Logger;
  /** What only the HTTP exchange carries: the caller's address, headers, cookies in and out. */
  readonly http: HttpExchange;
  readonly auth: AuthSettings;
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
