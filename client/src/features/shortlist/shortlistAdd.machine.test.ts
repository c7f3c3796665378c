import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { shortlistAddMachine } from "./shortlistAdd.machine";
import type { ShortlistAddInput } from "./shortlistApi";

function start(answer: (input: ShortlistAddInput) => Promise<{ exists: boolean }>) {
  const check = vi.fn(answer);
  const machine = shortlistAddMachine.provide({
    actors: {
      checkAndAddCourse: fromPromise<{ exists: boolean }, ShortlistAddInput>(({ input }) =>
        check(input),
      ),
    },
  });
  const actor = createActor(machine);
  const emitted: string[] = [];
  actor.on("*", (event) => emitted.push(event.type));
  actor.start();
  return { actor, check, emitted };
}

describe("shortlistAddMachine", () => {
  it.each([
    [false, "shortlist.added"],
    [true, "shortlist.alreadyPresent"],
  ])("exists=%s emits %s", async (exists, expected) => {
    const { actor, check, emitted } = start(async () => ({ exists }));
    actor.send({ type: "shortlist.add", courseId: 1 });
    expect(actor.getSnapshot().value).toBe("adding");
    await waitFor(actor, (s) => s.matches("idle"));
    expect(check).toHaveBeenCalledWith({ courseId: 1 });
    expect(emitted).toEqual([expected]);
  });

  it("emits failed and logs when the request fails, and ignores presses while adding", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const down = new Error("down");
    const { actor, check, emitted } = start(() => Promise.reject(down));
    actor.send({ type: "shortlist.add", courseId: 1 });
    actor.send({ type: "shortlist.add", courseId: 1 });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(check).toHaveBeenCalledTimes(1);
    expect(emitted).toEqual(["shortlist.failed"]);
    expect(logged).toHaveBeenCalledWith("Adding to the shortlist failed:", down);
  });

  it("can add again once the previous request is done", async () => {
    const { actor, check, emitted } = start(async () => ({ exists: check.mock.calls.length > 1 }));
    actor.send({ type: "shortlist.add", courseId: 1 });
    await waitFor(actor, (s) => s.matches("idle"));
    actor.send({ type: "shortlist.add", courseId: 1 });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(emitted).toEqual(["shortlist.added", "shortlist.alreadyPresent"]);
  });
});
