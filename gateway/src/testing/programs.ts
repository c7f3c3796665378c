/**
 * The built server programs (`npm run build`, scripts/server-build.mjs), started as production
 * starts them: `node --enable-source-maps <file>`, the process itself and no loader in front, so
 * a signal reaches it. The end-to-end runs, the replicas test, the bench and the fault suite all
 * test the JavaScript that ships, not the TypeScript under tsx.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { REPO_ROOT } from "../core/config";

const BUILT = {
  gateway: "gateway/dist/main.js",
  worker: "workers/dist/main.js",
  prepare: "gateway/dist/prepare.js",
  "drop-database": "gateway/dist/drop-database.js",
} as const;

export type ProgramName = keyof typeof BUILT;

/**
 * What every run of the programs adds to their environment: they register many students from
 * one address, so the sign-up limit (REGISTRATION_LIMITS, core/config.ts) is raised.
 */
export const TEST_PROGRAM_ENV = { REGISTRATION_LIMITS: "100000/100000" } as const;

/** `node` and its arguments for a built program; says how to build it when it is missing. */
export function programCommand(name: ProgramName): [string, string[]] {
  const file = resolve(REPO_ROOT, BUILT[name]);
  if (!existsSync(file))
    throw new Error(`${BUILT[name]} is missing: run \`npm run build\` first (npm test does).`);
  return [process.execPath, ["--enable-source-maps", file]];
}
