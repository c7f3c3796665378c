/**
 * What a load's clients saw: each answer classed (served, accepted for later, 503, refused
 * connection, error), counted per second for the timeline, with latencies and a few examples of
 * each error for the report.
 */
import { percentile } from "../processes";

/**
 * `ok`: 2xx but 202; `accepted`: 202 (stored, finishing in the worker); `unavailable`: 503;
 * `refused`: no server listening (a restart's gap; nothing was sent); `error`: any other
 * answer, a connection dropped mid-request, or no answer in time.
 */
export type Outcome = "ok" | "accepted" | "unavailable" | "refused" | "error";

export type Counts = Record<Outcome, number>;

const zero = (): Counts => ({ ok: 0, accepted: 0, unavailable: 0, refused: 0, error: 0 });

export class Tally {
  readonly counts = zero();
  readonly perSecond: Counts[] = [];
  /** What failed, as "POST evaluate-resume 500": errors and 503s apart. */
  readonly examples = { error: new Map<string, number>(), unavailable: new Map<string, number>() };
  /** When (ms from the start) a connection was dropped before any answer came. */
  readonly drops: number[] = [];
  private readonly latencies: number[] = [];
  private readonly started = performance.now();

  record(outcome: Outcome, ms: number, what: string): void {
    this.counts[outcome]++;
    const second = Math.floor((performance.now() - this.started) / 1000);
    while (this.perSecond.length <= second) this.perSecond.push(zero());
    this.perSecond[second]![outcome]++;
    if (outcome === "ok" || outcome === "accepted") this.latencies.push(ms);
    if (outcome === "error" || outcome === "unavailable") {
      const seen = this.examples[outcome];
      seen.set(what, (seen.get(what) ?? 0) + 1);
    }
  }

  /** Milliseconds since the tally began. */
  now(): number {
    return performance.now() - this.started;
  }

  get answered(): number {
    const c = this.counts;
    return c.ok + c.accepted + c.unavailable + c.error;
  }

  /** Latency of served answers (2xx), in ms. */
  latency(): { p50: number; p99: number; max: number } {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      p50: round(percentile(sorted, 50)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? Number.NaN),
    };
  }

  /** The seconds (from the load's start) in which `outcome` was seen, as "a-b" spans. */
  spans(outcome: Outcome): string {
    const seconds = this.perSecond.flatMap((c, s) => (c[outcome] ? [s] : []));
    const spans: string[] = [];
    for (let i = 0; i < seconds.length; i++) {
      const from = seconds[i]!;
      while (seconds[i + 1] === seconds[i]! + 1) i++;
      spans.push(from === seconds[i] ? `${from}` : `${from}-${seconds[i]}`);
    }
    return spans.join(", ") || "none";
  }

  summary(): string {
    const c = this.counts;
    const l = this.latency();
    return `${this.answered} answered (${c.ok} ok, ${c.accepted} 202, ${c.unavailable} 503, ${c.error} errors), ${c.refused} refused connections; p50 ${l.p50} ms, p99 ${l.p99} ms, max ${l.max} ms`;
  }

  /** "POST evaluate-resume 500 x3; ..." the most frequent first. */
  describeExamples(outcome: "error" | "unavailable", limit = 6): string {
    return [...this.examples[outcome].entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([what, n]) => `${what} x${n}`)
      .join("; ");
  }
}
