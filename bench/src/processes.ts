/** Starting the product's programs as child processes for a benchmark, and waiting for them. */

import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import { REPO_ROOT } from "@gradplan/gateway";

const tsx = resolve(REPO_ROOT, "node_modules/.bin/tsx");

export function start(script: string, cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(tsx, [script], {
    cwd,
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

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}
