/**
 * Loads a catalogue directory (the six files of CATALOGUE_FILES) into PostgreSQL.
 * Rows are upserted by their key and rows missing from the new files are removed, all in one
 * transaction: a bad file, or removing a course someone still references, changes nothing.
 * Every file is read and validated before the database is touched; a course's source_url and
 * verified_at are written as the file gives them (absent: null, unverified). Figures accepted
 * with their own source (course_figure) are put back over the file's.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  CATALOGUE_FILES,
  type Catalogue,
  CatalogueError,
  validateCatalogue,
} from "@gradplan/schema";
import type { Knex, MikroORM } from "@mikro-orm/postgresql";
import { reapplySourcedFigures } from "../modules/corrections/reapply-figures";
import { catalogueRows, type TableRows } from "./catalogue-rows";

export { type Catalogue, CatalogueError };

async function readJson(dir: string, file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(join(dir, file), "utf8");
  } catch {
    throw new CatalogueError(`${file} is missing from ${dir}.`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CatalogueError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Reads the six files of `dir` and validates them, rows and references between them. */
export async function readCatalogueDir(dir: string): Promise<Catalogue> {
  const raw: Record<string, unknown> = {};
  for (const [key, file] of Object.entries(CATALOGUE_FILES)) raw[key] = await readJson(dir, file);
  return validateCatalogue(raw);
}

export async function isCatalogueEmpty(orm: MikroORM): Promise<boolean> {
  const rows = await orm.em
    .getConnection()
    .execute<{ found: boolean }[]>("select exists (select 1 from university) as found");
  return !rows[0]?.found;
}

const CHUNK = 1000;

async function upsertRows(trx: Knex.Transaction, t: TableRows): Promise<void> {
  for (let at = 0; at < t.rows.length; at += CHUNK) {
    await trx(t.table)
      .insert(t.rows.slice(at, at + CHUNK))
      .onConflict(t.conflict)
      .merge();
  }
}

/** One array parameter, not one per key: the 10x catalogue has more keys than pg allows params. */
async function deleteMissingRows(trx: Knex.Transaction, t: TableRows): Promise<void> {
  await trx(t.table)
    .whereRaw(`not ((${t.keyExpr}) = any(?))`, [t.rows.map(t.key) as Knex.Value])
    .del();
}

export interface ImportSummary {
  universities: number;
  courses: number;
  undergradUniversities: number;
  undergradCourses: number;
  conferences: number;
  journals: number;
  /** Courses with a source and the day they were checked; the rest show as unverified. */
  verifiedCourses: number;
}

/** Replaces the catalogue with `catalogue` in one transaction. */
export async function importCatalogue(orm: MikroORM, catalogue: Catalogue): Promise<ImportSummary> {
  const knex = orm.em.getKnex();
  const tables = catalogueRows(catalogue);
  try {
    await knex.transaction(async (trx) => {
      // Parents are upserted before children, and children deleted before parents.
      for (const t of tables) await upsertRows(trx, t);
      for (const t of [...tables].reverse()) await deleteMissingRows(trx, t);
      // Figures staff accepted with a source stay over the file's (docs/corrections.md).
      await reapplySourcedFigures(trx);
    });
  } catch (error) {
    const message = (error as Error).message;
    if (/foreign key/i.test(message)) {
      throw new CatalogueError(
        `the new catalogue drops a course or university that is still referenced; nothing was changed (${message})`,
      );
    }
    throw error;
  }
  // Fresh statistics: without them the planner misjudges the search queries on the new rows.
  await knex.raw(`analyze ${tables.map((t) => `"${t.table}"`).join(", ")}`);
  return {
    universities: catalogue.universities.length,
    courses: catalogue.courses.length,
    undergradUniversities: catalogue.undergradUniversities.length,
    undergradCourses: catalogue.undergradCourses.length,
    conferences: catalogue.conferences.length,
    journals: catalogue.journals.length,
    verifiedCourses: catalogue.courses.filter((c) => c.verified_at != null).length,
  };
}
