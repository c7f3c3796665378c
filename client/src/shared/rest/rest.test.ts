import { afterEach, describe, expect, it, vi } from "vitest";
import { RestError, restRequest } from "./rest";

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("restRequest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("calls the same-origin API with cookies", async () => {
    const fetchMock = stubFetch(Response.json({ google: false }));
    const answer = await restRequest("/api/auth/providers");
    expect(answer).toEqual({ google: false });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/auth/providers");
    expect(init?.credentials).toBe("same-origin");
    expect(init?.method).toBe("GET");
    expect(init?.body).toBeUndefined();
  });

  it("sends a JSON body", async () => {
    const fetchMock = stubFetch(Response.json({ success: true }));
    await restRequest("/api/auth/forgot-password", { method: "POST", body: { email: "a@b.co" } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"email":"a@b.co"}');
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
    stubFetch(Response.json({ success: false, message: "Invalid email address" }, { status: 400 }));
    const failure = restRequest("/api/auth/login", { method: "POST", body: {} });
    await expect(failure).rejects.toBeInstanceOf(RestError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: "Invalid email address",
    });
  });

  it("falls back to the status line when the error body is not JSON", async () => {
    stubFetch(new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    await expect(restRequest("/api/auth/me")).rejects.toMatchObject({
      status: 502,
      message: "502 Bad Gateway",
    });
  });
});
