#!/usr/bin/env node
/**
 * `npm start`: install, prepare the database (create, migrate, load the sample catalogue when
 * empty), build the client, then run the gateway and a worker until Ctrl-C or SIGTERM.
 * `--no-build` skips the client build; `--dev` (`npm run dev`) runs in development mode.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureInstall } from "./ensure-install.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const tsx = resolve(root, "node_modules/.bin/tsx");

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

ensureInstall();
ensureLocalSecret();
// Prints its own one-paragraph message when PostgreSQL or Redis is missing.
run("", tsx, ["src/db/cli/prepare.ts"], resolve(root, "gateway"));
if (!process.argv.includes("--no-build")) run("Building the client", "npm", ["run", "build"]);

// `npm start` runs the product as in production (no GraphQL introspection or explorer, no
// stack traces, Secure cookies when PUBLIC_URL is https); `npm run dev` is the developer's mode.
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? (process.argv.includes("--dev") ? "development" : "production"),
};
console.log(`Starting in ${env.NODE_ENV} mode.`);
const children = [
  spawn(tsx, ["src/main.ts"], { cwd: resolve(root, "gateway"), stdio: "inherit", env }),
  spawn(tsx, ["src/main.ts"], { cwd: resolve(root, "workers"), stdio: "inherit", env }),
];
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
