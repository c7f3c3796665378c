/**
 * A worker killed with SIGKILL while resume and SOP evaluations and shortlist recalculations
 * run, under steady load, then started again: every job must finish exactly once.
 */
import { createQueue, createRedisConnection } from "@gradplan/gateway";
import { QUEUE } from "@gradplan/schema";
import { at, type CaseResult, finish, underJobLoad } from "../case";
import type { Product } from "../product";
import { type Settings, sleep } from "../settings";

const WATCHED = {
  resume: QUEUE.resumeEvaluation,
  sop: QUEUE.sopEvaluation,
  recalculation: QUEUE.shortlistRecalculation,
  email: QUEUE.email,
} as const;

/** Reads the jobs in progress per watched queue, on one connection kept open between reads. */
export function activeJobsWatcher(product: Product) {
  const connection = createRedisConnection(product.env.REDIS_URL!, "producer");
  const queues = Object.entries(WATCHED).map(
    ([label, name]) =>
      [label, createQueue(name, { connection, prefix: product.env.QUEUE_PREFIX! })] as const,
  );
  return {
    read: async (): Promise<Record<string, number>> => {
      const counts = await Promise.all(queues.map(([, q]) => q.getJobCounts("active")));
      return Object.fromEntries(queues.map(([label], i) => [label, counts[i]?.active ?? 0]));
    },
    close: async () => {
      await Promise.all(queues.map(([, q]) => q.close()));
      connection.disconnect();
    },
  };
}

/** Jobs in progress now, per queue. */
export async function activeJobs(product: Product): Promise<Record<string, number>> {
  const watcher = activeJobsWatcher(product);
  try {
    return await watcher.read();
  } finally {
    await watcher.close();
  }
}

/**
 * Waits (at most `ms`) for a moment to kill: a resume and an SOP evaluation running at once,
 * or, after half the time, any evaluation or recalculation. On a fast machine an evaluation
 * takes tens of milliseconds, so reads come every 10 ms on a connection kept open: a read that
 * opened its own connection each time (as this once did) missed them for seconds on end.
 */
async function momentToKill(product: Product, ms: number): Promise<Record<string, number>> {
  const watcher = activeJobsWatcher(product);
  const started = Date.now();
  try {
    for (;;) {
      const active = await watcher.read();
      const both = active.resume! > 0 && active.sop! > 0;
      const any = active.resume! > 0 || active.sop! > 0 || active.recalculation! > 0;
      const waited = Date.now() - started;
      if (both || (any && waited > ms / 2) || waited > ms) return active;
      await sleep(10);
    }
  } finally {
    await watcher.close();
  }
}

const describe = (active: Record<string, number>) =>
  Object.entries(active)
    .map(([label, n]) => `${label} ${n}`)
    .join(", ");

export async function workerKill(product: Product, settings: Settings): Promise<CaseResult> {
  const result: CaseResult = { name: "worker SIGKILL mid-job", figures: [], problems: [] };
  const loaded = await underJobLoad(product, settings);
  await at(loaded, settings.loadSeconds * 400);
  // Kill when evaluations are running, not between them (a few seconds at most).
  const active = await momentToKill(product, 4000);
  const killedAt = loaded.elapsed();
  const how = await product.signal("worker", "SIGKILL");
  result.figures.push(
    `killed at ${(killedAt / 1000).toFixed(1)} s (${how}) with jobs running: ${describe(active)}`,
  );
  if (!active.resume && !active.sop && !active.recalculation)
    result.problems.push("no evaluation or recalculation was running at the kill");
  await sleep(1000);
  await product.startProgram("worker");
  result.figures.push(
    `a new worker started ${((loaded.elapsed() - killedAt) / 1000).toFixed(1)} s after the kill`,
  );
  const done = await finish(product, settings, loaded, result, undefined, active.email);
  const refusedOrDown = loaded.ctx.tally.counts.unavailable + loaded.ctx.tally.counts.refused;
  if (refusedOrDown)
    done.problems.push(`${refusedOrDown} requests were refused or 503 with the gateway up`);
  return done;
}
