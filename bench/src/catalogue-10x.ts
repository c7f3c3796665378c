/**
 * A throw-away bench database holding the sample catalogue scaled 10x: nine extra copies of
 * every university and undergrad university, with distinct names, so indexes and plans face
 * ten times the rows the product ships with.
 */
import { createThrowawayDatabase } from "@gradplan/gateway";
import type { MikroORM } from "@mikro-orm/postgresql";

export const SCALE = 10;

export interface BenchDatabase {
  url: string;
  counts: Record<string, number>;
  drop: () => Promise<void>;
}

async function scaleUp(orm: MikroORM): Promise<void> {
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
}

async function countRows(orm: MikroORM): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ["university", "course", "undergrad_university"]) {
    const rows = await orm.em
      .getConnection()
      .execute<{ n: string }[]>(`select count(*) as n from ${table}`);
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

export async function createBenchDatabase(baseUrl: string): Promise<BenchDatabase> {
  let counts: Record<string, number> = {};
  const database = await createThrowawayDatabase(baseUrl, "bench", async (orm) => {
    await scaleUp(orm);
    counts = await countRows(orm);
  });
  return { ...database, counts };
}
