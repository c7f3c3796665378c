/**
 * The unknown-figures migration on a database that holds today's data: the sample catalogue
 * loaded as the importer wrote it before (no new columns), every figure kept, the new columns
 * empty, and the figures now free to be null. Its own database, migrated step by step.
 */
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../core/config";
import { testConfig } from "../testing/app";
import { readCatalogueDir } from "./catalogue-import";
import { catalogueRows } from "./catalogue-rows";
import { createOrm, dropDatabase, ensureDatabase } from "./database";
import { throwawayDatabaseUrl } from "./throwaway";

const BEFORE = "Migration20261130000000FigureCorrections";
const MIGRATION = "Migration20261201000000UnknownFigures";

/** Figures today's NOT NULL columns need, for a catalogue that does not know them. */
const STAND_IN: Record<string, unknown> = {
  course_ranking: 1,
  tuition: 30000,
  course_duration_months: 24,
  acceptance_rate: 50,
  gpa_avg: 3.2,
  gpa_min: 2.8,
  toefl_min: 80,
  ielts_min: 6.5,
  gre_required: JSON.stringify({ international: "Optional", domestic: "Optional" }),
  network_building: "Good",
  deadlines: JSON.stringify({}),
  research_tier: "R2",
};

const databaseUrl = throwawayDatabaseUrl(testConfig().databaseUrl, "test");
let orm: Awaited<ReturnType<typeof createOrm>>;
let courses = 0;

beforeAll(async () => {
  await ensureDatabase(databaseUrl);
  orm = await createOrm(databaseUrl);
  await orm.getMigrator().up({ to: BEFORE });
  // Today's rows: the importer's, less the columns later migrations add. The real catalogue
  // leaves figures null that today's columns refuse, so those rows get a stand-in figure.
  const catalogue = await readCatalogueDir(resolve(REPO_ROOT, "data/catalogue"));
  courses = catalogue.courses.length;
  const knex = orm.em.getKnex();
  for (const t of catalogueRows(catalogue)) {
    const columns = await sql().execute<{ column_name: string; is_nullable: string }[]>(
      "select column_name, is_nullable from information_schema.columns where table_name = ?",
      [t.table],
    );
    const known = new Map(columns.map((c) => [c.column_name, c.is_nullable === "YES"]));
    const rows = t.rows.map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([key]) => known.has(key))
          .map(([key, value]) => [key, value ?? (known.get(key) ? null : STAND_IN[key])]),
      ),
    );
    for (let at = 0; at < rows.length; at += 1000)
      await knex(t.table).insert(rows.slice(at, at + 1000));
  }
});
afterAll(async () => {
  await orm.close();
  await dropDatabase(databaseUrl);
});

const sql = () => orm.em.getConnection();

describe(MIGRATION, () => {
  it("applies on today's data and keeps every figure", async () => {
    const before = await sql().execute<{ id: number; toefl_min: number; deadlines: unknown }[]>(
      "select id, toefl_min, deadlines from course order by id",
    );
    expect(before).toHaveLength(courses);
    await orm.getMigrator().up({ to: MIGRATION });
    const after = await sql().execute<
      { id: number; toefl_min: number; deadlines: unknown; graduates: unknown; sources: unknown }[]
    >("select id, toefl_min, deadlines, graduates, sources from course order by id");
    expect(after.map(({ id, toefl_min, deadlines }) => ({ id, toefl_min, deadlines }))).toEqual(
      before,
    );
    expect(after.every((c) => c.graduates === null && c.sources === null)).toBe(true);
  });

  it("lets a figure be unknown, and search's order index exists", async () => {
    const [course] = await sql().execute<{ id: number; university_id: number }[]>(
      "select id, university_id from course order by id limit 1",
    );
    await sql().execute(
      `update course set course_ranking = null, tuition = null, course_duration_months = null,
        acceptance_rate = null, gpa_avg = null, gpa_min = null, toefl_min = null, ielts_min = null,
        gre_required = null, network_building = null, deadlines = null, graduates_latest = 7 where id = ?`,
      [course?.id],
    );
    await sql().execute(
      "update university set acceptance_rate = null, tuition = null, research_tier = null, control = 'Public' where id = ?",
      [course?.university_id],
    );
    const indexes = await sql().execute<{ indexdef: string }[]>(
      "select indexdef from pg_indexes where indexname = 'course_search_order_index'",
    );
    expect(indexes[0]?.indexdef).toContain(
      "(course_ranking, graduates_latest DESC NULLS LAST, id)",
    );
  });
});
