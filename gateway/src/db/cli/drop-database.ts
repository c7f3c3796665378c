/** Drops the database DATABASE_URL names (used by test teardown; refuses names not made for tests). */
import { loadConfig } from "../../core/config";
import { dropDatabase } from "../database";

const { databaseUrl } = loadConfig();
if (!/\/gradplan_(e2e|test|bench)_[a-z0-9_]+$/.test(databaseUrl)) {
  console.error(
    `Refusing to drop ${new URL(databaseUrl).pathname}: only throw-away test databases are dropped.`,
  );
  process.exit(1);
}
await dropDatabase(databaseUrl);
