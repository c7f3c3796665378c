#!/usr/bin/env node
/**
 * `npm run build`: the client (Vite, into client/dist) and the server programs (esbuild, into
 * gateway/dist and workers/dist), each skipped when a hash of its inputs matches the last build's,
 * so `npm start` after no change starts in seconds. `--force` builds everything; `--only=client`
 * or `--only=server` builds one.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer, SERVER_INPUTS, SERVER_OUTPUTS } from "./server-build.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const STAMPS = join(root, "node_modules/.cache/gradplan");

/** What each target reads; a change to any of these files (or to the lockfile) rebuilds it. */
const TARGETS = {
  client: {
    inputs: [
      "client/src",
      "client/public",
      "client/index.html",
      "client/vite.config.ts",
      "client/package.json",
      "schema/src",
    ],
    // Vite inlines VITE_* variables into the bundle.
    env: /^VITE_/,
    output: "client/dist/index.html",
    build() {
      return spawnSync("npx", ["vite", "build"], { cwd: join(root, "client"), stdio: "inherit" })
        .status;
    },
  },
  server: {
    inputs: SERVER_INPUTS,
    env: null,
    output: SERVER_OUTPUTS[0],
    async build() {
      await buildServer();
      return 0;
    },
  },
};
const COMMON_INPUTS = ["package-lock.json", "scripts/build.mjs", "scripts/server-build.mjs"];

function* filesUnder(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    // Tests never reach a build: editing one does not rebuild.
    if (/\.test\.tsx?$/.test(entry.name)) continue;
    yield* filesUnder(join(path, entry.name));
  }
}

/**
 * One hash over the inputs' paths and contents under `base`, and the variables of `env` whose
 * names match `envPattern` (the environment a build reads).
 */
export function inputsHash(base, inputs, envPattern = null, env = process.env) {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of filesUnder(join(base, input))) {
      hash.update(relative(base, file));
      hash.update("\0");
      hash.update(readFileSync(file));
      hash.update("\0");
    }
  }
  if (envPattern) {
    for (const key of Object.keys(env)
      .filter((k) => envPattern.test(k))
      .sort())
      hash.update(`${key}=${env[key]}\0`);
  }
  return hash.digest("hex");
}

async function buildTarget(name, force) {
  const target = TARGETS[name];
  const stamp = join(STAMPS, `build-${name}.sha256`);
  const hash = inputsHash(root, [...COMMON_INPUTS, ...target.inputs], target.env);
  const upToDate =
    existsSync(join(root, target.output)) &&
    existsSync(stamp) &&
    readFileSync(stamp, "utf8") === hash;
  if (upToDate && !force) {
    console.log(`The ${name} build is up to date (inputs unchanged).`);
    return;
  }
  const started = Date.now();
  const status = await target.build();
  if (status !== 0) {
    console.error(`\nBuilding the ${name} failed (see above).`);
    process.exit(status ?? 1);
  }
  mkdirSync(STAMPS, { recursive: true });
  writeFileSync(stamp, hash);
  console.log(`Built the ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const force = process.argv.includes("--force");
  const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
  if (only && !(only in TARGETS)) {
    console.error(`--only takes ${Object.keys(TARGETS).join(" or ")}, not ${only}.`);
    process.exit(2);
  }
  for (const name of only ? [only] : Object.keys(TARGETS)) await buildTarget(name, force);
}
