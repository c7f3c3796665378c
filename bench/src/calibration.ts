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

const RUNS = Number(process.env.BENCH_CALIBRATION_RUNS ?? 5);
const BUDGET_MS = 5_000;

export interface CalibrationBench {
  results: number;
  p50: number;
  max: number;
  ok: boolean;
}

export async function benchCalibration(): Promise<CalibrationBench> {
  const config = loadConfig();
  const db = await createThrowawayDatabase(config.databaseUrl, "bench");
  const orm = await createOrm(db.url);
  try {
    await loadSampleResults(orm.em.fork());
    await refitCalibration(orm.em.fork(), "bench"); // warm-up
    const times: number[] = [];
    let results = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      results = (await refitCalibration(orm.em.fork(), "bench")).results;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p50 = Math.round(times[Math.floor(times.length / 2)]!);
    return { results, p50, max: Math.round(times.at(-1)!), ok: p50 < BUDGET_MS };
  } finally {
    await orm.close();
    await db.drop();
  }
}

export function printCalibrationReport(report: CalibrationBench): void {
  console.log(
    `\nCalibration refit on ${report.results} sample results (read, report, fit, write every course), ${RUNS} runs: p50 ${report.p50} ms, max ${report.max} ms`,
  );
  console.log(`  ${report.ok ? "OK  " : "OVER"} median under ${BUDGET_MS} ms`);
}
