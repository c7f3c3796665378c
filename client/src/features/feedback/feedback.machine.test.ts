import { FEEDBACK_MESSAGES } from "@gradplan/schema";
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { deferred } from "../../test/deferred";
import { feedbackMachine } from "./feedback.machine";
import type { FeedbackSubmission } from "./feedbackApi";

function start(submit: (input: FeedbackSubmission) => Promise<void>) {
  const submitSpy = vi.fn(submit);
  const machine = feedbackMachine.provide({
    actors: {
      submitFeedback: fromPromise<void, FeedbackSubmission>(({ input }) => submitSpy(input)),
    },
  });
  const actor = createActor(machine);
  const emitted: string[] = [];
  actor.on("*", (event) => emitted.push(event.type));
  actor.start();
  actor.send({ type: "feedback.open" });
  return { actor, submitSpy, emitted };
}

describe("feedbackMachine", () => {
  it("starts closed and opens on feedback.open with a blank form", () => {
    const actor = createActor(feedbackMachine).start();
    expect(actor.getSnapshot().value).toBe("closed");
    actor.send({ type: "feedback.open" });
    expect(actor.getSnapshot().value).toBe("open");
    expect(actor.getSnapshot().context).toEqual({ star: null, description: "", error: null });
  });

  it("requires a star: submit without one shows the message and sends nothing", () => {
    const { actor, submitSpy } = start(async () => {});
    actor.send({ type: "feedback.submit", studentId: null });
    expect(actor.getSnapshot().value).toBe("open");
    expect(actor.getSnapshot().context.error).toBe(FEEDBACK_MESSAGES.starRequired);
    expect(submitSpy).not.toHaveBeenCalled();
    // Choosing a star clears the message.
    actor.send({ type: "feedback.rate", star: 3 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("ignores stars outside 1-5", () => {
    const { actor } = start(async () => {});
    actor.send({ type: "feedback.rate", star: 6 });
    actor.send({ type: "feedback.rate", star: 0 });
    expect(actor.getSnapshot().context.star).toBeNull();
  });

  it("success: submits the star, the trimmed text and the student, then closes", async () => {
    const answer = deferred<void>();
    const { actor, submitSpy, emitted } = start(() => answer.promise);
    actor.send({ type: "feedback.rate", star: 5 });
    actor.send({ type: "feedback.describe", description: "  Very useful  " });
    actor.send({ type: "feedback.submit", studentId: "st_1001" });
    expect(actor.getSnapshot().value).toBe("submitting");
    expect(submitSpy).toHaveBeenCalledWith({
      feedback: { feedback_star: 5, feedback_description: "Very useful" },
      studentId: "st_1001",
    });
    answer.resolve();
    await waitFor(actor, (state) => state.matches("closed"));
    expect(emitted).toEqual(["feedback.submitted", "feedback.closed"]);
  });

  it("failure: back to open with the error and the input kept", async () => {
    const { actor, emitted } = start(() => Promise.reject(new Error("offline")));
    actor.send({ type: "feedback.rate", star: 2 });
    actor.send({ type: "feedback.describe", description: "Slow" });
    actor.send({ type: "feedback.submit", studentId: null });
    await waitFor(actor, (state) => state.matches("open"));
    expect(actor.getSnapshot().context).toEqual({
      star: 2,
      description: "Slow",
      error: FEEDBACK_MESSAGES.failed,
    });
    expect(emitted).toEqual(["feedback.failed"]);
  });

  it("cancel closes and emits closed; reopening starts blank", () => {
    const { actor, emitted } = start(async () => {});
    actor.send({ type: "feedback.rate", star: 4 });
    actor.send({ type: "feedback.cancel" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(emitted).toEqual(["feedback.closed"]);
    actor.send({ type: "feedback.open" });
    expect(actor.getSnapshot().context.star).toBeNull();
  });
});
