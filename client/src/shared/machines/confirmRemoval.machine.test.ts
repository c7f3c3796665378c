import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { deferred } from "../../test/deferred";
import {
  confirmRemovalMachine,
  type RemovalEmitted,
  type RemovalInput,
} from "./confirmRemoval.machine";

interface Thing {
  id: string;
}

function start(remove: (input: RemovalInput<Thing>) => Promise<void>) {
  const calls: RemovalInput<Thing>[] = [];
  const machine = confirmRemovalMachine<Thing>({
    id: "removeThing",
    remove: (input) => {
      calls.push(input);
      return remove(input);
    },
    failureMessage: (error) => `Not removed: ${String(error)}`,
  });
  const actor = createActor(machine, { input: { studentId: "st_1001" } }).start();
  const emitted: RemovalEmitted<Thing>[] = [];
  actor.on("*", (event) => emitted.push(event));
  return { actor, calls, emitted };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const THING = { id: "t1" };

describe("confirmRemovalMachine", () => {
  it("asks first: cancel closes without a request", () => {
    const { actor, calls, emitted } = start(async () => {});
    actor.send({ type: "remove.ask", item: THING });
    expect(actor.getSnapshot().value).toBe("confirming");
    actor.send({ type: "remove.cancel" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(actor.getSnapshot().context.item).toBeNull();
    expect(calls).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it("removes once confirmed, ignoring cancel on the way, and says so", async () => {
    const answer = deferred<void>();
    const { actor, calls, emitted } = start(() => answer.promise);
    actor.send({ type: "remove.ask", item: THING });
    actor.send({ type: "remove.confirm" });
    expect(calls).toEqual([{ studentId: "st_1001", item: THING }]);
    actor.send({ type: "remove.cancel" }); // ignored: the request is on its way
    expect(actor.getSnapshot().value).toBe("removing");
    answer.resolve();
    await settled();
    expect(emitted).toEqual([{ type: "remove.done", item: THING }]);
    expect(actor.getSnapshot().value).toBe("closed");
    expect(actor.getSnapshot().context.item).toBeNull();
  });

  it("passes on what the request answered, for the toast", async () => {
    const machine = confirmRemovalMachine<Thing, string>({
      id: "removeThing",
      remove: async () => "Gone for good.",
      failureMessage: () => "Not removed.",
    });
    const actor = createActor(machine, { input: { studentId: "st_1001" } }).start();
    const emitted: RemovalEmitted<Thing, string>[] = [];
    actor.on("*", (event) => emitted.push(event));
    actor.send({ type: "remove.ask", item: THING });
    actor.send({ type: "remove.confirm" });
    await settled();
    expect(emitted).toEqual([{ type: "remove.done", item: THING, result: "Gone for good." }]);
  });

  it("closes with the feature's message when the removal fails", async () => {
    const { actor, emitted } = start(() => Promise.reject("offline"));
    actor.send({ type: "remove.ask", item: THING });
    actor.send({ type: "remove.confirm" });
    await settled();
    expect(emitted).toEqual([{ type: "remove.failed", message: "Not removed: offline" }]);
    expect(actor.getSnapshot().value).toBe("closed");
  });
});
