/**
 * The server programs as production runs them: each entry bundled by esbuild with the workspace
 * code it imports (@gradplan/schema, and the gateway for the workers), every npm package left to
 * node_modules. One ES module per program (plus shared chunks), a source map beside each, so
 * `node --enable-source-maps gateway/dist/main.js` logs stacks in TypeScript lines.
 * The paths are listed again for the tests that start these programs: gateway/src/testing/programs.ts.
 */
import { rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Per workspace: the programs, as output name -> source. */
const PROGRAMS = {
  gateway: {
    main: "src/main.ts",
    prepare: "src/db/cli/prepare.ts",
    migrate: "src/db/cli/migrate.ts",
    "import-catalogue": "src/db/cli/import-catalogue.ts",
    "drop-database": "src/db/cli/drop-database.ts",
    "staff-key": "src/cli/staff-key.ts",
  },
  workers: {
    main: "src/main.ts",
  },
};

export const SERVER_INPUTS = [
  "schema/src",
  "schema/package.json",
  "gateway/src",
  "gateway/package.json",
  "workers/src",
  "workers/package.json",
  "tsconfig.base.json",
];
export const SERVER_OUTPUTS = Object.entries(PROGRAMS).flatMap(([workspace, entries]) =>
  Object.keys(entries).map((name) => `${workspace}/dist/${name}.js`),
);

/** npm packages stay imports (resolved from node_modules at run time); workspace code is bundled. */
const npmPackagesExternal = {
  name: "npm-packages-external",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@gradplan/") ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  for (const [workspace, entries] of Object.entries(PROGRAMS)) {
    const cwd = resolve(root, workspace);
    const outdir = resolve(cwd, "dist");
    rmSync(outdir, { recursive: true, force: true });
    await build({
      absWorkingDir: cwd,
      entryPoints: Object.entries(entries).map(([out, src]) => ({ in: src, out })),
      outdir,
      bundle: true,
      splitting: true,
      chunkNames: "chunks/[name]-[hash]",
      platform: "node",
      format: "esm",
      target: "node22",
      // The same transform tsx applies in development: legacy decorators, no metadata.
      tsconfig: resolve(cwd, "tsconfig.json"),
      // type-graphql names GraphQL types after classes: a bundle must not rename them.
      keepNames: true,
      sourcemap: "linked",
      plugins: [npmPackagesExternal],
      logLevel: "warning",
    });
  }
}
