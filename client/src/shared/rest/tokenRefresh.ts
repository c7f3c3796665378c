/**
 * The one token refresh behind every 401 (spec 1 sections 4 and 7): concurrent callers share one
 * in-flight call; when it fails, local data is cleared and the user goes to /login, once.
 *
 * Tabs share the cookies, so they also take turns: the server rotates the refresh token and
 * reads a second use of the old one as a replay (and ends the session). Two tabs refreshing at
 * the same instant would do exactly that. A Web Lock makes the second tab wait; its call then
 * carries the cookie the first one received.
 */
import { PATHS } from "@gradplan/schema";
import { redirectToLogin } from "../session/loginRedirect";
import { clearSession, parseSessionUser, storeSession } from "../session/session";

// PATHS, not the route declarations: this module loads with the landing page, the schemas don't.
export const REFRESH_PATH = PATHS.auth.refreshToken;
/** The accounts' routes (none has a path parameter): their paths as declared. */
const AUTH_PATHS: ReadonlySet<string> = new Set(Object.values(PATHS.auth));

let inFlight: Promise<boolean> | null = null;

/** The Web Lock every tab of the app takes around its refresh call. */
export const REFRESH_LOCK = "gradplan-token-refresh";

/** Auth endpoints answer 401 for their own reasons (bad password, no session): never refresh for them. */
export function isAuthEndpoint(url: string): boolean {
  const path = new URL(url, "http://gradplan.invalid").pathname;
  return AUTH_PATHS.has(path);
}

/** Resolves true when the cookies were renewed; false after the session was ended. */
export function refreshSession(): Promise<boolean> {
  inFlight ??= refreshOnce().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Runs `task` holding the cross-tab lock, or as is where the browser has no Web Locks. */
function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (!locks?.request) return task();
  return locks.request(REFRESH_LOCK, task);
}

/**
 * True from the moment this page starts to go away (a link, a reload) until it is shown again:
 * a refresh the browser cancels then has not failed, and must not end the session. The server
 * may already have rotated the token; the next page's refresh presents the old one, which it
 * accepts for a few seconds as a lost answer (docs/accounts.md).
 */
let leaving = false;
if (typeof window !== "undefined") {
  window.addEventListener("beforeunload", () => {
    leaving = true;
  });
  window.addEventListener("pagehide", () => {
    leaving = true;
  });
  window.addEventListener("pageshow", () => {
    leaving = false;
  });
}

/** For tests: as if the page had started to go away, or not. */
export function setLeavingForTests(value: boolean): void {
  leaving = value;
}

async function refreshOnce(): Promise<boolean> {
  const renewed = await oneTabAtATime(callRefresh);
  if (!renewed && !leaving) {
    clearSession();
    redirectToLogin();
  }
  return renewed;
}

async function callRefresh(): Promise<boolean> {
  try {
    const response = await fetch(REFRESH_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
    // Spec 1 section 7: success needs status 200 AND success true.
    if (response.status !== 200) return false;
    const payload: unknown = await response.json();
    if (typeof payload !== "object" || payload === null) return false;
    if (!("success" in payload) || payload.success !== true) return false;
    // The renewed session carries a new expiry; keep the stored user in step when it is sent.
    const user = "user" in payload ? parseSessionUser(payload.user) : null;
    if (user) storeSession(user);
    return true;
  } catch {
    // Offline or a non-JSON answer: the session cannot be proven, so it ends.
    return false;
  }
}
