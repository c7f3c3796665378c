/**
 * /healthz: the process answers. /readyz: PostgreSQL and Redis answer too, and the gateway is not
 * draining to shut down (503 otherwise).
 */
import type { MikroORM } from "@mikro-orm/postgresql";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { Drain } from "./drain";

const CHECK_TIMEOUT_MS = 2000;

async function check(probe: () => Promise<unknown>): Promise<"up" | "down"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return "up";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(
  app: FastifyInstance,
  orm: MikroORM,
  redis: Redis,
  drain: Pick<Drain, "draining">,
): void {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    const [postgres, redisState] = await Promise.all([
      check(() => orm.em.getConnection().execute("select 1")),
      check(() => redis.ping()),
    ]);
    if (postgres === "up" && redisState === "up" && !drain.draining)
      return { status: "ready", postgres, redis: redisState };
    const down = [postgres === "down" && "PostgreSQL", redisState === "down" && "Redis"].filter(
      Boolean,
    );
    // Shutting down comes first: the load balancer must drop this instance whatever else holds.
    return reply.code(503).send({
      success: false,
      message: drain.draining
        ? "Not ready: shutting down."
        : `Not ready: ${down.join(" and ")} unreachable.`,
      postgres,
      redis: redisState,
    });
  });
}
