/**
 * A part of `npm run bench` (BENCH_ONLY names it): what it measured as one table, and its
 * checks. Parts that share a setup (a database, servers) form a group that opens it once.
 */
import type { Settings } from "./settings";

/** A budget or a check of the answers, with its verdict. */
export interface Check {
  what: string;
  ok: boolean;
}

export interface PartReport {
  /** What was measured and how often: the line above the table. */
  title: string;
  table: Record<string, unknown>[];
  checks: Check[];
  /** Lines after the checks (ratios to a baseline, failures seen). */
  notes?: string[];
}

/** The chosen parts of a group, ready to run one after another, and how to tidy up after. */
export interface OpenGroup {
  run: (part: string) => Promise<PartReport>;
  close: () => Promise<void>;
}

export interface PartGroup {
  parts: string[];
  /** Run only when BENCH_ONLY names one of its parts (they need more than the bench does). */
  onRequest?: boolean;
  /** Prepares what the `chosen` parts share. */
  open: (settings: Settings, chosen: string[]) => Promise<OpenGroup>;
}

/** A part with nothing to share: its own setup, if any, is inside `run`. */
export function standalone(
  part: string,
  run: (settings: Settings) => Promise<PartReport>,
  onRequest = false,
): PartGroup {
  return {
    parts: [part],
    onRequest,
    open: async (settings) => ({ run: () => run(settings), close: async () => undefined }),
  };
}

export function printReport(report: PartReport): void {
  console.log(`\n${report.title}`);
  if (report.table.length > 0) console.table(report.table);
  for (const check of report.checks) console.log(`  ${check.ok ? "OK  " : "OVER"} ${check.what}`);
  for (const note of report.notes ?? []) console.log(`  ${note}`);
}
