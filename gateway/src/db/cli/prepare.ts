/**
 * `npm start`'s data step: checks PostgreSQL and Redis, creates the database if missing, applies
 * migrations, loads the catalogue into an empty database, replaces the sample catalogue of
 * before issue 29 with the real one where a database still holds it, and imports it again where
 * the programs were imported before their selectivity was learned (issue 30). Prints a
 * paragraph, never a stack trace, when something is missing.
 */
import { resolve } from "node:path";
import type { EntityManager } from "@mikro-orm/postgresql";
import { loadConfig, REPO_ROOT } from "../../core/config";
import { refitCalibration } from "../../modules/results/refit";
import { loadSampleResults } from "../../modules/results/sample-results";
import { recalculateShortlist } from "../../modules/shortlist/recalculate";
import { servicesProblems } from "../../preflight";
import { CatalogueError } from "../catalogue-import";
import { prepareCatalogue } from "../catalogue-prepare";
import { createOrm, ensureDatabase, migrate } from "../database";

const config = loadConfig();

/**
 * After programs' figures changed under students' shortlists: the calibration refitted on the
 * community results (a no-op without any) and every shortlist's stored chances recomputed, so no
 * student reads a chance the old figures gave.
 */
async function refreshChances(em: EntityManager): Promise<string> {
  const fit = await refitCalibration(em, "catalogue");
  const students = await em
    .getConnection()
    .execute<{ student_id: string }[]>("select distinct student_id from shortlisted_course");
  let courses = 0;
  for (const { student_id } of students)
    courses += await recalculateShortlist(em.fork(), student_id);
  return `Recalculated the saved chances: ${courses} shortlisted courses of ${students.length} students (calibration refitted on ${fit.results} community results).`;
}

async function main(): Promise<void> {
  const problems = await servicesProblems(config.databaseUrl, config.redisUrl);
  if (problems.length) {
    console.error(`\nGradPlan cannot start. ${problems.join(" ")}\n`);
    process.exit(1);
  }
  if (await ensureDatabase(config.databaseUrl)) console.log("Created the database.");
  const orm = await createOrm(config.databaseUrl);
  try {
    const applied = await migrate(orm);
    console.log(
      applied.length ? `Applied migrations: ${applied.join(", ")}` : "Migrations are up to date.",
    );
    const prepared = await prepareCatalogue(orm, resolve(REPO_ROOT, "data/catalogue"));
    for (const line of prepared.lines) console.log(line);
    // Saved chances were computed on the old figures: refit on the results, then recompute them.
    if (prepared.figuresChanged) console.log(await refreshChances(orm.em.fork()));
    if (config.sampleResults) {
      const em = orm.em.fork();
      const loaded = await loadSampleResults(em);
      if (loaded > 0) {
        const fit = await refitCalibration(em, "sample");
        console.log(
          `Loaded ${loaded} sample community results (synthetic, marked as sample) and calibrated the chances on ${fit.results}.`,
        );
      }
    }
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof CatalogueError
      ? `the catalogue is invalid: ${error.message}`
      : (error as Error).message;
  console.error(`\nGradPlan could not prepare its database: ${message}\n`);
  process.exit(1);
});
