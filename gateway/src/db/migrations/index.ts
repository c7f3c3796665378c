/** Every migration, in order. Listed explicitly so they load the same under tsx, vitest and node. */
import type { MigrationObject } from "@mikro-orm/core";
import { Migration20261122000000Initial } from "./Migration20261122000000Initial";

export const migrationsList: MigrationObject[] = [
  { name: "Migration20261122000000Initial", class: Migration20261122000000Initial },
];
