#!/usr/bin/env node
/**
 * Fails when a committed generated file is stale: the GraphQL SDL emitted from the resolvers
 * (gateway/schema.graphql), the REST shims' OpenAPI document (docs/openapi.json) and the client's
 * typed operations (client/src/graphql/generated.ts).
 * Each generator writes to a temporary file that is compared with the committed one.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const tsx = resolve(root, "node_modules/.bin/tsx");
const tmp = mkdtempSync(join(tmpdir(), "gradplan-generated-"));

const GENERATED = [
  { file: "gateway/schema.graphql", cwd: "gateway", script: "src/graphql/emit-sdl.ts" },
  { file: "docs/openapi.json", cwd: "gateway", script: "src/http/emit-openapi.ts" },
  { file: "client/src/graphql/generated.ts", cwd: "client", script: "scripts/codegen.ts" },
];

let stale = 0;
for (const { file, cwd, script } of GENERATED) {
  const out = join(tmp, file.replaceAll("/", "_"));
  const result = spawnSync(tsx, [script, "--out", out], {
    cwd: resolve(root, cwd),
    encoding: "utf8",
  });
  if (result.status !== 0) {
    console.error(`Generating ${file} failed:\n${result.stderr}`);
    process.exit(1);
  }
  if (readFileSync(out, "utf8") !== readFileSync(resolve(root, file), "utf8")) {
    console.error(`${file} is stale: run \`npm run codegen\` and commit the result.`);
    stale += 1;
  } else {
    console.log(`${file} is fresh.`);
  }
}
process.exit(stale ? 1 : 0);
