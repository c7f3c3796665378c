/**
 * `npm run catalogue:import -- --dir DIR`: validates the six catalogue files in DIR and replaces
 * the catalogue with them in one transaction (see docs/catalogue.md). Default DIR: data/catalogue.
 */
import { resolve } from "node:path";
import { cliOptions } from "../../core/cli-options";
import { loadConfig, REPO_ROOT } from "../../core/config";
import { CatalogueError, importCatalogue, readCatalogueDir } from "../catalogue-import";
import { describeMoves } from "../catalogue-moves";
import { createOrm, ensureDatabase, migrate } from "../database";

const values = cliOptions({ dir: { type: "string" } }, "npm run catalogue:import -- --dir DIR");
const dir = resolve(
  process.env.INIT_CWD ?? process.cwd(),
  values.dir ?? resolve(REPO_ROOT, "data/catalogue"),
);
const config = loadConfig();

try {
  const catalogue = await readCatalogueDir(dir);
  await ensureDatabase(config.databaseUrl);
  const orm = await createOrm(config.databaseUrl);
  try {
    await migrate(orm);
    const { moves, ...summary } = await importCatalogue(orm, catalogue);
    console.log(`Imported ${dir}: ${JSON.stringify(summary)}`);
    for (const line of describeMoves(moves)) console.log(line);
  } finally {
    await orm.close();
  }
} catch (error) {
  const prefix = error instanceof CatalogueError ? "The catalogue is invalid" : "Import failed";
  console.error(`${prefix}: ${(error as Error).message}`);
  process.exit(1);
}
