/** `npm run staff:key -- --name NAME`: makes an API key for an internal tool and prints it once. */

import { cliOptions } from "../core/cli-options";
import { loadConfig } from "../core/config";
import { createOrm, ensureDatabase, migrate } from "../db/database";
import { createStaffKey } from "../modules/staff/staff-keys";

const USAGE =
  "npm run staff:key -- --name NAME   (NAME: who or what uses the key, 1-100 characters)";
const values = cliOptions({ name: { type: "string" } }, USAGE);
const name = values.name?.trim();
if (!name || name.length > 100) {
  console.error(`Usage: ${USAGE}`);
  process.exit(2);
}
const config = loadConfig();
try {
  await ensureDatabase(config.databaseUrl);
  const orm = await createOrm(config.databaseUrl);
  await migrate(orm);
  const key = await createStaffKey(orm.em.fork(), name);
  await orm.close();
  console.log(`Staff API key for "${name}" (shown once; store it now):\n${key}`);
  console.log("Use it as `Authorization: Bearer <key>` on /graphql.");
} catch (error) {
  console.error(`Could not create the key: ${(error as Error).message}`);
  process.exit(1);
}
