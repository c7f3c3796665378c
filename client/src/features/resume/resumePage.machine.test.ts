import { RESUME_MESSAGES, type Resume } from "@gradplan/schema";
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { GraphqlFailure } from "../../shared/graphql/request";
import { deferred } from "../../test/deferred";
import { aResume } from "./resumeFixtures";
import { type ResumePageEmitted, resumePageMachine } from "./resumePage.machine";

function start(load: () => Promise<Resume | null>) {
  const evaluationLanded = vi.fn();
  const machine = resumePageMachine.provide({
    actors: { loadResume: fromPromise<Resume | null>(() => load()) },
    actions: { evaluationLanded },
    delays: { watchInterval: 1 },
  });
  const actor = createActor(machine, { input: { studentId: "st_1001" } });
  const emitted: ResumePageEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, evaluationLanded };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("resumePageMachine", () => {
  it("loads the resume", async () => {
    const { actor, emitted } = start(async () => aResume());
    expect(actor.getSnapshot().matches({ resume: "loading" })).toBe(true);
    actor.send({ type: "founder.passed" });
    await settled();
    expect(actor.getSnapshot().matches({ resume: "ready" })).toBe(true);
    expect(actor.getSnapshot().context.resume).toEqual(aResume());
    expect(emitted).toEqual([]); // a student with a resume is not prompted
  });

  it("prompts for a first resume once the load found none and the founder has passed", async () => {
    const { actor, emitted } = start(async () => null);
    await settled();
    expect(emitted).toEqual([]); // the founder's modal may still be up
    actor.send({ type: "founder.passed" });
    expect(emitted).toEqual([{ type: "resume.promptAdd" }]);
    actor.send({ type: "founder.passed" });
    expect(emitted).toHaveLength(1);
  });

  it("prompts when the load ends after the founder passed", async () => {
    const answer = deferred<Resume | null>();
    const { actor, emitted } = start(() => answer.promise);
    actor.send({ type: "founder.passed" });
    expect(emitted).toEqual([]);
    answer.resolve(null);
    await settled();
    expect(emitted).toEqual([{ type: "resume.promptAdd" }]);
  });

  it.each([
    [
      new GraphqlFailure("Internal server error", "INTERNAL_SERVER_ERROR"),
      RESUME_MESSAGES.fetchFailed,
    ],
    [new GraphqlFailure("Failed to fetch", "NETWORK"), RESUME_MESSAGES.fetchFailed],
    [new TypeError("Failed to fetch"), RESUME_MESSAGES.fetchFailed],
    [new GraphqlFailure(RESUME_MESSAGES.unknownResume, "NOT_FOUND"), RESUME_MESSAGES.unknownResume],
  ])("reports a failed load (%s) and retries on request", async (error, message) => {
    let fail = true;
    const { actor, emitted } = start(async () => {
      if (fail) throw error;
      return null;
    });
    actor.send({ type: "founder.passed" });
    await settled();
    expect(actor.getSnapshot().matches({ resume: "failed" })).toBe(true);
    expect(emitted).toEqual([{ type: "resume.fetchFailed", message }]);
    expect(actor.getSnapshot().context.error).toBe(message);

    fail = false;
    actor.send({ type: "resume.retry" });
    await settled();
    expect(emitted.at(-1)).toEqual({ type: "resume.promptAdd" });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("takes in a freshly evaluated resume", async () => {
    const { actor } = start(async () => null);
    await settled();
    const fresh = aResume({ resume_id: "res_43" });
    actor.send({ type: "resume.stored", resume: fresh });
    expect(actor.getSnapshot().context.resume).toBe(fresh);
  });

  it("watches for a pending evaluation until a newer one arrives, then says so", async () => {
    const before = aResume();
    const after = aResume({ evaluated_at: "2025-03-04T09:00:00.000Z", resume_overall_score: 81 });
    let latest: Resume | null = before;
    let loads = 0;
    // The third load (the second while watching) waits for the test: no race with the clock
    // however slow the machine running the suite is.
    const third = deferred<void>();
    const { actor, emitted, evaluationLanded } = start(async () => {
      loads += 1;
      if (loads === 3) await third.promise;
      return latest;
    });
    await settled();
    actor.send({ type: "resume.watch" });
    await vi.waitFor(() => expect(loads).toBe(3));
    // The first watched load found the same evaluation again: still watching, nothing said.
    expect(actor.getSnapshot().matches({ resume: "watching" })).toBe(true);
    expect(emitted).toEqual([]);
    expect(evaluationLanded).not.toHaveBeenCalled();

    latest = after;
    third.resolve();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ resume: "ready" })).toBe(true));
    expect(actor.getSnapshot().context.resume).toEqual(after);
    expect(emitted).toEqual([{ type: "resume.arrived", resume: after }]);
    // What the late evaluation made stale (the resume list, the profile strength) is evicted.
    expect(evaluationLanded).toHaveBeenCalledTimes(1);
  });

  it("stops watching after two minutes' worth of loads, keeping what it shows", async () => {
    const { actor, emitted } = start(async () => aResume());
    await settled();
    actor.send({ type: "resume.watch" });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ resume: "ready" })).toBe(true));
    expect(actor.getSnapshot().context.resume).toEqual(aResume());
    expect(emitted).toEqual([]);
  });
});
