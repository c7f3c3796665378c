import { RESUME_MESSAGES } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { LatestResumeDocument, ProfileStrengthDocument } from "../../graphql/generated";
import { GraphqlFailure, readQuery } from "../../shared/graphql/request";
import { fakeGraphql, graphqlError } from "../../test/graphql";
import { stubFetch } from "../../test/session";
import { evaluateResume, failureMessage, getResume } from "./resumeApi";
import { aDocx, aResume } from "./resumeFixtures";

const upload = (resumeId: string | null = null) =>
  evaluateResume({ studentId: "st_1", file: aDocx(), name: "A", resumeId });

describe("resumeApi", () => {
  it("reads the latest resume through GraphQL, or null, asking the server every time", async () => {
    const graphql = fakeGraphql({ latestResume: () => null });
    expect(await getResume()).toBeNull();
    // An evaluation that outlasted the upload's wait lands in the worker: only the server knows.
    graphql.fields.latestResume = () => aResume();
    // Every field the page shows, and nothing of the transport (no __typename).
    expect(await getResume()).toEqual(aResume());
    expect(graphql.callsOf("latestResume")).toEqual([{}, {}]);
  });

  it("explains a failed read in the server's words only when they were meant for the student", async () => {
    fakeGraphql({
      latestResume: () => {
        throw graphqlError(RESUME_MESSAGES.unknownResume, "NOT_FOUND");
      },
    });
    const refused = await getResume().catch((reason: unknown) => reason);
    expect(refused).toBeInstanceOf(GraphqlFailure);
    expect(failureMessage(refused, RESUME_MESSAGES.fetchFailed)).toBe(
      RESUME_MESSAGES.unknownResume,
    );

    fakeGraphql({
      latestResume: () => {
        throw graphqlError("Cannot read properties of undefined", "INTERNAL_SERVER_ERROR");
      },
    });
    const crashed = await getResume().catch((reason: unknown) => reason);
    expect(failureMessage(crashed, RESUME_MESSAGES.fetchFailed)).toBe(RESUME_MESSAGES.fetchFailed);
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

  it("a stored evaluation evicts the latest resume and the profile strength; a refusal does not", async () => {
    const graphql = fakeGraphql({
      latestResume: () => null,
      studentProfileStrength: () => ({
        abScore: 80,
        sop_overall_score: null,
        resume_overall_score: 72,
      }),
    });
    // As a watching component reads them: from the cache while it holds them.
    const readBoth = async () => {
      await readQuery(LatestResumeDocument, {});
      await readQuery(ProfileStrengthDocument, {});
    };
    const reads = () => [
      graphql.callsOf("latestResume").length,
      graphql.callsOf("studentProfileStrength").length,
    ];
    await readBoth();
    await readBoth();
    expect(reads()).toEqual([1, 1]); // the second read came from the cache

    stubFetch(() =>
      Response.json({ success: false, message: RESUME_MESSAGES.limit }, { status: 400 }),
    );
    await upload().catch(() => {});
    await readBoth();
    expect(reads()).toEqual([1, 1]);

    stubFetch(() => Response.json({ success: true, newResume: aResume() }));
    await upload();
    await readBoth();
    expect(reads()).toEqual([2, 2]);
  });

  it("leaves resumeId out when adding, and explains a refusal in the server's words", async () => {
    const fetchMock = stubFetch(() =>
      Response.json({ success: false, message: RESUME_MESSAGES.limit }, { status: 400 }),
    );
    const error = await upload().catch((reason: unknown) => reason);
    expect(failureMessage(error, RESUME_MESSAGES.failed)).toBe(RESUME_MESSAGES.limit);
    const sent = fetchMock.mock.calls[0]?.[1]?.body;
    expect(sent instanceof FormData && !sent.has("resumeId")).toBe(true);
  });

  it("treats a 200 without success as a refusal, with the generic message when it gives none", async () => {
    stubFetch(() => Response.json({ success: false }));
    const error = await upload().catch((reason: unknown) => reason);
    expect(failureMessage(error, "unused")).toBe(RESUME_MESSAGES.failed);
  });

  it("gives the fallback for a proxy's error page or a lost connection", async () => {
    stubFetch(() => new Response("<html>Bad Gateway</html>", { status: 502 }));
    const error = await upload().catch((reason: unknown) => reason);
    expect(failureMessage(error, RESUME_MESSAGES.failed)).toBe(RESUME_MESSAGES.failed);
  });
});
