import { SOP_MESSAGES, type SopDetails } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { GraphqlFailure } from "../../shared/graphql/request";
import { deferred } from "../../test/deferred";
import { SopPending, type SopTextEvaluation } from "./sopApi";
import { type SopEditorEmitted, sopEditorMachine } from "./sopEditor.machine";
import { aDraft, aSop } from "./sopFixtures";

interface Fakes {
  load?: (input: { sopId: string; fresh: boolean }) => Promise<SopDetails>;
  evaluate?: (input: SopTextEvaluation) => Promise<SopDetails>;
}

function start({ load = async () => aSop(), evaluate = async () => aSop() }: Fakes = {}) {
  const loads: { sopId: string; fresh: boolean }[] = [];
  const evaluations: SopTextEvaluation[] = [];
  const machine = sopEditorMachine.provide({
    actors: {
      loadSop: fromPromise(({ input }: { input: { sopId: string; fresh: boolean } }) => {
        loads.push(input);
        return load(input);
      }),
      evaluateSop: fromPromise(({ input }: { input: SopTextEvaluation }) => {
        evaluations.push(input);
        return evaluate(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { studentId: "st_1001" } }).start();
  const emitted: SopEditorEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  return { actor, loads, evaluations, emitted };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function type(actor: ReturnType<typeof start>["actor"], name: string, text: string) {
  actor.send({ type: "editor.field", field: "name", value: name });
  actor.send({ type: "editor.field", field: "text", value: text });
}

describe("sopEditorMachine", () => {
  it("asks for a name and some text before evaluating", () => {
    const { actor, evaluations } = start();
    actor.send({ type: "editor.evaluate" });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: SOP_MESSAGES.nameRequired,
      text: SOP_MESSAGES.textRequired,
    });
    type(actor, "Mine", " -- ");
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: "editor.evaluate" });
    expect(actor.getSnapshot().context.errors).toEqual({ text: SOP_MESSAGES.textRequired });
    expect(evaluations).toEqual([]);
  });

  it("evaluates a new SOP without an id, then holds the evaluated SOP", async () => {
    const answer = deferred<SopDetails>();
    const { actor, evaluations, emitted } = start({ evaluate: () => answer.promise });
    type(actor, "  Purdue ECE ", "My text.");
    actor.send({ type: "editor.field", field: "university", value: "Purdue" });
    actor.send({ type: "editor.evaluate" });
    expect(actor.getSnapshot().value).toBe("evaluating");
    expect(evaluations).toEqual([
      {
        studentId: "st_1001",
        sopId: null,
        name: "Purdue ECE",
        text: "My text.",
        universityName: "Purdue",
        courseName: "",
      },
    ]);
    actor.send({ type: "editor.open", sopId: "sop_9" }); // ignored: the outcome must land
    actor.send({ type: "editor.new" });
    expect(actor.getSnapshot().value).toBe("evaluating");

    const sop = aSop({ sop_name: "Purdue ECE" });
    answer.resolve(sop);
    await settled();
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.sop).toBe(sop);
    expect(actor.getSnapshot().context.fields.name).toBe("Purdue ECE");
    expect(emitted).toEqual([{ type: "editor.evaluated", sop }]);
  });

  it("opens a stored SOP and re-evaluates it with its id", async () => {
    const { actor, loads, evaluations } = start({ load: async () => aDraft() });
    actor.send({ type: "editor.open", sopId: "sop_draft" });
    expect(actor.getSnapshot().value).toBe("loading");
    await settled();
    expect(loads).toEqual([{ sopId: "sop_draft", fresh: false }]);
    expect(actor.getSnapshot().context.fields).toEqual({
      name: "Georgia Tech draft",
      university: "Georgia Institute of Technology",
      course: "MS in Computer Science",
      text: aDraft().text,
    });
    actor.send({ type: "editor.field", field: "text", value: "Edited." });
    actor.send({ type: "editor.evaluate" });
    expect(evaluations[0]).toMatchObject({ sopId: "sop_draft", text: "Edited." });
  });

  it("says why an SOP could not be opened, and opens it on retry", async () => {
    let fail = true;
    const { actor, emitted } = start({
      load: async () => {
        if (fail) throw new GraphqlFailure(SOP_MESSAGES.notFound, "NOT_FOUND");
        return aSop();
      },
    });
    actor.send({ type: "editor.open", sopId: "sop_1" });
    await settled();
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.loadError).toBe(SOP_MESSAGES.notFound);
    expect(emitted).toEqual([{ type: "editor.loadFailed", message: SOP_MESSAGES.notFound }]);
    fail = false;
    actor.send({ type: "editor.retry" });
    await settled();
    expect(actor.getSnapshot().context.sop?.sop_id).toBe("sop_1");
  });

  it("keeps the text and the message when the evaluation fails", async () => {
    const { actor, emitted } = start({
      evaluate: () => Promise.reject(new GraphqlFailure(SOP_MESSAGES.limitReached, "CONFLICT")),
    });
    type(actor, "Mine", "My text.");
    actor.send({ type: "editor.evaluate" });
    await settled();
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.failure).toBe(SOP_MESSAGES.limitReached);
    expect(actor.getSnapshot().context.fields.text).toBe("My text.");
    expect(emitted).toEqual([{ type: "editor.failed", message: SOP_MESSAGES.limitReached }]);
  });

  it("pending: a new SOP's fields go (it is stored); an open SOP keeps them and refreshes later", async () => {
    const { actor, emitted, loads } = start({
      evaluate: () => Promise.reject(new SopPending(SOP_MESSAGES.stillEvaluating)),
      load: async () => aSop({ sop_overall_score: 91 }),
    });
    type(actor, "Mine", "My text.");
    actor.send({ type: "editor.evaluate" });
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({
      sop: null,
      fields: { name: "", text: "" },
      note: SOP_MESSAGES.stillEvaluating,
    });
    expect(emitted).toEqual([
      { type: "editor.pending", message: SOP_MESSAGES.stillEvaluating, sopId: null },
    ]);

    actor.send({ type: "editor.show", sop: aSop() });
    actor.send({ type: "editor.field", field: "text", value: "Edited." });
    actor.send({ type: "editor.evaluate" });
    await settled();
    expect(emitted.at(-1)).toMatchObject({ type: "editor.pending", sopId: "sop_1" });
    expect(actor.getSnapshot().context.fields.text).toBe("Edited.");

    actor.send({ type: "editor.refresh" });
    actor.send({ type: "editor.field", field: "text", value: "Edited again." });
    await settled();
    expect(loads).toEqual([{ sopId: "sop_1", fresh: true }]);
    expect(actor.getSnapshot().context.sop?.sop_overall_score).toBe(91);
    expect(actor.getSnapshot().context.fields.text).toBe("Edited again.");
  });

  it("starts over on editor.new", () => {
    const { actor } = start();
    actor.send({ type: "editor.show", sop: aSop() });
    actor.send({ type: "editor.new" });
    expect(actor.getSnapshot().context).toMatchObject({
      sop: null,
      fields: { name: "", university: "", course: "", text: "" },
    });
  });
});
