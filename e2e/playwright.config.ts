import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@gradplan/gateway/testing/chromium";
import { defineConfig, devices } from "@playwright/test";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4123);
export const E2E_OIDC_PORT = E2E_PORT + 1;

/**
 * What every end-to-end run shares (this one and e2e/replicas): Debian's Chromium, one try, the
 * timeouts, the list reporter, traces kept for failures; each run names its specs, setup,
 * parallelism and the address it drives.
 */
export function chromiumRun(baseURL: string) {
  return {
    retries: 0,
    // A ceiling for a hung test, not a speed check: CI's shared cores run the longest flows
    // (register, fill, axe at two widths) near 30 s, twice what they take here.
    timeout: 60_000,
    expect: { timeout: 7_000 },
    reporter: [["list"]] as [string][],
    forbidOnly: true,
    use: {
      baseURL,
      trace: "retain-on-failure" as const,
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
      },
    },
    projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  };
}

export default defineConfig({
  testDir: "./specs",
  globalSetup: "./support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  ...chromiumRun(`http://127.0.0.1:${E2E_PORT}`),
});
