/** The "client" vitest project: React components and machines under jsdom. */
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "client",
    root: import.meta.dirname,
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    // Files share one jsdom per worker, which cuts the run to a third. So nothing global may leak
    // between tests: spies and stubbed globals are restored here, timers in src/test/setup.ts.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Page tests type and click through whole flows; on 2 busy cores a few took over vitest's
    // default 5 s (three timed out in one run beside the fault and replica suites). A hang still
    // fails, at 30 s (a findBy* waits up to 10 s, src/test/setup.ts).
    testTimeout: 30_000,
  },
});
