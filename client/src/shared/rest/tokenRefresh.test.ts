import { afterEach, describe, expect, it, vi } from "vitest";
import { aSessionUser, callsTo, logIn, stubFetch, unauthorized } from "../../test/session";
import { registerLoginRedirect } from "../session/loginRedirect";
import { SESSION_STORAGE_KEY } from "../session/session";
import { RestError, restRequest } from "./rest";
import { REFRESH_LOCK, REFRESH_PATH, setLeavingForTests } from "./tokenRefresh";

const renewed = () =>
  Response.json({ success: true, user: aSessionUser({ firstname: "Renewed" }) });

/** A server whose access token is expired until the refresh call succeeds. */
function expiredAccessServer(refreshAnswer: () => Response = renewed) {
  let refreshed = false;
  return stubFetch(async (path) => {
    if (path === REFRESH_PATH) {
      const answer = refreshAnswer();
      refreshed = answer.status === 200;
      return answer;
    }
    if (path.startsWith("/api/auth/")) return unauthorized();
    return refreshed ? Response.json({ path }) : unauthorized();
  });
}

describe("restRequest on a 401", () => {
  const redirect = vi.fn();
  let unregister = () => {};
  afterEach(() => {
    unregister();
    redirect.mockReset();
  });
  function watchRedirect() {
    unregister = registerLoginRedirect(redirect);
  }

  it("refreshes holding the cross-tab Web Lock, so two tabs never present one token at once", async () => {
    watchRedirect();
    logIn();
    const held: string[] = [];
    let insideLock = false;
    const request = vi.fn(async (name: string, task: () => Promise<unknown>) => {
      held.push(name);
      insideLock = true;
      try {
        return await task();
      } finally {
        insideLock = false;
      }
    });
    vi.stubGlobal("navigator", { ...navigator, locks: { request } });
    let refreshedInsideLock = false;
    stubFetch(async (path) => {
      if (path === REFRESH_PATH) {
        refreshedInsideLock = insideLock;
        return renewed();
      }
      return request.mock.calls.length > 0 ? Response.json({ path }) : unauthorized();
    });
    expect(await restRequest<{ path: string }>("/api/a")).toEqual({ path: "/api/a" });
    expect(held).toEqual([REFRESH_LOCK]);
    expect(refreshedInsideLock).toBe(true);
    expect(redirect).not.toHaveBeenCalled();
  });

  it("shares one refresh between three concurrent 401s, then retries each once", async () => {
    watchRedirect();
    logIn();
    const fetchMock = expiredAccessServer();
    const answers = await Promise.all(
      ["/api/a", "/api/b", "/api/c"].map((path) => restRequest<{ path: string }>(path)),
    );
    expect(answers.map((answer) => answer.path)).toEqual(["/api/a", "/api/b", "/api/c"]);
    expect(callsTo(fetchMock, REFRESH_PATH)).toBe(1);
    expect(callsTo(fetchMock, "/api/a")).toBe(2);
    expect(redirect).not.toHaveBeenCalled();
    // The refresh's renewed user replaces the stored one.
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain("Renewed");
  });

  it("clears the session and goes to /login when the refresh fails", async () => {
    watchRedirect();
    logIn();
    const fetchMock = expiredAccessServer(unauthorized);
    const results = await Promise.allSettled([restRequest("/api/a"), restRequest("/api/b")]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(callsTo(fetchMock, REFRESH_PATH)).toBe(1);
    expect(callsTo(fetchMock, "/api/a")).toBe(1);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toContain("isLoggedIn");
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it("keeps the session when the page is going away and the browser cancels the refresh", async () => {
    watchRedirect();
    logIn();
    setLeavingForTests(true);
    try {
      // A navigation cancels the call: fetch rejects as when offline.
      const fetchMock = stubFetch(async (path) => {
        if (path === REFRESH_PATH) throw new TypeError("Failed to fetch");
        return unauthorized();
      });
      await expect(restRequest("/api/a")).rejects.toBeInstanceOf(RestError);
      expect(callsTo(fetchMock, REFRESH_PATH)).toBe(1);
      // The next page finds the user still signed in, and refreshes for itself.
      expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
      expect(redirect).not.toHaveBeenCalled();
    } finally {
      setLeavingForTests(false);
    }
  });

  it("treats a 200 refresh without success:true as a failure", async () => {
    watchRedirect();
    logIn();
    expiredAccessServer(() => Response.json({ success: false }));
    await expect(restRequest("/api/a")).rejects.toMatchObject({ status: 401 });
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it("falls back to a full page load of /login when no router handler is registered", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
    expiredAccessServer(unauthorized);
    await expect(restRequest("/api/a")).rejects.toBeInstanceOf(RestError);
    expect(assign).toHaveBeenCalledWith("/login");
  });

  it.each(["/api/auth/login", "/api/auth/me", REFRESH_PATH])(
    "never refreshes for the auth endpoint %s",
    async (path) => {
      watchRedirect();
      const fetchMock = stubFetch(() => unauthorized());
      await expect(restRequest(path, { method: "POST" })).rejects.toMatchObject({ status: 401 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(redirect).not.toHaveBeenCalled();
    },
  );

  it("retries only once when the retry is refused too", async () => {
    watchRedirect();
    const fetchMock = stubFetch((path) => (path === REFRESH_PATH ? renewed() : unauthorized()));
    await expect(restRequest("/api/a")).rejects.toMatchObject({ status: 401 });
    expect(callsTo(fetchMock, "/api/a")).toBe(2);
    expect(callsTo(fetchMock, REFRESH_PATH)).toBe(1);
  });
});
