/** What every case shares: fresh students, a load to run faults under, and the final checks. */
import { checkOutcomes } from "./checks";
import { JOB_MIX, type LoadRun, type Mix, startLoad } from "./load";
import type { Product } from "./product";
import type { Settings } from "./settings";
import { Tally } from "./tally";
import { type Context, contacts, makeStudents, type Student } from "./workload";

export interface CaseResult {
  name: string;
  figures: string[];
  problems: string[];
}

export type FaultCase = (product: Product, settings: Settings) => Promise<CaseResult>;

export interface Loaded {
  ctx: Context;
  students: Student[];
  /** The soak replaces the warm-up's load and tally with the measured ones. */
  load: LoadRun;
  /** Milliseconds since the load started. */
  elapsed: () => number;
}

let courseIds: number[] | undefined;

export async function underLoad(
  product: Product,
  settings: Settings,
  mix: Mix,
  rate: number,
  seconds: number,
): Promise<Loaded> {
  courseIds ??= (
    await product.db.query<{ id: number }>("select id from course order by id limit 30")
  ).rows.map((r) => Number(r.id));
  contacts.clear();
  const students = await makeStudents(product.origin, settings.students);
  const ctx: Context = { origin: product.origin, tally: new Tally(), courseIds };
  const started = Date.now();
  const load = startLoad(ctx, students, mix, rate, seconds);
  return { ctx, students, load, elapsed: () => Date.now() - started };
}

/** Waits until `ms` after the load started. */
export function at(loaded: Loaded, ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, Math.max(0, ms - loaded.elapsed())));
}

/** Ends the load, drains the queues and checks the database; the common figures and problems. */
export async function finish(
  product: Product,
  settings: Settings,
  loaded: Loaded,
  result: CaseResult,
  /** How many of the errors the case accounts for itself (and reports). */
  excuse?: (tally: Tally) => number,
  /** Email jobs running in a worker the case SIGKILLed. */
  emailsInKilledWorker = 0,
): Promise<CaseResult> {
  const { sent, skipped } = await loaded.load.done;
  const tally = loaded.ctx.tally;
  result.figures.unshift(
    `load: ${sent} requests sent (${skipped} skipped at the in-flight cap); ${tally.summary()}`,
  );
  if (tally.counts.unavailable)
    result.figures.push(
      `503 in seconds ${tally.spans("unavailable")}: ${tally.describeExamples("unavailable")}`,
    );
  if (tally.counts.refused)
    result.figures.push(`refused connections in seconds ${tally.spans("refused")}`);
  const excused = excuse?.(tally) ?? 0;
  if (tally.counts.error > excused) {
    result.problems.push(
      `${tally.counts.error} error answer(s): ${tally.describeExamples("error")}`,
    );
    result.figures.push(`errors in seconds ${tally.spans("error")}`);
  }
  // Twice the lock (a dead worker's jobs come back within it) and the backoffs, with room.
  const drainMs = 2 * (settings.jobLockMs ?? 30_000) + 45_000;
  const findings = await checkOutcomes(product, loaded.students, drainMs, emailsInKilledWorker);
  result.figures.push(...findings.figures);
  result.problems.push(...product.unexpectedExits.splice(0));
  result.problems.push(...findings.problems);
  return result;
}

/** The job-heavy mix at the cases' steady rate, for as long as the settings say. */
export function underJobLoad(product: Product, settings: Settings): Promise<Loaded> {
  return underLoad(product, settings, JOB_MIX, settings.loadRate, settings.loadSeconds);
}
