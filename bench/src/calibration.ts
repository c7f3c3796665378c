/**
 * The admit-calibration refit (docs/results.md): the job's data step on the demo's 6,000 sample
 * results against a real PostgreSQL: read and score every result, the held-out report, the fit,
 * and every course's adjustment written in one transaction. Our budget (nightly, and on staff's
 * request): under 5 s; a refit longer than that would want a progress report.
 */
import {
  createOrm,
  createThrowawayDatabase,
  loadConfig,
  loadSampleResults,
  refitCalibration,
} from "@gradplan/gateway";
import { type PartReport, standalone } from "./part";
import type { Settings } from "./settings";

const BUDGET_MS = 5_000;

async function calibrationReport({ calibrationRuns }: Settings): Promise<PartReport> {
  const db = await createThrowawayDatabase(loadConfig().databaseUrl, "bench");
  const orm = await createOrm(db.url);
  try {
    await loadSampleResults(orm.em.fork());
    await refitCalibration(orm.em.fork(), "bench"); // warm-up
    const times: number[] = [];
    let results = 0;
    for (let i = 0; i < calibrationRuns; i++) {
      const started = performance.now();
      results = (await refitCalibration(orm.em.fork(), "bench")).results;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p50 = Math.round(times[Math.floor(times.length / 2)]!);
    return {
      title: `Calibration refit on the sample results (read, report, fit, write every course), ${calibrationRuns} runs:`,
      table: [{ results, "p50 ms": p50, "max ms": Math.round(times.at(-1)!) }],
      checks: [{ what: `median under ${BUDGET_MS} ms`, ok: p50 < BUDGET_MS }],
    };
  } finally {
    await orm.close();
    await db.drop();
  }
}

export const calibrationPart = standalone("calibration", calibrationReport);
