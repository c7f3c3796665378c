/** `npm run migrate`: creates the database if missing and applies pending migrations. */
import { loadConfig } from "../../core/config";
import { createOrm, ensureDatabase, migrate } from "../database";

const config = loadConfig();
try {
  await ensureDatabase(config.databaseUrl);
  const orm = await createOrm(config.databaseUrl);
  const applied = await migrate(orm);
  await orm.close();
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Migrations are up to date.");
} catch (error) {
  console.error(`Migration failed: ${(error as Error).message}`);
  process.exit(1);
}
