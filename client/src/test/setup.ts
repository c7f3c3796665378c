/** Test setup: unmount rendered trees between tests and stub what jsdom lacks. */
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { clearSession } from "../features/auth/session";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // Files share one jsdom: a logged-in user must not leak into the next test.
  clearSession();
  localStorage.clear();
});

// Testing Library flushes its async utilities with a setTimeout(0) and only advances it under
// *Jest's* fake timers (it looks for a global `jest`). This shim lets vitest's fake timers work.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

// jsdom has no layout: these are no-ops so components can call them.
Element.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};
