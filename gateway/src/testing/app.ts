/** Starts the real gateway on a free port against the run's database, for integration tests. */
import type { MikroORM } from "@mikro-orm/postgresql";
import type { Redis } from "ioredis";
import { inject } from "vitest";
import { type Config, loadConfig } from "../core/config";
import { createLogger } from "../core/logger";
import { createRedisConnection } from "../core/queue-factory";
import { createSqlReader } from "../core/sql-reader";
import { createOrm } from "../db/database";
import { createHttpApp, listen } from "../http/app";
import "./provided";

export interface TestApp {
  baseUrl: string;
  orm: MikroORM;
  redis: Redis;
  config: Config;
  /** The shutdown's drain (http/drain.ts): it stays on after `ms`, until `close`. */
  drainFor: (ms: number) => Promise<void>;
  close: () => Promise<void>;
}

/** High enough that no test meets the sign-up limit by accident (core/config.ts). */
export const TEST_REGISTRATION_LIMITS = { perIp: 100_000, perNetwork: 100_000 };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig({
    databaseUrl: inject("databaseUrl"),
    redisUrl: inject("redisUrl"),
    queuePrefix: inject("queuePrefix"),
    logLevel: "silent",
    // Tests register hundreds of students from 127.0.0.1; the limit's own test sets the default.
    registrationLimits: TEST_REGISTRATION_LIMITS,
    ...overrides,
  });
}

export async function startTestApp(
  overrides: Partial<Config> = {},
  logger = createLogger("silent"),
): Promise<TestApp> {
  const config = testConfig(overrides);
  const orm = await createOrm(config.databaseUrl);
  const sql = createSqlReader(config.databaseUrl);
  const redis = createRedisConnection(config.redisUrl, "producer");
  redis.on("error", () => undefined);
  const http = await createHttpApp({ config, logger, orm, sql, redis });
  const port = await listen(http, 0, "127.0.0.1");
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    orm,
    redis,
    config,
    drainFor: http.drainFor,
    close: async () => {
      await http.close();
      await orm.close();
      await sql.close();
      redis.disconnect();
    },
  };
}

/** GET/POST helpers answering status and parsed JSON, as a client would read them. */
export async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
}

export interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function postGraphql(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as GraphqlBody };
}
