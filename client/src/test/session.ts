/** Session fixtures: a valid student user, storing it as if logged in, and a fake fetch. */
import type { SessionUser } from "@gradplan/schema";
import { vi } from "vitest";
import { storeSession } from "../shared/session/session";

const ONE_HOUR_MS = 60 * 60 * 1000;

export function aSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    email: "asha@example.edu",
    student_id: "st_1001",
    firstname: "Asha",
    category: "International Student",
    applying_semester: "Fall",
    expiry: Date.now() + ONE_HOUR_MS,
    ...overrides,
  };
}

export function logIn(overrides: Partial<SessionUser> = {}): SessionUser {
  const user = aSessionUser(overrides);
  storeSession(user);
  return user;
}

type FetchHandler = (path: string, init?: RequestInit) => Response | Promise<Response>;

/**
 * Stubs fetch with `handler`, which gets the request's path (query kept) and init. The login
 * page asks which sign-in providers exist; that call is answered here (`google`, default off)
 * and not counted, so each test's handler and assertions see only the calls it is about.
 */
export function stubFetch(handler: FetchHandler, options: { google?: boolean } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const { pathname, search } = new URL(url, "http://localhost");
    return handler(`${pathname}${search}`, init);
  });
  const providers = async () => Response.json({ google: options.google ?? false });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url, "http://localhost").pathname === "/api/auth/providers") return providers();
    return fetchMock(input, init);
  });
  return fetchMock;
}

export function callsTo(fetchMock: ReturnType<typeof stubFetch>, path: string): number {
  return fetchMock.mock.calls.filter(([input]) => {
    const url = input instanceof Request ? input.url : String(input);
    return new URL(url, "http://localhost").pathname === path;
  }).length;
}

export const unauthorized = () =>
  Response.json({ success: false, message: "Please log in to continue." }, { status: 401 });
