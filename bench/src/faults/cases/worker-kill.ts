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

/** Jobs in progress now, per queue. */
export async function activeJobs(product: Product): Promise<Record<string, number>> {
  const connection = createRedisConnection(product.env.REDIS_URL!, "producer");
  try {
    const active: Record<string, number> = {};
    for (const [label, name] of Object.entries(WATCHED)) {
      const queue = createQueue(name, { connection, prefix: product.env.QUEUE_PREFIX! });
      active[label] = (await queue.getJobCounts("active")).active ?? 0;
      await queue.close();
    }
    return active;
  } finally {
    connection.disconnect();
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
  let active = await activeJobs(product);
  for (let i = 0; i < 60 && !(active.resume! > 0 && active.sop! > 0); i++) {
    await sleep(50);
    active = await activeJobs(product);
  }
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
  const done = await finish(product, settings, loaded, result);
  const refusedOrDown = loaded.ctx.tally.counts.unavailable + loaded.ctx.tally.counts.refused;
  if (refusedOrDown)
    done.problems.push(`${refusedOrDown} requests were refused or 503 with the gateway up`);
  return done;
}
