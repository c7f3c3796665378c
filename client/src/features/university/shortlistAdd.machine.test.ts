import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { shortlistAddMachine } from "./shortlistAdd.machine";

function start(answer: () => Promise<{ exists: boolean }>) {
  const check = vi.fn(answer);
  const machine = shortlistAddMachine.provide({
    actors: {
      checkAndAddCourse: fromPromise<{ exists: boolean }, { courseId: number; studentId: string }>(
        () => check(),
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
    const { actor, emitted } = start(async () => ({ exists }));
    actor.send({ type: "shortlist.add", courseId: 1, studentId: "st_1" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(emitted).toEqual([expected]);
  });

  it("emits failed when the request fails, and ignores presses while adding", async () => {
    const { actor, check, emitted } = start(() => Promise.reject(new Error("down")));
    actor.send({ type: "shortlist.add", courseId: 1, studentId: "st_1" });
    actor.send({ type: "shortlist.add", courseId: 1, studentId: "st_1" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(check).toHaveBeenCalledTimes(1);
    expect(emitted).toEqual(["shortlist.failed"]);
  });
});
