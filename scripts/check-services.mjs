#!/usr/bin/env node
/** Fails with a clear paragraph when PostgreSQL or Redis is unreachable, before tests need them. */
import { spawnSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const result = spawnSync(resolve(root, "node_modules/.bin/tsx"), ["src/cli/check-services.ts"], {
  cwd: resolve(root, "gateway"),
  stdio: "inherit",
});
process.exit(result.status ?? 1);
