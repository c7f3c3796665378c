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

/**
 * What the step did, one line each (none: nothing), and whether programs students may have saved
 * changed their figures (then their stored chances are stale: the caller recalculates them).
 */
export interface PreparedCatalogue {
  lines: string[];
  figuresChanged: boolean;
}

/** Loads `dir` where the database needs it. */
export async function prepareCatalogue(orm: MikroORM, dir: string): Promise<PreparedCatalogue> {
  if (await isCatalogueEmpty(orm)) {
    const { moves: _none, ...summary } = await importCatalogue(orm, await readCatalogueDir(dir));
    return { lines: [`Loaded the catalogue: ${JSON.stringify(summary)}`], figuresChanged: false };
  }
  const nothing = { lines: [], figuresChanged: false };
  const sample = await holdsSampleCatalogue(orm);
  if (!sample && !(await lacksSelectivity(orm))) return nothing;
  const catalogue = await readCatalogueDir(dir);
  // Imported again only to bring the selectivity in: a file without any would change nothing.
  if (!sample && !catalogue.courses.some((c) => c.selectivity)) return nothing;
  const { moves, ...summary } = await importCatalogue(orm, catalogue);
  const said = sample
    ? "Replaced the sample catalogue with the real one"
    : "Imported the catalogue again for each program's selectivity";
  return {
    lines: [`${said}: ${JSON.stringify(summary)}`, ...describeMoves(moves)],
    figuresChanged: true,
  };
}
