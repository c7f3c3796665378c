import { RESUME_MESSAGES, SOP_MESSAGES } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { ProfileStrengthDocument, SopDocument, SopsDocument } from "../../graphql/generated";
import { readQuery } from "../../shared/graphql/request";
import { fakeGraphql, graphqlError } from "../../test/graphql";
import { stubFetch } from "../../test/session";
import {
  deleteSop,
  evaluateSopText,
  failureMessage,
  generateSop,
  getSop,
  SopPending,
  sopDownloadUrl,
  uploadSop,
} from "./sopApi";
import { aDocx, aDraft, anEvaluation, aSop, summaryOf } from "./sopFixtures";

const NO_PROGRAM = { universityName: "", courseName: "" };
const written = (newSOP: unknown) => ({
  success: newSOP !== null,
  message: newSOP ? SOP_MESSAGES.evaluated : SOP_MESSAGES.stillEvaluating,
  newSOP,
});

describe("sopApi", () => {
  it("reads one SOP with its parts in the page's order, and nothing of the transport", async () => {
    const shuffled = aSop({
      evaluation: anEvaluation({ parts: [...anEvaluation().parts].reverse() }),
    });
    fakeGraphql({ sop: () => shuffled });
    expect(await getSop("sop_1")).toEqual(aSop());
  });

  it("sends a draft's answers, and reads success false as still being written", async () => {
    const graphql = fakeGraphql({ generateSop: () => written(aDraft()) });
    const request = {
      name: "Draft",
      universityName: "  Georgia Tech ",
      courseName: " ",
      answers: { whyField: "Why", formativeExperience: "", careerGoals: "", whyProgram: "" },
    };
    expect(await generateSop(request)).toEqual(aDraft());
    expect(graphql.callsOf("generateSop")[0]).toEqual({
      input: {
        sop_name: "Draft",
        universityName: "Georgia Tech",
        courseName: null,
        answers: request.answers,
      },
    });
    graphql.fields.generateSop = () => ({
      success: false,
      message: SOP_MESSAGES.stillGenerating,
      newSOP: null,
    });
    const pending = await generateSop(request).catch((reason: unknown) => reason);
    expect(pending).toBeInstanceOf(SopPending);
    expect(failureMessage(pending, "unused")).toBe(SOP_MESSAGES.stillGenerating);
  });

  it("an evaluation evicts the list, the SOP and the profile strength; a refusal does not", async () => {
    let fail = true;
    const graphql = fakeGraphql({
      sops: () => [summaryOf(aSop())],
      sop: () => aSop(),
      studentProfileStrength: () => ({
        abScore: 80,
        sop_overall_score: 82,
        resume_overall_score: null,
      }),
      evaluateSop: () => {
        if (fail) throw graphqlError(SOP_MESSAGES.limitReached, "CONFLICT");
        return written(aSop());
      },
    });
    const readAll = async () => {
      await readQuery(SopsDocument, {});
      await readQuery(SopDocument, { sopId: "sop_1" });
      await readQuery(ProfileStrengthDocument, {});
    };
    const reads = () =>
      ["sops", "sop", "studentProfileStrength"].map((field) => graphql.callsOf(field).length);
    await readAll();
    await readAll();
    expect(reads()).toEqual([1, 1, 1]);

    const evaluation = {
      studentId: "st_1",
      sopId: "sop_1",
      name: "A",
      text: "Text.",
      ...NO_PROGRAM,
    };
    const refused = await evaluateSopText(evaluation).catch((reason: unknown) => reason);
    expect(failureMessage(refused, SOP_MESSAGES.evaluationFailed)).toBe(SOP_MESSAGES.limitReached);
    await readAll();
    expect(reads()).toEqual([1, 1, 1]);

    fail = false;
    await evaluateSopText(evaluation);
    expect(graphql.callsOf("evaluateSop")[1]).toMatchObject({ input: { sop_id: "sop_1" } });
    await readAll();
    expect(reads()).toEqual([2, 2, 2]);

    graphql.fields.deleteSop = () => true;
    await deleteSop("sop_1");
    await readAll();
    expect(reads()).toEqual([3, 3, 3]);
  });

  it("uploads the file and fields as multipart form data, then evicts what it made stale", async () => {
    const graphql = fakeGraphql({ sops: () => [] });
    await readQuery(SopsDocument, {});
    const fetchMock = stubFetch(() => Response.json(written(aSop())));
    const file = aDocx("v2.docx");
    const sop = await uploadSop({
      studentId: "st 1",
      sopId: "sop_1",
      name: "Mine",
      file,
      universityName: "Purdue",
      courseName: "",
    });
    expect(sop).toEqual(aSop());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/evaluate-sop/st%201");
    expect(init?.method).toBe("POST");
    const form = init?.body as FormData;
    expect((form.get("sopFile") as File).name).toBe("v2.docx");
    expect([...form.keys()]).toEqual(["sopFile", "sop_name", "sop_id", "universityName"]);
    await readQuery(SopsDocument, {});
    expect(graphql.callsOf("sops")).toHaveLength(2);
  });

  it("reads a 202 as pending, and an error answer in the server's words", async () => {
    const upload = () =>
      uploadSop({ studentId: "st_1", sopId: null, name: "A", file: aDocx(), ...NO_PROGRAM });
    stubFetch(() => Response.json(written(null), { status: 202 }));
    expect(await upload().catch((reason: unknown) => reason)).toBeInstanceOf(SopPending);

    stubFetch(() =>
      Response.json({ success: false, message: RESUME_MESSAGES.notADocx }, { status: 415 }),
    );
    const refused = await upload().catch((reason: unknown) => reason);
    expect(failureMessage(refused, SOP_MESSAGES.evaluationFailed)).toBe(RESUME_MESSAGES.notADocx);

    stubFetch(() => new Response("<html>Request Entity Too Large</html>", { status: 413 }));
    const proxied = await upload().catch((reason: unknown) => reason);
    expect(failureMessage(proxied, SOP_MESSAGES.evaluationFailed)).toBe(
      SOP_MESSAGES.evaluationFailed,
    );
  });

  it("downloads from the SOP's own path", () => {
    expect(sopDownloadUrl("sop/1")).toBe("/api/download-sop/sop%2F1");
  });
});
