import { type CorrectionDraft, CORRECTION_MESSAGES as M } from "@gradplan/schema";
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { GraphqlFailure } from "../../shared/graphql/failure";
import { deferred } from "../../test/deferred";
import { type CorrectionFormField, suggestCorrectionMachine } from "./suggestCorrection.machine";

const COURSE = {
  courseId: 101,
  courseName: "Computer Science",
  universityName: "Stanford University",
};

function start(propose: (draft: CorrectionDraft) => Promise<string>) {
  const spy = vi.fn(propose);
  const machine = suggestCorrectionMachine.provide({
    actors: { propose: fromPromise<string, CorrectionDraft>(({ input }) => spy(input)) },
  });
  const actor = createActor(machine).start();
  actor.send({ type: "correction.open", course: COURSE, applicants: "international" });
  const fill = (values: Partial<Record<CorrectionFormField, string>>) => {
    for (const [name, value] of Object.entries(values))
      actor.send({ type: "correction.edit", name: name as CorrectionFormField, value });
  };
  return { actor, spy, fill };
}

describe("suggestCorrectionMachine", () => {
  it("starts closed and opens with a blank form, the student's applicants chosen", () => {
    const actor = createActor(suggestCorrectionMachine).start();
    expect(actor.getSnapshot().value).toBe("closed");
    actor.send({ type: "correction.open", course: COURSE, applicants: "domestic" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.form).toMatchObject({ field: "", applicants: "domestic" });
  });

  it("checks the shared rules before sending: each field's message, no request", () => {
    const { actor, spy, fill } = start(async () => "thanks");
    fill({ field: "deadline", value: "2027-02-30", sourceUrl: "grad.example.edu" });
    actor.send({ type: "correction.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.errors).toEqual({
      semester: M.semesterRequired,
      kind: M.kindRequired,
      value: M.dateInvalid,
      sourceUrl: M.sourceInvalid,
    });
    expect(spy).not.toHaveBeenCalled();
    // Editing a field clears its message alone.
    fill({ semester: "Fall" });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual([
      "kind",
      "sourceUrl",
      "value",
    ]);
  });

  it("choosing another field empties the value (a date is not a score)", () => {
    const { actor, fill } = start(async () => "thanks");
    fill({ field: "toefl_min", value: "100" });
    fill({ field: "ielts_min" });
    expect(actor.getSnapshot().context.form.value).toBe("");
  });

  it("sends a valid draft, shows the thanks, and closes", async () => {
    const answer = deferred<string>();
    const { actor, spy, fill } = start(() => answer.promise);
    fill({
      field: "toefl_min",
      value: "100",
      sourceUrl: "https://grad.example.edu/ms",
      note: "p. 2",
    });
    actor.send({ type: "correction.submit" });
    expect(actor.getSnapshot().value).toBe("submitting");
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ courseId: 101, field: "toefl_min", value: "100", note: "p. 2" }),
    );
    answer.resolve(M.submitted);
    await waitFor(actor, (s) => s.matches("sent"));
    expect(actor.getSnapshot().context.sent).toBe(M.submitted);
    actor.send({ type: "correction.close" });
    expect(actor.getSnapshot().value).toBe("closed");
  });

  it("shows the server's field messages, or its message, and keeps what was typed", async () => {
    const refusals = [
      new GraphqlFailure(M.sourceInvalid, "BAD_USER_INPUT", { sourceUrl: M.sourceInvalid }),
      new GraphqlFailure(M.tooMany, "TOO_MANY_REQUESTS"),
      new GraphqlFailure("socket hang up", "NETWORK"),
    ];
    const expected = [
      { errors: { sourceUrl: M.sourceInvalid }, failure: null },
      { errors: {}, failure: M.tooMany },
      { errors: {}, failure: M.failed },
    ];
    for (const [i, refusal] of refusals.entries()) {
      const { actor, fill } = start(() => Promise.reject(refusal));
      fill({ field: "gre_min", value: "310", sourceUrl: "https://grad.example.edu/ms" });
      actor.send({ type: "correction.submit" });
      await waitFor(actor, (s) => s.matches("editing"));
      expect(actor.getSnapshot().context).toMatchObject(expected[i]!);
      expect(actor.getSnapshot().context.form.value).toBe("310");
    }
  });
});
