/**
 * Throw-away databases for tests and benchmarks: a unique name, created, migrated and loaded
 * with the sample catalogue; `drop` removes it. Names start with `gradplan_<kind>_`, the only
 * ones the drop-database CLI agrees to drop.
 */
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import type { MikroORM } from "@mikro-orm/postgresql";
import { REPO_ROOT } from "../core/config";
import { importCatalogue, readCatalogueDir } from "./catalogue-import";
import { createOrm, dropDatabase, ensureDatabase, migrate } from "./database";

export interface ThrowawayDatabase {
  url: string;
  drop: () => Promise<void>;
}

export function throwawayDatabaseUrl(baseUrl: string, kind: "test" | "bench" | "e2e"): string {
  const url = new URL(baseUrl);
  url.pathname = `/gradplan_${kind}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  return url.toString();
}

/** `extra` runs on the loaded database before it is handed over (the bench scales it up). */
export async function createThrowawayDatabase(
  baseUrl: string,
  kind: "test" | "bench" | "e2e",
  extra?: (orm: MikroORM) => Promise<void>,
): Promise<ThrowawayDatabase> {
  const url = throwawayDatabaseUrl(baseUrl, kind);
  await ensureDatabase(url);
  const orm = await createOrm(url);
  try {
    await migrate(orm);
    await importCatalogue(orm, await readCatalogueDir(resolve(REPO_ROOT, "data/catalogue")));
    await extra?.(orm);
  } catch (error) {
    // Nobody gets a `drop` for a database that failed to load: drop it here, not leave it.
    await orm.close();
    await dropDatabase(url);
    throw error;
  }
  await orm.close();
  return { url, drop: () => dropDatabase(url) };
}
