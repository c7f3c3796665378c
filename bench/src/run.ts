/**
 * `npm run bench`: each part in turn, printing its table and checks (docs/benchmarks.md). The
 * full form exits 1 when a part crashes, prints no table or misses a budget; the short form
 * (`-- --short`, about a second a part, for CI) only when a part crashes or prints no table,
 * since timings on a shared machine are no verdict. BENCH_ONLY=scoring,sop (or --only=) runs
 * the parts named; `replicas` (needs nginx) runs only when named. Durations: settings.ts.
 */
import { browserPart } from "./browser";
import { calibrationPart } from "./calibration";
import { type OpenGroup, type PartGroup, printReport } from "./part";
import { recalculationPart } from "./recalculation";
import { replicasPart } from "./replicas";
import { resumePart } from "./resume";
import { scoringPart } from "./scoring";
import { serversGroup } from "./servers-10x";
import { readSettings } from "./settings";
import { sopPart } from "./sop";

/** In the order they run: the servers last, once nothing else competes for the CPU. */
const GROUPS: PartGroup[] = [
  recalculationPart,
  scoringPart,
  resumePart,
  sopPart,
  calibrationPart,
  browserPart,
  serversGroup,
  replicasPart,
];

type Verdict = "ok" | "over budget" | "no table" | "crashed";

const settings = readSettings(process.argv.slice(2));
const known = GROUPS.flatMap((group) => group.parts);
const unknown = settings.only.filter((name) => !known.includes(name));
if (unknown.length) {
  console.error(`No bench part named ${unknown.join(", ")}; the parts: ${known.join(", ")}.`);
  process.exit(2);
}
const chosenOf = (group: PartGroup) =>
  group.parts.filter((part) =>
    settings.only.length ? settings.only.includes(part) : !group.onRequest,
  );

const started = Date.now();
console.log(
  `Bench, ${settings.short ? "short form (budgets not judged)" : "full form"}: ${settings.seconds} s of paced load per server and endpoint in ${settings.rounds} round(s), peak ${settings.peakSeconds} s a round.`,
);
const outcomes: { part: string; verdict: Verdict; seconds: number }[] = [];
const crashed = (part: string, error: unknown, since: number) => {
  console.log(`\nCRASHED ${part}: ${error instanceof Error ? error.stack : String(error)}`);
  outcomes.push({ part, verdict: "crashed", seconds: (Date.now() - since) / 1000 });
};
for (const group of GROUPS) {
  const chosen = chosenOf(group);
  if (!chosen.length) continue;
  const opening = Date.now();
  let open: OpenGroup;
  try {
    open = await group.open(settings, chosen);
  } catch (error) {
    for (const part of chosen) crashed(part, error, opening);
    continue;
  }
  try {
    for (const part of chosen) {
      const since = Date.now();
      try {
        const report = await open.run(part);
        printReport(report);
        const verdict: Verdict =
          report.table.length === 0
            ? "no table"
            : report.checks.every((check) => check.ok)
              ? "ok"
              : "over budget";
        outcomes.push({ part, verdict, seconds: (Date.now() - since) / 1000 });
      } catch (error) {
        crashed(part, error, since);
      }
    }
  } finally {
    await open.close();
  }
}

const failed = outcomes.filter(
  (o) =>
    o.verdict === "crashed" || o.verdict === "no table" || (!settings.short && o.verdict !== "ok"),
);
console.log(
  `\n${outcomes.length - failed.length} of ${outcomes.length} parts passed (${settings.short ? "short form: a part passes when it runs and prints its table" : "full form: and meets its budgets"}) in ${Math.round((Date.now() - started) / 1000)} s:`,
);
console.table(outcomes.map((o) => ({ ...o, seconds: Math.round(o.seconds) })));
process.exit(failed.length ? 1 : 0);
