/**
 * `npm start`'s catalogue step: the committed catalogue, loaded where the database needs it.
 * Into an empty database; over the sample catalogue of before issue 29 (what students saved
 * follows their programs, docs/catalogue.md); and again, once, where the programs were imported
 * before their selectivity was learned (issue 30): the import updates every course with it.
 */
import type { MikroORM } from "@mikro-orm/postgresql";
import {
  holdsSampleCatalogue,
  importCatalogue,
  isCatalogueEmpty,
  lacksSelectivity,
  readCatalogueDir,
} from "./catalogue-import";
import { describeMoves } from "./catalogue-moves";

/** Loads `dir` where the database needs it; answers what it did, one line each (none: nothing). */
export async function prepareCatalogue(orm: MikroORM, dir: string): Promise<string[]> {
  if (await isCatalogueEmpty(orm)) {
    const { moves: _none, ...summary } = await importCatalogue(orm, await readCatalogueDir(dir));
    return [`Loaded the catalogue: ${JSON.stringify(summary)}`];
  }
  const sample = await holdsSampleCatalogue(orm);
  if (!sample && !(await lacksSelectivity(orm))) return [];
  const catalogue = await readCatalogueDir(dir);
  // Imported again only to bring the selectivity in: a file without any would change nothing.
  if (!sample && !catalogue.courses.some((c) => c.selectivity)) return [];
  const { moves, ...summary } = await importCatalogue(orm, catalogue);
  const said = sample
    ? "Replaced the sample catalogue with the real one"
    : "Imported the catalogue again for each program's selectivity";
  return [`${said}: ${JSON.stringify(summary)}`, ...describeMoves(moves)];
}
