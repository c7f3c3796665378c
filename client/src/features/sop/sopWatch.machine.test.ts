import type { SopSummary } from "@gradplan/schema";
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { deferred } from "../../test/deferred";
import { aSop, summaryOf } from "./sopFixtures";
import {
  changedSince,
  type SopWatchEmitted,
  sopWatchMachine,
  WATCH_LOADS,
} from "./sopWatch.machine";

function start(list: () => Promise<SopSummary[]>) {
  const sopChanged = vi.fn();
  let loads = 0;
  const machine = sopWatchMachine.provide({
    actors: {
      listSops: fromPromise<SopSummary[]>(() => {
        loads += 1;
        return list();
      }),
    },
    actions: { sopChanged },
    delays: { watchInterval: 1 },
  });
  const actor = createActor(machine, { input: { studentId: "st_1001" } }).start();
  const emitted: SopWatchEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  return { actor, emitted, sopChanged, loads: () => loads };
}

const before = [summaryOf(aSop())];

describe("sopWatchMachine", () => {
  it("finds new and changed rows", () => {
    const signatures = changedSince([], before);
    expect(signatures).toEqual(before);
    const seen = ["sop_1|2026-11-21T10:00:00.000Z|82"];
    expect(changedSince(seen, before)).toEqual([]);
    const rescored = { ...before[0], sop_overall_score: 90 } as SopSummary;
    expect(changedSince(seen, [rescored])).toEqual([rescored]);
  });

  it("reads the list until a row arrives, then says so and evicts what it made stale", async () => {
    let list = before;
    // The third read waits for the test: no race with the clock however slow the machine is.
    const third = deferred<void>();
    let reads = 0;
    const { actor, emitted, sopChanged } = start(async () => {
      reads += 1;
      if (reads === 3) await third.promise;
      return list;
    });
    actor.send({ type: "watch.start", kind: "draft", before });
    await vi.waitFor(() => expect(reads).toBe(3));
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().value).toBe("checking");

    const draft = summaryOf(aSop({ sop_id: "sop_2", sop_overall_score: null }));
    list = [draft, ...before];
    third.resolve();
    await vi.waitFor(() => expect(emitted).toHaveLength(1));
    expect(emitted[0]).toEqual({ type: "watch.arrived", kind: "draft", changed: [draft] });
    expect(sopChanged).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("stops after two minutes' worth of reads, failed ones included", async () => {
    let calls = 0;
    const { actor, emitted, loads } = start(async () => {
      calls += 1;
      if (calls % 2 === 0) throw new Error("lost");
      return before;
    });
    actor.send({ type: "watch.start", kind: "evaluation", before });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("idle"));
    expect(loads()).toBe(WATCH_LOADS);
    expect(emitted).toEqual([]);
  });
});
