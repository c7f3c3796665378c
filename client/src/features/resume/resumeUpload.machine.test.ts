import { RESUME_MAX_BYTES, RESUME_MESSAGES, type Resume } from "@gradplan/schema";
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { RestError } from "../../shared/rest/rest";
import { deferred } from "../../test/deferred";
import { ResumeRejected, type ResumeUpload } from "./resumeApi";
import { aDocx, aResume } from "./resumeFixtures";
import type { UploadEmitted } from "./resumeUpload.machine";
import { resumeUploadMachine } from "./resumeUpload.machine";

function start(evaluate: (upload: ResumeUpload) => Promise<Resume>) {
  const calls: ResumeUpload[] = [];
  const machine = resumeUploadMachine.provide({
    actors: {
      evaluateResume: fromPromise<Resume, ResumeUpload>(({ input }) => {
        calls.push(input);
        return evaluate(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { studentId: "st_1001" } }).start();
  const emitted: UploadEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  return { actor, calls, emitted };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("resumeUploadMachine", () => {
  it("asks for a name and a file before uploading anything", () => {
    const evaluate = vi.fn(async () => aResume());
    const { actor, calls } = start(evaluate);
    actor.send({ type: "upload.openNew" });
    actor.send({ type: "upload.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.errors).toEqual({
      name: RESUME_MESSAGES.nameRequired,
      file: RESUME_MESSAGES.fileRequired,
    });

    actor.send({ type: "upload.name", name: "   " });
    actor.send({ type: "upload.submit" });
    expect(actor.getSnapshot().context.errors.name).toBe(RESUME_MESSAGES.nameRequired);

    actor.send({ type: "upload.name", name: "Research resume" });
    expect(actor.getSnapshot().context.errors.name).toBeUndefined();
    actor.send({ type: "upload.submit" });
    expect(actor.getSnapshot().context.errors).toEqual({ file: RESUME_MESSAGES.fileRequired });
    expect(calls).toEqual([]);
  });

  it("refuses a file that is not a .docx, or too large, as soon as it is picked", () => {
    const { actor, calls } = start(async () => aResume());
    actor.send({ type: "upload.openNew" });
    actor.send({ type: "upload.name", name: "Research resume" });
    actor.send({ type: "upload.file", file: new File(["%PDF"], "resume.pdf") });
    expect(actor.getSnapshot().context.errors.file).toBe(RESUME_MESSAGES.docxOnly);
    actor.send({ type: "upload.file", file: aDocx("resume.docx", RESUME_MAX_BYTES + 1) });
    expect(actor.getSnapshot().context.errors.file).toBe(RESUME_MESSAGES.tooLarge);
    actor.send({ type: "upload.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    actor.send({ type: "upload.file", file: aDocx("RESUME.DOCX") });
    expect(actor.getSnapshot().context.errors.file).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it("adds a new resume: uploads, toasts 'New Resume Added Successfully.', closes and clears", async () => {
    const answer = deferred<Resume>();
    const { actor, calls, emitted } = start(() => answer.promise);
    actor.send({ type: "upload.openNew" });
    actor.send({ type: "upload.name", name: "  Research resume " });
    const file = aDocx();
    actor.send({ type: "upload.file", file });
    actor.send({ type: "upload.submit" });
    expect(actor.getSnapshot().value).toBe("uploading");
    expect(calls).toEqual([
      { studentId: "st_1001", file, name: "Research resume", resumeId: null },
    ]);

    actor.send({ type: "upload.close" }); // ignored: the evaluation's outcome must land
    expect(actor.getSnapshot().value).toBe("uploading");

    const resume = aResume({ resume_name: "Research resume" });
    answer.resolve(resume);
    await settled();
    expect(emitted).toEqual([{ type: "upload.succeeded", resume, message: RESUME_MESSAGES.added }]);
    const { value, context } = actor.getSnapshot();
    expect(value).toBe("closed");
    expect(context).toMatchObject({ name: "", file: null, errors: {}, failure: null, mode: "new" });
  });

  it("updates a resume: keeps its name, sends its id, toasts 'Resume Updated Successfully.'", async () => {
    const { actor, calls, emitted } = start(async () => aResume());
    actor.send({ type: "upload.openUpdate", resume: aResume() });
    expect(actor.getSnapshot().context).toMatchObject({
      mode: "update",
      name: "Fall 2026 resume",
      resumeId: "res_42",
    });
    actor.send({ type: "upload.name", name: "Renamed" }); // the name is not editable here
    expect(actor.getSnapshot().context.name).toBe("Fall 2026 resume");

    actor.send({ type: "upload.submit" });
    expect(actor.getSnapshot().context.errors).toEqual({ file: RESUME_MESSAGES.fileRequired });
    actor.send({ type: "upload.file", file: aDocx("v2.docx") });
    actor.send({ type: "upload.submit" });
    await settled();
    expect(calls[0]).toMatchObject({ name: "Fall 2026 resume", resumeId: "res_42" });
    expect(emitted).toEqual([
      { type: "upload.succeeded", resume: aResume(), message: RESUME_MESSAGES.updated },
    ]);
    expect(actor.getSnapshot().value).toBe("closed");
  });

  it.each([
    ["a refusal", new ResumeRejected(RESUME_MESSAGES.limit), RESUME_MESSAGES.limit],
    [
      "an error answer",
      new RestError(400, RESUME_MESSAGES.docxOnly, {
        success: false,
        message: RESUME_MESSAGES.docxOnly,
      }),
      RESUME_MESSAGES.docxOnly,
    ],
    ["a bare status line", new RestError(502, "502 Bad Gateway"), RESUME_MESSAGES.failed],
    ["a network failure", new TypeError("Failed to fetch"), RESUME_MESSAGES.failed],
  ])("on %s stays open with the message to show", async (_, error, message) => {
    const { actor, emitted } = start(async () => Promise.reject(error));
    actor.send({ type: "upload.openNew" });
    actor.send({ type: "upload.name", name: "Research resume" });
    actor.send({ type: "upload.file", file: aDocx() });
    actor.send({ type: "upload.submit" });
    await settled();
    expect(emitted).toEqual([{ type: "upload.failed", message }]);
    const { value, context } = actor.getSnapshot();
    expect(value).toBe("editing");
    expect(context.failure).toBe(message);
    // What the student entered is kept for another try.
    expect(context.name).toBe("Research resume");
    expect(context.file?.name).toBe("resume.docx");
  });

  it("clears what was entered when closed", () => {
    const { actor } = start(async () => aResume());
    actor.send({ type: "upload.openNew" });
    actor.send({ type: "upload.name", name: "Draft" });
    actor.send({ type: "upload.submit" });
    actor.send({ type: "upload.close" });
    actor.send({ type: "upload.openNew" });
    expect(actor.getSnapshot().context).toMatchObject({ name: "", file: null, errors: {} });
  });
});
