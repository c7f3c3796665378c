/**
 * A database whose programs were imported before their selectivity was learned (issue 30): the
 * migration adds empty columns, and `npm start`'s catalogue step imports the committed catalogue
 * again, once, so every course already in the database gets the file's selectivity. Its own
 * database, migrated step by step.
 */
import { resolve } from "node:path";
import type { Catalogue } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../core/config";
import { testConfig } from "../testing/app";
import { readCatalogueDir } from "./catalogue-import";
import { prepareCatalogue } from "./catalogue-prepare";
import { catalogueRows } from "./catalogue-rows";
import { createOrm, dropDatabase, ensureDatabase, migrate } from "./database";
import { throwawayDatabaseUrl } from "./throwaway";

const BEFORE = "Migration20261202000000RetiredCourses";
const DIR = resolve(REPO_ROOT, "data/catalogue");

const databaseUrl = throwawayDatabaseUrl(testConfig().databaseUrl, "test");
let orm: Awaited<ReturnType<typeof createOrm>>;
let catalogue: Catalogue;

const sql = () => orm.em.getConnection();

interface SelectivityColumns {
  id: number;
  selectivity_logit: number | null;
  selectivity_sd: number | null;
  selectivity_decisions: number;
  selectivity_university_decisions: number;
}
const readSelectivity = () =>
  sql().execute<SelectivityColumns[]>(
    `select id, selectivity_logit, selectivity_sd, selectivity_decisions,
            selectivity_university_decisions from course order by id`,
  );

beforeAll(async () => {
  await ensureDatabase(databaseUrl);
  orm = await createOrm(databaseUrl);
  await orm.getMigrator().up({ to: BEFORE });
  // The catalogue as the importer wrote it before: today's rows, less the columns to come.
  catalogue = await readCatalogueDir(DIR);
  const knex = orm.em.getKnex();
  for (const t of catalogueRows(catalogue)) {
    const columns = await sql().execute<{ column_name: string }[]>(
      "select column_name from information_schema.columns where table_name = ?",
      [t.table],
    );
    const known = new Set(columns.map((c) => c.column_name));
    const rows = t.rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => known.has(key))),
    );
    for (let at = 0; at < rows.length; at += 1000)
      await knex(t.table).insert(rows.slice(at, at + 1000));
  }
});
afterAll(async () => {
  await orm.close();
  await dropDatabase(databaseUrl);
});

describe("Migration20261203000000CourseSelectivity", () => {
  it("adds the columns empty: no program's selectivity is known until the catalogue says it", async () => {
    await migrate(orm);
    const rows = await readSelectivity();
    expect(rows).toHaveLength(catalogue.courses.length);
    expect(
      rows.every(
        (r) =>
          r.selectivity_logit === null &&
          r.selectivity_sd === null &&
          r.selectivity_decisions === 0 &&
          r.selectivity_university_decisions === 0,
      ),
    ).toBe(true);
  });

  it("npm start's catalogue step imports the catalogue again, once, and every course gets its selectivity", async () => {
    const { lines, figuresChanged } = await prepareCatalogue(orm, DIR);
    expect(figuresChanged).toBe(true);
    expect(lines[0]).toMatch(/^Imported the catalogue again for each program's selectivity: /);
    const expected = catalogue.courses
      .map((c) => ({
        id: c.courseId,
        selectivity_logit: c.selectivity?.logit ?? null,
        selectivity_sd: c.selectivity?.sd ?? null,
        selectivity_decisions: c.selectivity?.decisions ?? 0,
        selectivity_university_decisions: c.selectivity?.universityDecisions ?? 0,
      }))
      .sort((a, b) => a.id - b.id);
    expect(expected.some((c) => c.selectivity_logit !== null)).toBe(true);
    // The same courses, each updated in place with the file's values.
    expect(await readSelectivity()).toEqual(expected);
    // Once: a database whose programs have their selectivity is left alone.
    expect(await prepareCatalogue(orm, DIR)).toEqual({ lines: [], figuresChanged: false });
  });
});
