/**
 * A throw-away bench database holding the sample catalogue scaled 10x: nine extra copies of
 * every university and undergrad university, with distinct names, so indexes and plans face
 * ten times the rows the product ships with.
 */
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { REPO_ROOT } from "@gradplan/gateway/config";
import {
  createOrm,
  dropDatabase,
  ensureDatabase,
  importCatalogue,
  migrate,
  readCatalogueDir,
} from "@gradplan/gateway/db";

export const SCALE = 10;

export interface BenchDatabase {
  url: string;
  counts: Record<string, number>;
  drop: () => Promise<void>;
}

export async function createBenchDatabase(baseUrl: string): Promise<BenchDatabase> {
  const url = new URL(baseUrl);
  url.pathname = `/gradplan_bench_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  const orm = await createOrm(databaseUrl);
  try {
    await migrate(orm);
    await importCatalogue(orm, await readCatalogueDir(resolve(REPO_ROOT, "data/catalogue")));
    const sql = orm.em.getConnection();
    for (let copy = 1; copy < SCALE; copy++) {
      await sql.execute(
        `insert into university (id, name, city, state, website, university_type, acceptance_rate, tuition, climate, mean_temperature_f, research_tier, latitude, longitude)
         select id + ${copy} * 10000000, name || ' Campus ${copy}', city, state, website, university_type, acceptance_rate, tuition, climate, mean_temperature_f, research_tier, latitude, longitude
         from university where id < 10000000`,
      );
      await sql.execute(
        `insert into course (id, university_id, course_name, degree_code, degree, course_ranking, tuition, course_duration_months, acceptance_rate, gre_avg, gre_min, gpa_avg, gpa_min, toefl_min, ielts_min, gre_required, network_building, deadlines)
         select c.id + ${copy} * 100000000, c.university_id + ${copy} * 10000000, course_name, degree_code, degree, course_ranking, c.tuition, course_duration_months, c.acceptance_rate, gre_avg, gre_min, gpa_avg, gpa_min, toefl_min, ielts_min, gre_required, network_building, deadlines
         from course c where c.id < 100000000`,
      );
      await sql.execute(
        `insert into undergrad_university (name, country, country_code, state_province)
         select name || ' Branch ${copy}', country, country_code, state_province from undergrad_university where name not like '% Branch _'`,
      );
    }
    await sql.execute("analyze");
    const counts: Record<string, number> = {};
    for (const table of ["university", "course", "undergrad_university"]) {
      const rows = await sql.execute<{ n: string }[]>(`select count(*) as n from ${table}`);
      counts[table] = Number(rows[0]?.n);
    }
    return { url: databaseUrl, counts, drop: () => dropDatabase(databaseUrl) };
  } finally {
    await orm.close();
  }
}
