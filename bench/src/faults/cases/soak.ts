/**
 * The mixed load (search, profile reads and writes, shortlist changes, resume uploads)
 * at FAULTS_SOAK_RATE for FAULTS_SOAK_SECONDS, after a warm-up: no error, p99 reported, and the
 * gateway's and worker's memory flat (the second half's mean RSS at most 10% over the first's).
 */
import { type CaseResult, finish, underLoad } from "../case";
import { SOAK_MIX, startLoad } from "../load";
import { type Product, rssMb } from "../product";
import { type Settings, sleep } from "../settings";
import { Tally } from "../tally";

const FLAT = 0.1;

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export async function soak(product: Product, settings: Settings): Promise<CaseResult> {
  const result: CaseResult = { name: "mixed load, memory flat", figures: [], problems: [] };
  const { soakRate: rate, soakSeconds: seconds } = settings;
  // Warm-up: compiled code, pools and caches filled before memory is compared.
  const warmUp = Math.min(60, Math.max(5, Math.round(seconds / 10)));
  const loaded = await underLoad(product, settings, SOAK_MIX, rate, warmUp);
  await loaded.load.done;
  loaded.ctx.tally = new Tally();
  loaded.load = startLoad(loaded.ctx, loaded.students, SOAK_MIX, rate, seconds);
  const samples = { gateway: [] as number[], worker: [] as number[] };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      samples.gateway.push(rssMb(product.pid("gateway")));
      samples.worker.push(rssMb(product.pid("worker")));
      await sleep(1000);
    }
  })();
  await loaded.load.done;
  sampling = false;
  await sampler;
  result.figures.push(`${seconds} s at ${rate} req/s after a ${warmUp} s warm-up`);
  for (const [name, rss] of Object.entries(samples)) {
    const half = Math.floor(rss.length / 2);
    const [first, second] = [mean(rss.slice(0, half)), mean(rss.slice(rss.length - half))];
    const change = (second - first) / first;
    result.figures.push(
      `${name} RSS: first half ${first.toFixed(0)} MB, second half ${second.toFixed(0)} MB (${change >= 0 ? "+" : ""}${(change * 100).toFixed(1)}%), max ${Math.max(...rss).toFixed(0)} MB`,
    );
    // Growth is what a leak looks like; a heap the collector shrank later is not one.
    if (!(change <= FLAT))
      result.problems.push(`${name} memory grew: ${(change * 100).toFixed(1)}%`);
  }
  const tally = loaded.ctx.tally;
  if (tally.counts.unavailable)
    result.problems.push(`${tally.counts.unavailable} answers were 503`);
  return finish(product, settings, loaded, result);
}
