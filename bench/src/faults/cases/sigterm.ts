/**
 * SIGTERM to the gateway, then to the worker, under load; each is started again at once (as an
 * orchestrator replaces a stopped instance). The gateway drains first (settings.drainMs): its
 * /readyz must say 503 meanwhile. Requests in flight must be answered, running jobs finished or
 * handed back, and no client answered an error beyond a closing server's 503s.
 */
import { at, type CaseResult, finish, type Loaded, underJobLoad } from "../case";
import type { Product, ProgramName } from "../product";
import { type Settings, sleep } from "../settings";
import { activeJobs } from "./worker-kill";

/**
 * A request written on an idle keep-alive connection just as the closing gateway drops it
 * (Node closes idle connections at once) is reset before any answer: a race between client and
 * server that no server can close, which clients answer by retrying. The drain leaves few such
 * connections (each answer during it says Connection: close). Counted apart, within a second of
 * the close, the drain's end; any other dropped connection, one during the drain too, is an error.
 */
const RACE_MS = 1000;

/** /readyz halfway through the drain: its status, or why there was none. */
async function readinessWhileDraining(product: Product, drainMs: number): Promise<string> {
  await sleep(drainMs / 2);
  // Answered after the drain is as good: a request read before the close is still answered.
  return fetch(`${product.origin}/readyz`, { signal: AbortSignal.timeout(3000) }).then(
    (r) => String(r.status),
    (error: Error) => error.message,
  );
}

async function stopAndRestart(
  product: Product,
  name: ProgramName,
  result: CaseResult,
  signalled: number[],
  loaded: Loaded,
  drainMs: number,
) {
  const active = name === "worker" ? await activeJobs(product) : null;
  if (name === "gateway") signalled.push(loaded.ctx.tally.now());
  const started = Date.now();
  const stopping = product.signal(name, "SIGTERM");
  if (name === "gateway" && drainMs > 0) {
    const readiness = await readinessWhileDraining(product, drainMs);
    result.figures.push(`gateway: /readyz answered ${readiness} halfway through its drain`);
    if (readiness !== "503") result.problems.push(`/readyz answered ${readiness} while draining`);
  }
  const how = await stopping;
  const stoppedMs = Date.now() - started;
  await product.startProgram(name);
  const running = active ? `, jobs running at the signal: ${JSON.stringify(active)}` : "";
  const drained = name === "gateway" ? ` (drain ${drainMs} ms)` : "";
  result.figures.push(
    `${name}: stopped ${stoppedMs} ms after SIGTERM${drained} (${how}), serving again ${Date.now() - started} ms after it${running}`,
  );
  if (how !== "exit 0") result.problems.push(`the ${name} did not stop cleanly on SIGTERM: ${how}`);
}

export async function sigterm(product: Product, settings: Settings): Promise<CaseResult> {
  const result: CaseResult = { name: "SIGTERM to gateway and worker", figures: [], problems: [] };
  const loaded = await underJobLoad(product, settings);
  await at(loaded, settings.loadSeconds * 250);
  const signalled: number[] = [];
  await stopAndRestart(product, "gateway", result, signalled, loaded, settings.drainMs);
  await at(loaded, settings.loadSeconds * 600);
  await stopAndRestart(product, "worker", result, signalled, loaded, settings.drainMs);
  return finish(product, settings, loaded, result, (tally) => {
    const closed = signalled.map((s) => s + settings.drainMs);
    const sinceClose = tally.drops.flatMap((t) => closed.filter((c) => t >= c).map((c) => t - c));
    const raced = sinceClose.filter((ms) => ms < RACE_MS);
    const when = raced.length
      ? ` (${Math.round(Math.min(...raced))}-${Math.round(Math.max(...raced))} ms after the close; errors: ${tally.describeExamples("error")})`
      : "";
    result.figures.push(
      `connections reset with the request unanswered as the gateway closed: ${raced.length}${when}`,
    );
    return raced.length;
  });
}
