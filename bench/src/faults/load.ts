/**
 * An open-loop mixed load: operations leave at evenly spaced instants whatever the server does
 * (a stalled server does not slow the clients down, as real students would not), each picked by
 * weight. A student does one thing at a time, so each of their writes has a known order; when
 * every student is busy, the operation becomes a search. In-flight requests are capped.
 */
import {
  type Context,
  contact,
  type Operation,
  profileRead,
  profileWrite,
  recalculation,
  resumeUpload,
  type Student,
  search,
  shortlistChange,
  sopEvaluation,
} from "./workload";

export type Mix = Partial<Record<Operation, number>>;

const MAX_IN_FLIGHT = 400;

/** The soak mix: search, profile reads and writes, shortlist changes, resume uploads. */
export const SOAK_MIX: Mix = {
  search: 50,
  profileRead: 25,
  profileWrite: 10,
  shortlist: 12,
  resume: 3,
};

/** Work that runs in the worker, with some reads and writes around it. */
export const JOB_MIX: Mix = {
  search: 20,
  profileRead: 10,
  profileWrite: 10,
  shortlist: 10,
  resume: 15,
  sop: 15,
  recalculation: 10,
  contact: 10,
};

function weighted(mix: Mix): () => Operation {
  const entries = Object.entries(mix) as [Operation, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return () => {
    let r = Math.random() * total;
    for (const [op, w] of entries) {
      r -= w;
      if (r < 0) return op;
    }
    return entries[0]![0];
  };
}

/** A free student who can do `op` now (no second new upload while the first is unheard). */
function freeStudent(students: Student[], op: Operation): Student | undefined {
  const start = Math.floor(Math.random() * students.length);
  for (let i = 0; i < students.length; i++) {
    const s = students[(start + i) % students.length]!;
    if (s.busy) continue;
    if ((op === "resume" || op === "sop") && !s[op].id && s[op].idUnknown) continue;
    return s;
  }
  return undefined;
}

function run(ctx: Context, op: Operation, s: Student | undefined): Promise<void> {
  if (op === "search" || !s) return search(ctx);
  if (op === "contact") return contact(ctx);
  const act = {
    profileRead,
    profileWrite,
    shortlist: shortlistChange,
    resume: resumeUpload,
    sop: sopEvaluation,
    recalculation,
  }[op];
  return act(ctx, s);
}

export interface LoadRun {
  /** Resolves when every request sent has its answer (or its error). */
  done: Promise<{ sent: number; skipped: number }>;
  /** Stops sending new requests now. */
  stop: () => void;
}

export function startLoad(
  ctx: Context,
  students: Student[],
  mix: Mix,
  rate: number,
  seconds: number,
): LoadRun {
  const next = weighted(mix);
  let stopped = false;
  const done = (async () => {
    const interval = 1000 / rate;
    const total = Math.round(rate * seconds);
    const inFlight = new Set<Promise<void>>();
    let skipped = 0;
    let sent = 0;
    const started = performance.now();
    for (let i = 0; i < total && !stopped; i++) {
      const wait = started + i * interval - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (inFlight.size >= MAX_IN_FLIGHT) {
        skipped++;
        continue;
      }
      const op = next();
      // Reads need a student but not their turn; writes wait for it.
      const needsTurn = op !== "search" && op !== "contact" && op !== "profileRead";
      const s = needsTurn
        ? freeStudent(students, op)
        : students[Math.floor(Math.random() * students.length)];
      if (s && needsTurn) s.busy = true;
      const request = run(ctx, s ? op : "search", s).finally(() => {
        if (s && needsTurn) s.busy = false;
        inFlight.delete(request);
      });
      inFlight.add(request);
      sent++;
    }
    await Promise.all(inFlight);
    return { sent, skipped };
  })();
  return {
    done,
    stop: () => {
      stopped = true;
    },
  };
}
