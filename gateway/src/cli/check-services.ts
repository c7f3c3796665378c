/** Exits 1 with a paragraph naming what is missing when PostgreSQL or Redis does not answer. */
import { loadConfig } from "../core/config";
import { servicesProblems } from "../preflight";

const config = loadConfig();
const problems = await servicesProblems(config.databaseUrl, config.redisUrl);
if (problems.length) {
  console.error(`\n${problems.join(" ")}\n`);
  process.exit(1);
}
