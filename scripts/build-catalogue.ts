/**
 * Build the catalogue (data/catalogue/) from the raw reference data (IPEDS and the others the
 * data README lists).
 *
 *   npx tsx scripts/build-catalogue.ts [--source ../shared/data] [--out data/catalogue]
 *
 * Relative paths resolve against the repository root. The output is deterministic: the same
 * inputs give byte-identical files. Every figure is real (IPEDS, public domain) or null, meaning
 * not known (see docs/catalogue.md).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { buildCatalogue, readSource, SOURCE_FILES, serialiseCatalogue } from "./catalogue/build";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function main(): void {
  const { values } = parseArgs({
    options: {
      source: { type: "string", default: "../shared/data" },
      out: { type: "string", default: "data/catalogue" },
    },
    strict: true,
  });
  const sourceDir = resolve(repoRoot, values.source);
  const outDir = resolve(repoRoot, values.out);

  const { catalogue, excluded } = buildCatalogue(readSource(sourceDir));

  mkdirSync(outDir, { recursive: true });
  for (const [file, content] of serialiseCatalogue(catalogue)) {
    writeFileSync(join(outDir, file), content);
  }
  // The Hipo list is MIT-licensed: the licence must travel with any copy of it. Written afresh
  // (not copyFileSync) so the read-only mode of the shared source does not carry over and block
  // the next build.
  const licence = join(outDir, SOURCE_FILES.worldUniversitiesLicence);
  rmSync(licence, { force: true });
  writeFileSync(licence, readFileSync(join(sourceDir, SOURCE_FILES.worldUniversitiesLicence)));

  console.log(`catalogue written to ${outDir}`);
  for (const [name, rows] of Object.entries(catalogue)) {
    console.log(`  ${name}: ${rows.length}`);
  }
  console.log(`  institutions with recent Master's left out: ${excluded.length}`);
  for (const item of excluded) {
    console.log(`    ${item.unitid} ${item.name} (${item.state}): ${item.reason}`);
  }
}

main();
