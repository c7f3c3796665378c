/** /healthz: the process answers. /readyz: PostgreSQL and Redis answer too (503 otherwise). */
import type { MikroORM } from "@mikro-orm/postgresql";
import { Router } from "express";
import type { Redis } from "ioredis";

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

export function healthRouter(orm: MikroORM, redis: Redis): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    const [postgres, redisState] = await Promise.all([
      check(() => orm.em.getConnection().execute("select 1")),
      check(() => redis.ping()),
    ]);
    const ready = postgres === "up" && redisState === "up";
    const down = [postgres === "down" && "PostgreSQL", redisState === "down" && "Redis"].filter(
      Boolean,
    );
    res.status(ready ? 200 : 503).json(
      ready
        ? { status: "ready", postgres, redis: redisState }
        : {
            success: false,
            message: `Not ready: ${down.join(" and ")} unreachable.`,
            postgres,
            redis: redisState,
          },
    );
  });
  return router;
}
