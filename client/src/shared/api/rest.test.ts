import { afterEach, describe, expect, it, vi } from "vitest";
import { RestError, restRequest } from "./rest";

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("restRequest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("calls the same-origin API with cookies and an encoded query", async () => {
    const fetchMock = stubFetch(Response.json([{ universityId: 1, universityName: "MIT" }]));
    const answer = await restRequest("/api/search-universities", {
      query: { searchQuery: "A&M university", page: undefined },
    });
    expect(answer).toEqual([{ universityId: 1, universityName: "MIT" }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/search-universities?searchQuery=A%26M+university");
    expect(init?.credentials).toBe("same-origin");
    expect(init?.method).toBe("GET");
    expect(init?.body).toBeUndefined();
  });

  it("sends a JSON body", async () => {
    const fetchMock = stubFetch(Response.json({ success: true }));
    await restRequest("/api/feedback", { method: "POST", body: { feedback_star: 5 } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"feedback_star":5}');
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  });

  it("sends a FormData body as is, leaving the multipart Content-Type to fetch", async () => {
    const fetchMock = stubFetch(Response.json({ success: true }));
    const form = new FormData();
    form.append("resumeName", "Fall resume");
    await restRequest("/api/evaluate-resume/st_1", { method: "POST", body: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get("Content-Type")).toBeNull();
    expect(new Headers(init?.headers).get("Accept")).toBe("application/json");
  });

  it("rejects with the API's message and status on an error answer", async () => {
    stubFetch(
      Response.json(
        { success: false, message: "searchQuery must be a single text value." },
        { status: 400 },
      ),
    );
    const failure = restRequest("/api/search-universities");
    await expect(failure).rejects.toBeInstanceOf(RestError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: "searchQuery must be a single text value.",
    });
  });

  it("falls back to the status line when the error body is not JSON", async () => {
    stubFetch(new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    await expect(restRequest("/api/search-universities")).rejects.toMatchObject({
      status: 502,
      message: "502 Bad Gateway",
    });
  });
});
