import { afterEach, describe, expect, it, vi } from "vitest";
import { StudentProgressDocument } from "../../graphql/generated";
import { deferred } from "../../test/deferred";
import { stubFetch } from "../../test/session";
import { GraphqlFailure, readQuery } from "./request";

const PROGRESS = {
  __typename: "ProgressType",
  totalPercentage: 40,
  currentLevelNumber: 2,
  currentLevelName: "Explorer",
  nextLevelName: "Planner",
};

describe("readQuery", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("aborting one read never fails another reader of the same query", async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch((_, init) => {
      const signal = init?.signal;
      return new Promise<Response>((resolve, reject) => {
        signal?.addEventListener("abort", () => reject(signal.reason));
        void answer.promise.then(resolve);
      });
    });
    const stopped = new AbortController();
    const variables = {};
    const first = readQuery(StudentProgressDocument, variables, { signal: stopped.signal });
    const second = readQuery(StudentProgressDocument, variables, {
      signal: new AbortController().signal,
    });
    stopped.abort(new DOMException("Stopped", "AbortError"));
    answer.resolve(Response.json({ data: { studentProgress: PROGRESS } }));

    await expect(first).rejects.toThrow("Stopped");
    expect((await second).studentProgress.totalPercentage).toBe(40);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("fails with the server's message, code and field messages", async () => {
    stubFetch(() =>
      Response.json({
        data: null,
        errors: [
          {
            message: "Check the form.",
            extensions: { code: "BAD_USER_INPUT", errors: { gpa: "GPA must be 0-4." } },
          },
        ],
      }),
    );
    const failure = await readQuery(StudentProgressDocument, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphqlFailure);
    expect(failure).toMatchObject({
      message: "Check the form.",
      code: "BAD_USER_INPUT",
      fieldErrors: { gpa: "GPA must be 0-4." },
      isForStudent: true,
    });
  });
});
