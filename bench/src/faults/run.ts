/**
 * `npm run faults`: starts the real product (gateway, worker, a throw-away PostgreSQL database,
 * a Redis of its own) and runs each fault case under load, printing its figures; exits 1 when a
 * check fails. `--short` (or FAULTS_SHORT=1) is the CI form; `--only=worker-kill,soak` picks
 * cases. Durations and rates: settings.ts.
 */
import type { CaseResult, FaultCase } from "./case";
import { dependencies } from "./cases/dependencies";
import { sigterm } from "./cases/sigterm";
import { soak } from "./cases/soak";
import { workerKill } from "./cases/worker-kill";
import { Product } from "./product";
import { readSettings } from "./settings";

const CASES: Record<string, FaultCase> = {
  "worker-kill": workerKill,
  sigterm,
  dependencies,
  soak,
};

const settings = readSettings(process.argv.slice(2));
const chosen = Object.entries(CASES).filter(
  ([name]) => !settings.only.length || settings.only.includes(name),
);
const started = Date.now();
console.log(
  `Fault suite (${settings.short ? "short" : "full"} form): load ${settings.loadSeconds} s at ${settings.loadRate} req/s around each fault, soak ${settings.soakSeconds} s at ${settings.soakRate} req/s, job lock ${settings.jobLockMs ?? "30000 (BullMQ's default)"} ms, gateway drain ${settings.drainMs} ms`,
);
const product = await Product.start({ jobLockMs: settings.jobLockMs, drainMs: settings.drainMs });
const results: CaseResult[] = [];
try {
  for (const [name, run] of chosen) {
    const caseStarted = Date.now();
    let result: CaseResult;
    try {
      result = await run(product, settings);
    } catch (error) {
      result = {
        name,
        figures: [],
        problems: [`the case itself failed: ${(error as Error).stack}`],
      };
    }
    results.push(result);
    const verdict = result.problems.length ? "FAIL" : "PASS";
    console.log(
      `\n${verdict}  ${name}: ${result.name} (${((Date.now() - caseStarted) / 1000).toFixed(0)} s)`,
    );
    for (const figure of result.figures) console.log(`      ${figure}`);
    for (const problem of result.problems) console.log(`  !!  ${problem}`);
  }
} finally {
  await product.stop();
}
const failed = results.filter((r) => r.problems.length).length;
console.log(
  `\n${results.length - failed} of ${results.length} cases passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
);
process.exit(failed ? 1 : 0);
