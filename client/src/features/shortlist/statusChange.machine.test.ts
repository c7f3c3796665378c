import { SHORTLIST_MESSAGES } from "@gradplan/schema";
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { GraphqlFailure } from "../../shared/graphql/request";
import { deferred } from "../../test/deferred";
import type { StatusChangeInput } from "./shortlistApi";
import { statusChangeMachine } from "./statusChange.machine";

const COURSE = {
  universityName: "Stanford University",
  courseName: "MS in Computer Science",
  degreeCode: "CS",
};

function start(answer: (input: StatusChangeInput) => Promise<unknown>) {
  const update = vi.fn(answer);
  const machine = statusChangeMachine.provide({
    actors: {
      updateCourseStatus: fromPromise<unknown, StatusChangeInput>(({ input }) => update(input)),
    },
  });
  const actor = createActor(machine, { input: COURSE });
  const emitted: unknown[] = [];
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  return { actor, update, emitted };
}

describe("statusChangeMachine", () => {
  it("saves the chosen status for the course, showing it meanwhile", async () => {
    const { actor, update, emitted } = start(async () => ({}));
    actor.send({ type: "status.change", status: "Applied" });
    expect(actor.getSnapshot().context.pending).toBe("Applied");
    await waitFor(actor, (state) => state.matches("idle"));
    expect(update).toHaveBeenCalledWith({ ...COURSE, status: "Applied" });
    expect(emitted).toEqual([{ type: "status.saved", status: "Applied" }]);
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it("saves a choice made while saving next, the latest winning, never two at once", async () => {
    const first = deferred<unknown>();
    const { actor, update, emitted } = start((input) =>
      input.status === "Applied" ? first.promise : Promise.resolve({}),
    );
    actor.send({ type: "status.change", status: "Applied" });
    actor.send({ type: "status.change", status: "Rejected" });
    actor.send({ type: "status.change", status: "Accepted" });
    expect(update).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.queued).toBe("Accepted");
    first.resolve({});
    await waitFor(actor, (state) => state.matches("idle"));
    expect(update.mock.calls.map(([input]) => input.status)).toEqual(["Applied", "Accepted"]);
    expect(emitted).toEqual([{ type: "status.saved", status: "Accepted" }]);
  });

  it.each([
    ["Accepted", "Accepted"],
    ["Admitted", "Accepted"],
    ["Rejected", "Rejected"],
    ["Wait Listed", "Wait Listed"],
  ])("offers to share a saved %s as the decision %s, until dismissed", async (status, decision) => {
    const { actor } = start(async () => ({}));
    actor.send({ type: "status.change", status });
    expect(actor.getSnapshot().context.offer).toBeNull();
    await waitFor(actor, (state) => state.matches("idle"));
    expect(actor.getSnapshot().context.offer).toBe(decision);
    actor.send({ type: "offer.dismiss" });
    expect(actor.getSnapshot().context.offer).toBeNull();
  });

  it("offers nothing for a status that is no decision, and withdraws an offer it replaces", async () => {
    const { actor } = start(async () => ({}));
    actor.send({ type: "status.change", status: "Applied" });
    await waitFor(actor, (state) => state.matches("idle"));
    expect(actor.getSnapshot().context.offer).toBeNull();
    actor.send({ type: "status.change", status: "Rejected" });
    await waitFor(actor, (state) => state.context.offer === "Rejected");
    actor.send({ type: "status.change", status: "Shortlisted" });
    await waitFor(actor, (state) => state.matches("idle") && state.context.pending === null);
    expect(actor.getSnapshot().context.offer).toBeNull();
  });

  it("offers nothing when the change fails", async () => {
    const { actor } = start(() => Promise.reject(new Error("boom")));
    actor.send({ type: "status.change", status: "Accepted" });
    await waitFor(actor, (state) => state.matches("idle"));
    expect(actor.getSnapshot().context.offer).toBeNull();
  });

  it.each([
    [
      new GraphqlFailure(SHORTLIST_MESSAGES.admittedNeedsOffer, "CONFLICT"),
      SHORTLIST_MESSAGES.admittedNeedsOffer,
    ],
    [new GraphqlFailure("socket hang up", "NETWORK"), SHORTLIST_MESSAGES.statusFailed],
    [new Error("boom"), SHORTLIST_MESSAGES.statusFailed],
  ])(
    "on failure (%s) emits the message to show and shows the stored status again",
    async (error, message) => {
      const { actor, emitted } = start(() => Promise.reject(error));
      actor.send({ type: "status.change", status: "Admitted" });
      await waitFor(actor, (state) => state.matches("idle"));
      expect(emitted).toEqual([{ type: "status.failed", message }]);
      expect(actor.getSnapshot().context.pending).toBeNull();
    },
  );
});
