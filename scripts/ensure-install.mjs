#!/usr/bin/env node
/** Installs dependencies when node_modules is missing or older than the lockfile. Used by start and test. */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const lock = resolve(root, "package-lock.json");
const installed = resolve(root, "node_modules/.package-lock.json");

export function ensureInstall() {
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log("Installing dependencies...");
  // `npm install`, not `npm ci`: the lockfile pins every version, but the registry mirror here
  // does not serve Biome's non-Linux builds, so they are absent from it and `npm ci` refuses it.
  // Browsers are never downloaded: the tests use Debian's Chromium at /usr/bin/chromium.
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
  });
  if (result.status !== 0) {
    console.error(
      "\nnpm install failed: see the output above. Node.js 24 (22.15 at the least) and the npm registry are needed.",
    );
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstall();
