import { SOP_ANSWER_MAX, SOP_MESSAGES, type SopDetails } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { GraphqlFailure } from "../../shared/graphql/request";
import { deferred } from "../../test/deferred";
import { type GenerateEmitted, generateSopMachine, NO_ANSWERS } from "./generateSop.machine";
import { type SopGeneration, SopPending } from "./sopApi";
import { aDraft } from "./sopFixtures";

function start(generate: (input: SopGeneration) => Promise<SopDetails>) {
  const calls: SopGeneration[] = [];
  const machine = generateSopMachine.provide({
    actors: {
      generateSop: fromPromise<SopDetails, SopGeneration>(({ input }) => {
        calls.push(input);
        return generate(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { studentId: "st_1001" } }).start();
  const emitted: GenerateEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  return { actor, calls, emitted };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function answer(actor: ReturnType<typeof start>["actor"]) {
  actor.send({ type: "generate.open", university: "Georgia Tech", course: "" });
  actor.send({ type: "generate.field", field: "name", value: "  Georgia Tech draft " });
  actor.send({ type: "generate.answer", key: "whyField", value: "A flaky build." });
}

describe("generateSopMachine", () => {
  it("opens with the program it is given, and asks for a name and an answer first", () => {
    const { actor, calls } = start(async () => aDraft());
    actor.send({ type: "generate.open", university: "Georgia Tech", course: "MSCS" });
    expect(actor.getSnapshot().value).toBe("editingAnswers");
    expect(actor.getSnapshot().context).toMatchObject({
      university: "Georgia Tech",
      course: "MSCS",
      name: "",
      answers: NO_ANSWERS,
    });

    actor.send({ type: "generate.submit" });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: SOP_MESSAGES.nameRequired,
      answers: SOP_MESSAGES.answersRequired,
    });
    actor.send({ type: "generate.answer", key: "careerGoals", value: "   " });
    actor.send({ type: "generate.field", field: "name", value: "Draft" });
    expect(actor.getSnapshot().context.errors).toEqual({ answers: undefined, name: undefined });
    actor.send({ type: "generate.submit" });
    expect(actor.getSnapshot().context.errors.answers).toBe(SOP_MESSAGES.answersRequired);

    actor.send({
      type: "generate.answer",
      key: "careerGoals",
      value: "x".repeat(SOP_ANSWER_MAX + 1),
    });
    actor.send({ type: "generate.submit" });
    expect(actor.getSnapshot().context.errors.answers).toBe(SOP_MESSAGES.answerTooLong);
    expect(actor.getSnapshot().value).toBe("editingAnswers");
    expect(calls).toEqual([]);
  });

  it("generates: writing, then drafted with the draft, and 'evaluate' hands it to the editor", async () => {
    const written = deferred<SopDetails>();
    const { actor, calls, emitted } = start(() => written.promise);
    answer(actor);
    actor.send({ type: "generate.submit" });
    expect(actor.getSnapshot().value).toBe("generating");
    expect(calls).toEqual([
      {
        studentId: "st_1001",
        name: "Georgia Tech draft",
        universityName: "Georgia Tech",
        courseName: "",
        answers: { ...NO_ANSWERS, whyField: "A flaky build." },
      },
    ]);
    actor.send({ type: "generate.close" }); // ignored: the draft is being stored
    expect(actor.getSnapshot().value).toBe("generating");

    const draft = aDraft();
    written.resolve(draft);
    await settled();
    expect(actor.getSnapshot().value).toBe("drafted");
    expect(actor.getSnapshot().context.draft).toBe(draft);
    expect(emitted).toEqual([
      { type: "generate.drafted", sop: draft, message: SOP_MESSAGES.generated },
    ]);

    actor.send({ type: "generate.evaluate" });
    expect(emitted.at(-1)).toEqual({ type: "generate.evaluateDraft", sop: draft });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(actor.getSnapshot().context).toMatchObject({ name: "", draft: null });
  });

  it.each([
    [new GraphqlFailure(SOP_MESSAGES.limitReached, "CONFLICT"), SOP_MESSAGES.limitReached],
    [new GraphqlFailure("boom", "INTERNAL_SERVER_ERROR"), SOP_MESSAGES.generationFailed],
    [new GraphqlFailure("Failed to fetch", "NETWORK"), SOP_MESSAGES.generationFailed],
  ])("on %s goes back to the answers with the message to show", async (error, message) => {
    const { actor, emitted } = start(() => Promise.reject(error));
    answer(actor);
    actor.send({ type: "generate.submit" });
    await settled();
    expect(actor.getSnapshot().value).toBe("editingAnswers");
    expect(actor.getSnapshot().context.failure).toBe(message);
    expect(actor.getSnapshot().context.answers.whyField).toBe("A flaky build.");
    expect(emitted).toEqual([{ type: "generate.failed", message }]);
  });

  it("still being written: shows the server's word and is not sent again", async () => {
    const { actor, calls, emitted } = start(() =>
      Promise.reject(new SopPending(SOP_MESSAGES.stillGenerating)),
    );
    answer(actor);
    actor.send({ type: "generate.submit" });
    await settled();
    expect(actor.getSnapshot().value).toBe("pending");
    expect(actor.getSnapshot().context.pendingMessage).toBe(SOP_MESSAGES.stillGenerating);
    expect(emitted).toEqual([{ type: "generate.pending", message: SOP_MESSAGES.stillGenerating }]);
    actor.send({ type: "generate.submit" });
    expect(calls).toHaveLength(1);
    actor.send({ type: "generate.close" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(actor.getSnapshot().context.pendingMessage).toBeNull();
  });

  it("clears what was entered when closed, and ends the offer when dismissed", async () => {
    const { actor } = start(async () => aDraft());
    answer(actor);
    actor.send({ type: "generate.close" });
    actor.send({ type: "generate.open" });
    expect(actor.getSnapshot().context).toMatchObject({
      name: "",
      university: "",
      answers: NO_ANSWERS,
    });

    actor.send({ type: "generate.field", field: "name", value: "Draft" });
    actor.send({ type: "generate.answer", key: "whyProgram", value: "Its labs." });
    actor.send({ type: "generate.submit" });
    await settled();
    expect(actor.getSnapshot().value).toBe("drafted");
    actor.send({ type: "generate.dismiss" });
    expect(actor.getSnapshot().value).toBe("closed");
  });
});
