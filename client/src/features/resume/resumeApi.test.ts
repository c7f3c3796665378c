import { RESUME_MESSAGES } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../test/session";
import { evaluateResume, failureMessage, getResume } from "./resumeApi";
import { aDocx, aResume } from "./resumeFixtures";

describe("resumeApi", () => {
  it("reads the latest resume, or null", async () => {
    const fetchMock = stubFetch(() => Response.json(null));
    expect(await getResume("st 1")).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/get-resume-data/st%201");
  });

  it("posts the file, name and resume id as multipart form data", async () => {
    const resume = aResume();
    const fetchMock = stubFetch(() => Response.json({ success: true, newResume: resume }));
    const file = aDocx("v2.docx");
    const answer = await evaluateResume({
      studentId: "st_1",
      file,
      name: "Mine",
      resumeId: "res_42",
    });
    expect(answer).toEqual(resume);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/evaluate-resume/st_1");
    expect(init?.method).toBe("POST");
    const form = init?.body as FormData;
    expect((form.get("resumeFile") as File).name).toBe("v2.docx");
    expect(form.get("resumeName")).toBe("Mine");
    expect(form.get("resumeId")).toBe("res_42");
  });

  it("leaves resumeId out when adding, and explains a refusal in the server's words", async () => {
    const fetchMock = stubFetch(() =>
      Response.json({ success: false, message: RESUME_MESSAGES.limit }, { status: 400 }),
    );
    const upload = evaluateResume({ studentId: "st_1", file: aDocx(), name: "A", resumeId: null });
    const error = await upload.catch((reason: unknown) => reason);
    expect(failureMessage(error, RESUME_MESSAGES.failed)).toBe(RESUME_MESSAGES.limit);
    const sent = fetchMock.mock.calls[0]?.[1]?.body;
    expect(sent instanceof FormData && !sent.has("resumeId")).toBe(true);
  });

  it("treats a 200 without success as a refusal, with the generic message when it gives none", async () => {
    stubFetch(() => Response.json({ success: false }));
    const upload = evaluateResume({ studentId: "st_1", file: aDocx(), name: "A", resumeId: null });
    const error = await upload.catch((reason: unknown) => reason);
    expect(failureMessage(error, "unused")).toBe(RESUME_MESSAGES.failed);
  });
});
