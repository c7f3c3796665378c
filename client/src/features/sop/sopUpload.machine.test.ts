import { RESUME_MAX_BYTES, RESUME_MESSAGES, SOP_MESSAGES, type SopDetails } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { RestError } from "../../shared/rest/rest";
import { deferred } from "../../test/deferred";
import { SopPending, SopRejected, type SopUpload } from "./sopApi";
import { aDocx, aSop } from "./sopFixtures";
import { type SopUploadEmitted, sopUploadMachine } from "./sopUpload.machine";

function start(upload: (input: SopUpload) => Promise<SopDetails>) {
  const calls: SopUpload[] = [];
  const machine = sopUploadMachine.provide({
    actors: {
      uploadSop: fromPromise<SopDetails, SopUpload>(({ input }) => {
        calls.push(input);
        return upload(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { studentId: "st_1001" } }).start();
  const emitted: SopUploadEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  return { actor, calls, emitted };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const NEW = { sopId: null, name: "", university: "", course: "" };

describe("sopUploadMachine", () => {
  it("asks for a name and a .docx before uploading anything", () => {
    const { actor, calls } = start(async () => aSop());
    actor.send({ type: "upload.open", ...NEW });
    actor.send({ type: "upload.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.errors).toEqual({
      name: SOP_MESSAGES.nameRequired,
      file: RESUME_MESSAGES.fileRequired,
    });
    actor.send({ type: "upload.field", field: "name", value: "UIUC" });
    expect(actor.getSnapshot().context.errors.name).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it("refuses a file that is not a .docx, or too large, as soon as it is picked", () => {
    const { actor, calls } = start(async () => aSop());
    actor.send({ type: "upload.open", ...NEW, name: "UIUC" });
    actor.send({ type: "upload.file", file: new File(["%PDF"], "sop.pdf") });
    expect(actor.getSnapshot().context.errors.file).toBe(RESUME_MESSAGES.docxOnly);
    actor.send({ type: "upload.file", file: aDocx("sop.docx", RESUME_MAX_BYTES + 1) });
    expect(actor.getSnapshot().context.errors.file).toBe(RESUME_MESSAGES.tooLarge);
    actor.send({ type: "upload.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    actor.send({ type: "upload.file", file: aDocx("SOP.DOCX") });
    expect(actor.getSnapshot().context.errors.file).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it("uploads with the open SOP's id and program, then closes and clears", async () => {
    const answer = deferred<SopDetails>();
    const { actor, calls, emitted } = start(() => answer.promise);
    actor.send({
      type: "upload.open",
      sopId: "sop_1",
      name: " CMU MSCS ",
      university: "Carnegie Mellon University",
      course: "",
    });
    const file = aDocx();
    actor.send({ type: "upload.file", file });
    actor.send({ type: "upload.submit" });
    expect(actor.getSnapshot().value).toBe("uploading");
    expect(calls).toEqual([
      {
        studentId: "st_1001",
        sopId: "sop_1",
        name: "CMU MSCS",
        file,
        universityName: "Carnegie Mellon University",
        courseName: "",
      },
    ]);
    actor.send({ type: "upload.close" }); // ignored: the evaluation's outcome must land
    expect(actor.getSnapshot().value).toBe("uploading");

    const sop = aSop();
    answer.resolve(sop);
    await settled();
    expect(emitted).toEqual([{ type: "upload.succeeded", sop, message: SOP_MESSAGES.evaluated }]);
    expect(actor.getSnapshot().value).toBe("closed");
    expect(actor.getSnapshot().context).toMatchObject({ sopId: null, name: "", file: null });
  });

  it.each([
    ["a refusal", new SopRejected(SOP_MESSAGES.limitReached), SOP_MESSAGES.limitReached],
    [
      "an unreadable file (422)",
      new RestError(422, RESUME_MESSAGES.unreadable, {
        success: false,
        message: RESUME_MESSAGES.unreadable,
      }),
      RESUME_MESSAGES.unreadable,
    ],
    ["a bare status line", new RestError(502, "502 Bad Gateway"), SOP_MESSAGES.evaluationFailed],
    ["a network failure", new TypeError("Failed to fetch"), SOP_MESSAGES.evaluationFailed],
  ])("on %s stays open with the message to show", async (_, error, message) => {
    const { actor, emitted } = start(() => Promise.reject(error));
    actor.send({ type: "upload.open", ...NEW, name: "UIUC" });
    actor.send({ type: "upload.file", file: aDocx() });
    actor.send({ type: "upload.submit" });
    await settled();
    expect(emitted).toEqual([{ type: "upload.failed", message }]);
    const { value, context } = actor.getSnapshot();
    expect(value).toBe("editing");
    expect(context.failure).toBe(message);
    expect(context.file?.name).toBe("sop.docx");
  });

  it("closes when the file is stored but still being evaluated, so it is never sent twice", async () => {
    const { actor, emitted } = start(() =>
      Promise.reject(new SopPending(SOP_MESSAGES.stillEvaluating)),
    );
    actor.send({ type: "upload.open", ...NEW, name: "UIUC" });
    actor.send({ type: "upload.file", file: aDocx() });
    actor.send({ type: "upload.submit" });
    await settled();
    expect(emitted).toEqual([
      { type: "upload.pending", message: SOP_MESSAGES.stillEvaluating, sopId: null },
    ]);
    expect(actor.getSnapshot().value).toBe("closed");
  });
});
