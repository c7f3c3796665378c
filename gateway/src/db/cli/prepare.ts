/**
 * `npm start`'s data step: checks PostgreSQL and Redis, creates the database if missing, applies
 * migrations, loads the catalogue into an empty database, replaces the sample catalogue of
 * before issue 29 with the real one where a database still holds it, and imports it again where
 * the programs were imported before their selectivity was learned (issue 30). Prints a
 * paragraph, never a stack trace, when something is missing.
 */
import { resolve } from "node:path";
import { loadConfig, REPO_ROOT } from "../../core/config";
import { refitCalibration } from "../../modules/results/refit";
import { loadSampleResults } from "../../modules/results/sample-results";
import { servicesProblems } from "../../preflight";
import { CatalogueError } from "../catalogue-import";
import { prepareCatalogue } from "../catalogue-prepare";
import { createOrm, ensureDatabase, migrate } from "../database";

const config = loadConfig();

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
    for (const line of await prepareCatalogue(orm, resolve(REPO_ROOT, "data/catalogue")))
      console.log(line);
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
