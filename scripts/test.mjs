#!/usr/bin/env node
/**
 * `npm test`: every check in order, stopping at the first failure: generated files fresh,
 * typecheck, lint, unit and integration tests (real PostgreSQL and Redis), the build (client and
 * server) and the landing page's JS budget, the end-to-end tests in Chromium against the built
 * programs, and the same product as two gateways and two workers behind nginx (e2e/replicas).
 */
import { spawnSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureInstall } from "./ensure-install.mjs";
import { requireSupportedNode } from "./node-version.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const STEPS = [
  ["generated files are fresh", "node", ["scripts/check-generated.mjs"]],
  ["typecheck", "npx", ["tsc", "-b"]],
  ["lint and format", "npx", ["biome", "check", "."]],
  ["services are reachable", "node", ["scripts/check-services.mjs"]],
  // Before the long steps: a missing browser should not wait four minutes to be said.
  ["Chromium is installed", "node", ["scripts/check-chromium.mjs"]],
  ["nginx is installed", "node", ["scripts/check-nginx.mjs"]],
  ["unit and integration tests", "npx", ["vitest", "run"]],
  ["build (client and server)", "npm", ["run", "build"]],
  ["landing page size", "node", ["scripts/check-landing-size.mjs"]],
  ["end-to-end tests", "npm", ["run", "test:e2e"]],
  ["two replicas behind nginx", "npm", ["run", "test:replicas"]],
];

requireSupportedNode();
ensureInstall();
const timings = [];
for (const [name, command, args] of STEPS) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  // No NODE_ENV here: vitest and the e2e setup set their own, and the client must build as shipped.
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\nnpm test failed at: ${name}.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\nAll checks passed.\n  ${timings.join("\n  ")}`);
