/**
 * Loads a catalogue directory (the six files of CATALOGUE_FILES) into PostgreSQL.
 * Rows are upserted by their key and rows missing from the new files are removed, all in one
 * transaction: a bad file changes nothing. What students saved at a course the new files drop
 * moves to the program of the same university and field, or keeps the course, retired
 * (catalogue-moves.ts).
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
import { moveSavedRows, SAMPLE_CATALOGUE_MARKER, type SavedRowMoves } from "./catalogue-moves";
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

/** Whether the database still holds the invented sample catalogue of before issue 29. */
export async function holdsSampleCatalogue(orm: MikroORM): Promise<boolean> {
  const rows = await orm.em
    .getConnection()
    .execute<{ found: boolean }[]>(
      "select exists (select 1 from university where id = ? and retired_at is null) as found",
      [SAMPLE_CATALOGUE_MARKER],
    );
  return rows[0]?.found === true;
}

/**
 * Whether the database's programs were imported before their selectivity was learned (issue 30):
 * none of its live courses has one. The next import of a catalogue that has them fills them in.
 */
export async function lacksSelectivity(orm: MikroORM): Promise<boolean> {
  const rows = await orm.em
    .getConnection()
    .execute<{ found: boolean }[]>(
      "select exists (select 1 from course where retired_at is null and selectivity_logit is not null) as found",
    );
  return rows[0]?.found === false;
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

/**
 * One array parameter, not one per key: the 10x catalogue has more keys than pg allows params.
 * `keep`: keys of rows the file no longer holds that stay, retired (catalogue-moves.ts).
 */
async function deleteMissingRows(
  trx: Knex.Transaction,
  t: TableRows,
  keep: readonly unknown[] = [],
): Promise<void> {
  await trx(t.table)
    .whereRaw(`not ((${t.keyExpr}) = any(?))`, [[...t.rows.map(t.key), ...keep] as Knex.Value])
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
  /** What students saved at dropped courses: moved to the same field, or kept retired. */
  moves: SavedRowMoves;
}

/** Replaces the catalogue with `catalogue` in one transaction. */
export async function importCatalogue(orm: MikroORM, catalogue: Catalogue): Promise<ImportSummary> {
  const knex = orm.em.getKnex();
  const tables = catalogueRows(catalogue);
  let moves: SavedRowMoves = { moved: [], retired: [], retiredUniversities: [] };
  try {
    await knex.transaction(async (trx) => {
      // Parents are upserted before children, and children deleted before parents.
      for (const t of tables) await upsertRows(trx, t);
      // What students saved at a course the file drops follows it first (issue 29, item 5).
      const { keepCourses, keepUniversities, ...done } = await moveSavedRows(trx, catalogue);
      moves = done;
      const keep: Record<string, readonly unknown[]> = {
        course: keepCourses,
        university: keepUniversities,
      };
      for (const t of [...tables].reverse()) await deleteMissingRows(trx, t, keep[t.table]);
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
    moves,
  };
}
