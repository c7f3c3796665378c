/**
 * SIGTERM to the gateway, then to the worker, under load; each is started again at once (as an
 * orchestrator replaces a stopped instance). Requests in flight must be answered, running jobs
 * finished or handed back, and no client answered an error beyond a draining server's 503s.
 */
import { at, type CaseResult, finish, type Loaded, underJobLoad } from "../case";
import type { Product, ProgramName } from "../product";
import type { Settings } from "../settings";
import { activeJobs } from "./worker-kill";

/**
 * A request written on an idle keep-alive connection just as the closing gateway drops it
 * (Node closes idle connections at once) is reset before any answer: a race between client and
 * server that no server can close, which clients answer by retrying. Counted apart, within a
 * second of the signal; any other dropped connection is an error.
 */
const RACE_MS = 1000;

async function stopAndRestart(
  product: Product,
  name: ProgramName,
  result: CaseResult,
  signalled: number[],
  loaded: Loaded,
) {
  const active = name === "worker" ? await activeJobs(product) : null;
  if (name === "gateway") signalled.push(loaded.ctx.tally.now());
  const started = Date.now();
  const how = await product.signal(name, "SIGTERM");
  const stoppedMs = Date.now() - started;
  await product.startProgram(name);
  const running = active ? `, jobs running at the signal: ${JSON.stringify(active)}` : "";
  result.figures.push(
    `${name}: stopped ${stoppedMs} ms after SIGTERM (${how}), serving again ${Date.now() - started} ms after it${running}`,
  );
  if (how !== "exit 0") result.problems.push(`the ${name} did not stop cleanly on SIGTERM: ${how}`);
}

export async function sigterm(product: Product, settings: Settings): Promise<CaseResult> {
  const result: CaseResult = { name: "SIGTERM to gateway and worker", figures: [], problems: [] };
  const loaded = await underJobLoad(product, settings);
  await at(loaded, settings.loadSeconds * 250);
  const signalled: number[] = [];
  await stopAndRestart(product, "gateway", result, signalled, loaded);
  await at(loaded, settings.loadSeconds * 600);
  await stopAndRestart(product, "worker", result, signalled, loaded);
  return finish(product, settings, loaded, result, (tally) => {
    const raced = tally.drops.filter((t) => signalled.some((s) => t >= s && t - s < RACE_MS));
    result.figures.push(
      `connections reset with the request unanswered as the gateway closed: ${raced.length}`,
    );
    return raced.length;
  });
}
