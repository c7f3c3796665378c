/** MikroORM configuration: entities, migrations, the PostgreSQL connection. */
import { Migrator } from "@mikro-orm/migrations";
import { defineConfig, type Options, PostgreSqlDriver } from "@mikro-orm/postgresql";
import { MODULES } from "../modules";
import { migrationsList } from "./migrations";

/** Every module's entities (modules/index.ts). */
export const ENTITIES = MODULES.flatMap((module) => module.entities ?? []);

export function ormOptions(databaseUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl: databaseUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    // Checked-in migrations are the only way the schema changes; never auto-sync.
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    pool: { min: 0, max: 10 },
    debug: false,
    allowGlobalContext: false,
    ...overrides,
  });
}
