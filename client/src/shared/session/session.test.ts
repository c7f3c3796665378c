import { afterEach, describe, expect, it, vi } from "vitest";
import { aSessionUser } from "../../test/session";
import {
  clearedLoggedInCookie,
  clearSession,
  getSessionSnapshot,
  loggedInCookie,
  parseSessionUser,
  readSession,
  SESSION_STORAGE_KEY,
  storeSession,
  subscribeSession,
} from "./session";

const NOW = Date.UTC(2026, 0, 15, 12);

function storeRaw(value: unknown) {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(value));
}

describe("parseSessionUser", () => {
  it("keeps exactly the spec's fields of a valid user", () => {
    const user = aSessionUser({ expiry: NOW + 1000 });
    expect(parseSessionUser({ ...user, token: "secret" }, NOW)).toEqual(user);
    expect(parseSessionUser({ ...user, applying_semester: null }, NOW)).not.toBeNull();
  });

  it("discards a user whose expiry has passed or is now", () => {
    expect(parseSessionUser(aSessionUser({ expiry: NOW }), NOW)).toBeNull();
    expect(parseSessionUser(aSessionUser({ expiry: NOW - 1 }), NOW)).toBeNull();
  });

  it.each(["email", "student_id", "firstname", "category", "applying_semester", "expiry"])(
    "discards a user without %s",
    (field) => {
      const user: Record<string, unknown> = { ...aSessionUser({ expiry: NOW + 1000 }) };
      delete user[field];
      expect(parseSessionUser(user, NOW)).toBeNull();
    },
  );

  it.each([
    ["expiry as text", { expiry: String(NOW + 1000) }],
    ["an unknown category", { category: "Alien Student" }],
    ["a numeric student_id", { student_id: 42 }],
    ["an empty email", { email: "" }],
    ["a numeric applying_semester", { applying_semester: 2026 }],
  ])("discards a user with %s", (_, patch) => {
    expect(parseSessionUser({ ...aSessionUser({ expiry: NOW + 1000 }), ...patch }, NOW)).toBeNull();
    expect(parseSessionUser("not an object", NOW)).toBeNull();
  });
});

describe("the isLoggedIn cookie", () => {
  it("is strict, site-wide and ends with the session; Secure only on https", () => {
    const user = aSessionUser({ expiry: NOW });
    const expires = new Date(NOW).toUTCString();
    expect(loggedInCookie(user, "http:")).toBe(
      `isLoggedIn=true; Expires=${expires}; Path=/; SameSite=Strict`,
    );
    expect(loggedInCookie(user, "https:")).toBe(
      `isLoggedIn=true; Expires=${expires}; Path=/; SameSite=Strict; Secure`,
    );
    expect(clearedLoggedInCookie("https:")).toBe(
      "isLoggedIn=; Max-Age=0; Path=/; SameSite=Strict; Secure",
    );
  });

  it("is set for a valid stored user and cleared with the session", () => {
    storeSession(aSessionUser());
    expect(document.cookie).toContain("isLoggedIn=true");
    clearSession();
    expect(document.cookie).not.toContain("isLoggedIn");
  });
});

describe("the stored session", () => {
  afterEach(() => sessionStorage.clear());

  it("reads back a valid user and sets the cookie", () => {
    const user = aSessionUser();
    storeRaw(user);
    expect(readSession()).toEqual(user);
    expect(document.cookie).toContain("isLoggedIn=true");
  });

  it.each([
    ["expired", { ...aSessionUser(), expiry: Date.now() - 1 }],
    ["missing its firstname", { ...aSessionUser(), firstname: undefined }],
  ])("discards a stored user that is %s, with its cookie", (_, stored) => {
    storeSession(aSessionUser());
    storeRaw(stored);
    expect(readSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toContain("isLoggedIn");
  });

  it("discards stored text that is not JSON", () => {
    localStorage.setItem(SESSION_STORAGE_KEY, "{oops");
    expect(readSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("logout clears the app's keys in both storages and leaves others alone", () => {
    storeSession(aSessionUser());
    sessionStorage.setItem("gradplan.draft", "x");
    localStorage.setItem("other-site", "keep");
    clearSession();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem("gradplan.draft")).toBeNull();
    expect(localStorage.getItem("other-site")).toBe("keep");
  });

  it("gives a stable snapshot and reads an expired user as logged out", () => {
    const user = aSessionUser();
    storeSession(user);
    expect(getSessionSnapshot()).toBe(getSessionSnapshot());
    vi.useFakeTimers({ now: user.expiry });
    expect(getSessionSnapshot()).toBeNull();
  });

  it("notifies on changes in this tab and in other tabs", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    storeSession(aSessionUser());
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent("storage", { key: SESSION_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent("storage", { key: "unrelated" }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
