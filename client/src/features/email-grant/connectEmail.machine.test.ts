import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { deferred } from "../../test/deferred";
import { connectEmailMachine } from "./connectEmail.machine";
import { EMAIL_GRANT_TEXT } from "./emailGrantText";

function start(startConnecting: () => Promise<void>) {
  const machine = connectEmailMachine.provide({
    actors: { startConnecting: fromPromise(startConnecting) },
  });
  return createActor(machine).start();
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("connectEmailMachine", () => {
  it("stays busy while the session renews and the page leaves; shown again, it starts over", async () => {
    const leaving = deferred<void>();
    const actor = start(() => leaving.promise);
    actor.send({ type: "connect.start" });
    expect(actor.getSnapshot().value).toBe("starting");
    actor.send({ type: "connect.start" }); // a second press starts nothing more
    leaving.resolve();
    await settled();
    expect(actor.getSnapshot().value).toBe("leaving");
    actor.send({ type: "connect.returned" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("goes back to idle with a message when the session cannot be renewed, and clears it on retry", async () => {
    let attempts = 0;
    const actor = start(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("no session");
    });
    actor.send({ type: "connect.start" });
    await settled();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.error).toBe(EMAIL_GRANT_TEXT.connectFailed);
    actor.send({ type: "connect.start" });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settled();
    expect(actor.getSnapshot().value).toBe("leaving");
  });
});
