/** Test setup: unmount rendered trees between tests and stub what jsdom lacks. */
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { setApolloClient } from "../shared/graphql/client";
import { clearSession } from "../shared/session/session";

// The default 1 s wait for findBy*/waitFor covers rendering, not the first import of a lazy
// route: vite transforms that module on demand, and on a loaded 2-core CI machine (integration
// tests running beside these) it took longer than a second, and in one clean-clone CI run a
// page's second step (the shortlist's calendar) took longer than five. A real failure still
// fails, later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // Files share one jsdom: a logged-in user must not leak into the next test.
  clearSession();
  // Each test starts on an empty cache (fakeGraphql installs its own client).
  setApolloClient(undefined);
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
