/** Checks that PostgreSQL and Redis answer, and words what to do when they don't. */
import { Redis } from "ioredis";
import pg from "pg";

const TIMEOUT_MS = 3000;

function where(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || (u.protocol.startsWith("redis") ? 6379 : 5432)}`;
}

export async function postgresProblem(databaseUrl: string): Promise<string | null> {
  const url = new URL(databaseUrl);
  url.pathname = "/postgres";
  const client = new pg.Client({
    connectionString: url.toString(),
    connectionTimeoutMillis: TIMEOUT_MS,
  });
  try {
    await client.connect();
    await client.query("select 1");
    return null;
  } catch (error) {
    return (
      `PostgreSQL is not reachable at ${where(databaseUrl)} (${(error as Error).message}). ` +
      "Start it (Debian: `pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`; " +
      "Docker: `docker compose up -d postgres`), or point DATABASE_URL at a running server."
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function redisProblem(redisUrl: string): Promise<string | null> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on("error", () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return (
      `Redis is not reachable at ${where(redisUrl)} (${(error as Error).message}). ` +
      'Start it (Debian: `redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save ""`; ' +
      "Docker: `docker compose up -d redis`), or point REDIS_URL at a running server."
    );
  } finally {
    redis.disconnect();
  }
}

/** Both problems at once, so a user fixes everything in one go. */
export async function servicesProblems(databaseUrl: string, redisUrl: string): Promise<string[]> {
  const found = await Promise.all([postgresProblem(databaseUrl), redisProblem(redisUrl)]);
  return found.filter((p): p is string => p !== null);
}
