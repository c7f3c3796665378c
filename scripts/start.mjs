#!/usr/bin/env node
/**
 * `npm start`: install, build what changed (client and server, skipped when their inputs are
 * unchanged), prepare the database (create, migrate, load the sample catalogue when empty), then
 * run the built gateway and a worker until Ctrl-C or SIGTERM. `--no-build` runs the last build.
 * `--dev` (`npm run dev`): the TypeScript under `tsx watch` (gateway and worker restart on a
 * change) and Vite's dev server for the client, in development mode.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureInstall } from "./ensure-install.mjs";
import { requireSupportedNode } from "./node-version.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const tsx = resolve(root, "node_modules/.bin/tsx");
const dev = process.argv.includes("--dev");

function run(label, command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: "inherit" });
  if (result.status !== 0) {
    if (label) console.error(`\n${label} failed (see above).`);
    process.exit(result.status ?? 1);
  }
}

/** A session secret kept across restarts, made once; production must set JWT_SECRET itself. */
function ensureLocalSecret() {
  const file = resolve(root, ".env.local");
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (process.env.JWT_SECRET || /^JWT_SECRET=/m.test(text)) return;
  appendFileSync(file, `JWT_SECRET=${randomBytes(48).toString("base64url")}\n`, { mode: 0o600 });
  console.log("Generated a JWT_SECRET in .env.local.");
}

/** The built program's path, or a sentence saying how to build it. */
function built(file) {
  const path = resolve(root, file);
  if (!existsSync(path)) {
    console.error(
      `\n${file} is missing: run \`npm run build\` (or \`npm start\` without --no-build).`,
    );
    process.exit(1);
  }
  return path;
}

requireSupportedNode();
ensureInstall();
ensureLocalSecret();
if (!dev && !process.argv.includes("--no-build")) run("Building", "node", ["scripts/build.mjs"]);

// `npm start` runs the product as in production (no GraphQL introspection or explorer, no
// stack traces, Secure cookies when PUBLIC_URL is https); `npm run dev` is the developer's mode.
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? (dev ? "development" : "production"),
};
const node = (file) => [process.execPath, ["--enable-source-maps", built(file)]];
const watch = (workspace) => [tsx, ["watch", "--clear-screen=false", "src/main.ts"], workspace];
// Prints its own one-paragraph message when PostgreSQL or Redis is missing.
if (dev) run("", tsx, ["src/db/cli/prepare.ts"], resolve(root, "gateway"));
else run("", ...node("gateway/dist/prepare.js"));

console.log(`Starting in ${env.NODE_ENV} mode.`);
const programs = dev
  ? [watch("gateway"), watch("workers"), ["npx", ["vite", "--port", "5173"], "client"]]
  : [node("gateway/dist/main.js"), node("workers/dist/main.js")];
const children = programs.map(([command, args, cwd]) =>
  spawn(command, args, { cwd: resolve(root, cwd ?? "."), stdio: "inherit", env }),
);
if (dev) console.log("The client with hot reload: http://localhost:5173 (the API on :4000).");

let exiting = false;
function stopAll(signal) {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
for (const child of children) {
  child.on("exit", (code) => {
    if (!exiting) {
      exiting = true;
      stopAll("SIGTERM");
    }
    process.exitCode = process.exitCode || (code ?? 0);
  });
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    exiting = true;
    stopAll("SIGTERM");
  });
}
