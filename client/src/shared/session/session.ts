/**
 * The locally stored session user (spec 1 sections 3-4): read, validate, store and clear it, and
 * keep the `isLoggedIn` cookie in step. Tokens stay in httpOnly cookies the client never reads.
 */
import { type SessionUser, STUDENT_CATEGORIES, type StudentCategory } from "@gradplan/schema";

/** Every key the app keeps in web storage starts with this, so logout can clear them all. */
export const STORAGE_PREFIX = "gradplan.";
export const SESSION_STORAGE_KEY = `${STORAGE_PREFIX}user`;
export const LOGGED_IN_COOKIE = "isLoggedIn";

type Listener = () => void;
const listeners = new Set<Listener>();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isFilledString(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

function isCategory(value: unknown): value is StudentCategory {
  return (STUDENT_CATEGORIES as readonly unknown[]).includes(value);
}

/** A SessionUser with exactly the spec's fields, or null when a field is missing, ill-typed or expired. */
export function parseSessionUser(value: unknown, now = Date.now()): SessionUser | null {
  if (!isRecord(value)) return null;
  const { email, student_id, firstname, category, applying_semester, expiry } = value;
  if (!isFilledString(email) || !isFilledString(student_id) || !isFilledString(firstname)) {
    return null;
  }
  if (!isCategory(category)) return null;
  if (applying_semester !== null && typeof applying_semester !== "string") return null;
  if (typeof expiry !== "number" || !Number.isFinite(expiry) || expiry <= now) return null;
  // Copy only the known fields: nothing else the server sends ends up in storage.
  return { email, student_id, firstname, category, applying_semester, expiry };
}

/** Browsers drop `Secure` cookies set from plain-http pages (except localhost), so only add it on https. */
function cookieAttributes(protocol: string): string {
  const secure = protocol === "https:" ? "; Secure" : "";
  return `; Path=/; SameSite=Strict${secure}`;
}

export function loggedInCookie(user: SessionUser, protocol = window.location.protocol): string {
  const expires = new Date(user.expiry).toUTCString();
  return `${LOGGED_IN_COOKIE}=true; Expires=${expires}${cookieAttributes(protocol)}`;
}

export function clearedLoggedInCookie(protocol = window.location.protocol): string {
  return `${LOGGED_IN_COOKIE}=; Max-Age=0${cookieAttributes(protocol)}`;
}

function writeCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and jsdom; the strings are built in one place above.
  document.cookie = cookie;
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage can be disabled (privacy modes): behave as logged out.
    return null;
  }
}

function parseRaw(raw: string | null): SessionUser | null {
  if (raw === null) return null;
  try {
    return parseSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The stored user if valid; an invalid or expired one is discarded on the spot. */
export function readSession(): SessionUser | null {
  const raw = readRaw();
  const user = parseRaw(raw);
  if (user) {
    writeCookie(loggedInCookie(user));
  } else if (raw !== null) {
    clearSession();
  }
  return user;
}

export function storeSession(user: SessionUser): void {
  lastEnd = "expired";
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  writeCookie(loggedInCookie(user));
  notify();
}

/** The stored user's fields the profile can change. */
export type StoredUserPatch = Partial<
  Pick<SessionUser, "firstname" | "category" | "applying_semester">
>;

/**
 * Patches the stored user after the profile saved a change the session carries (name, category,
 * applying semester), so the navbar and other pages agree with the profile. No user, no change.
 */
export function updateStoredUser(patch: StoredUserPatch): void {
  const user = parseRaw(readRaw());
  if (!user) return;
  const next = parseSessionUser({ ...user, ...patch });
  if (!next) return; // an invalid patch (e.g. a blank name) must not end the session
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
  notify();
}

/**
 * Why the last session ended in this tab: a student who logs out goes home, while one whose
 * session ran out (expiry, failed refresh) goes to /login (spec 1 section 4).
 */
export type SessionEnd = "logout" | "expired";
let lastEnd: SessionEnd = "expired";

export function lastSessionEnd(): SessionEnd {
  return lastEnd;
}

/** Logout, locally: the user, the cookie and every app key in local and session storage. */
export function clearSession(reason: SessionEnd = "expired"): void {
  lastEnd = reason;
  for (const storage of [window.localStorage, window.sessionStorage]) {
    const appKeys = Object.keys(storage).filter((key) => key.startsWith(STORAGE_PREFIX));
    for (const key of appKeys) storage.removeItem(key);
  }
  writeCookie(clearedLoggedInCookie());
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` on changes from this tab and, through the storage event, from other tabs. */
export function subscribeSession(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared all of storage.
    if (event.key === null || event.key === SESSION_STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

let snapshotRaw: string | null = null;
let snapshotUser: SessionUser | null = null;

/** A stable snapshot for useSyncExternalStore: the same object until storage changes. */
export function getSessionSnapshot(): SessionUser | null {
  const raw = readRaw();
  if (raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshotUser = parseRaw(raw);
  }
  // An expired user reads as logged out even before the expiry timer clears storage.
  return snapshotUser && snapshotUser.expiry > Date.now() ? snapshotUser : null;
}
