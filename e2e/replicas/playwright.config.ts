import { defineConfig } from "@playwright/test";
import { chromiumRun } from "../playwright.config";

/**
 * Two gateways and two workers behind nginx (issue 19): `npm run test:replicas`. One Playwright
 * worker: the specs read which replica answered from nginx's log, in order.
 */
export const REPLICAS_PORT = Number(process.env.REPLICAS_PORT ?? 4600);
/** nginx listens on REPLICAS_PORT; the gateways on the next two ports. */
export const GATEWAY_PORTS = [REPLICAS_PORT + 1, REPLICAS_PORT + 2] as const;

export default defineConfig({
  testDir: "./specs",
  globalSetup: "./support/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  ...chromiumRun(`http://127.0.0.1:${REPLICAS_PORT}`),
});
