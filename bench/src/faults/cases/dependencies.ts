/**
 * Redis stopped (killed, started again after FAULTS_REDIS_DOWN_SECONDS on its append-only file)
 * and then every PostgreSQL connection of the database killed, under load: while a dependency
 * is down the gateway answers 503, never 500; it recovers by itself; and every write a client
 * saw succeed is in the database afterwards.
 */
import { at, type CaseResult, finish, type Loaded, underLoad } from "../case";
import { JOB_MIX } from "../load";
import type { Product } from "../product";
import { type Settings, sleep } from "../settings";

/** /readyz every 250 ms: the spans (seconds from the load's start) it answered 503. */
function watchReadiness(product: Product, loaded: Loaded) {
  const notReady: [number, number][] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const t = loaded.elapsed() / 1000;
      const ready = await fetch(`${product.origin}/readyz`, { signal: AbortSignal.timeout(3000) })
        .then((r) => r.ok)
        .catch(() => false);
      const last = notReady.at(-1);
      if (!ready) {
        if (last && t - last[1] < 1) last[1] = t;
        else notReady.push([t, t]);
      }
      await sleep(250);
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await done;
      return notReady.map(([a, b]) => `${a.toFixed(1)}-${b.toFixed(1)} s`).join(", ") || "never";
    },
  };
}

/** The first second from `from` on after which no second held a 503 or an error. */
function recoveredAt(loaded: Loaded, from: number, to: number): number {
  const seconds = loaded.ctx.tally.perSecond.slice(from, to);
  let last = -1;
  seconds.forEach((c, i) => {
    if (c.unavailable || c.error) last = i;
  });
  return from + last + 1;
}

export async function dependencies(product: Product, settings: Settings): Promise<CaseResult> {
  const result: CaseResult = {
    name: "Redis down, PostgreSQL connections killed",
    figures: [],
    problems: [],
  };
  const down = settings.redisDownSeconds;
  const seconds = settings.loadSeconds + down + 4;
  const loaded = await underLoad(product, settings, JOB_MIX, settings.loadRate, seconds);
  const readiness = watchReadiness(product, loaded);

  await at(loaded, settings.loadSeconds * 200);
  const redisKilled = loaded.elapsed() / 1000;
  await product.killRedis();
  await sleep(down * 1000);
  await product.startRedis();
  const redisBack = loaded.elapsed() / 1000;
  result.figures.push(
    `Redis killed at ${redisKilled.toFixed(1)} s, started again at ${redisBack.toFixed(1)} s`,
  );

  await at(loaded, (redisBack + settings.loadSeconds * 0.4) * 1000);
  const pgKilled = loaded.elapsed() / 1000;
  let killed = 0;
  for (let round = 0; round < 3; round++) {
    killed += await product.killDatabaseConnections();
    await sleep(300);
  }
  result.figures.push(
    `PostgreSQL: ${killed} connections killed in 3 rounds from ${pgKilled.toFixed(1)} s`,
  );

  await loaded.load.done;
  result.figures.push(`/readyz answered 503 at ${await readiness.stop()}`);
  const redisRecovered = recoveredAt(loaded, Math.floor(redisKilled), Math.floor(pgKilled));
  const pgRecovered = recoveredAt(loaded, Math.floor(pgKilled), Math.ceil(seconds));
  result.figures.push(
    `clients served without a 503 again from second ${redisRecovered} (Redis back at ${redisBack.toFixed(1)}) and from second ${pgRecovered} (connections killed at ${pgKilled.toFixed(1)})`,
  );
  if (pgRecovered >= Math.ceil(seconds) - 1)
    result.problems.push("the gateway still answered 503 or errors at the end of the load");
  return finish(product, settings, loaded, result);
}
