/** Starting the product's programs as child processes for a benchmark, and waiting for them. */

import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { createThrowawayDatabase, loadConfig, REPO_ROOT } from "@gradplan/gateway";
import {
  type ProgramName,
  programCommand,
  TEST_PROGRAM_ENV,
} from "@gradplan/gateway/testing/programs";

const tsx = resolve(REPO_ROOT, "node_modules/.bin/tsx");

/** A server of the bench's own (the bare and Fastify-only comparisons), run from source by tsx. */
export function start(script: string, cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(tsx, [script], {
    cwd,
    env: { ...process.env, ...TEST_PROGRAM_ENV, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** A program of the product as production runs it: the built JavaScript (`npm run build`). */
export function startBuilt(name: ProgramName, env: NodeJS.ProcessEnv): ChildProcess {
  const [command, args] = programCommand(name);
  return spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never answered`);
}

/**
 * The production gateway on `port` and one worker process, on a throw-away database with the
 * sample catalogue and their own queue names, for as long as `run` takes. `env` adds to (or
 * overrides) what both processes get.
 */
export async function withGatewayAndWorker<T>(
  port: number,
  run: (origin: string) => Promise<T>,
  env: NodeJS.ProcessEnv = {},
): Promise<T> {
  const db = await createThrowawayDatabase(loadConfig().databaseUrl, "bench");
  const processEnv = {
    // Many students sign up from this one address: the sign-up limit is not what is measured.
    ...TEST_PROGRAM_ENV,
    DATABASE_URL: db.url,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    PORT: String(port),
    JWT_SECRET: randomBytes(32).toString("hex"),
    QUEUE_PREFIX: `bench-${Date.now()}`,
    ...env,
  };
  const gateway = startBuilt("gateway", processEnv);
  const worker = startBuilt("worker", processEnv);
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitFor(`${origin}/readyz`, gateway);
    return await run(origin);
  } finally {
    for (const child of [gateway, worker]) child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 800));
    await db.drop();
  }
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}
