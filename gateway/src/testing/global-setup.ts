/**
 * Vitest global setup for integration tests: one throw-away database per run (migrated and
 * loaded with the sample catalogue) and a queue prefix no other run shares. Dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { loadConfig, REPO_ROOT } from "../config";
import { importCatalogue, readCatalogueDir } from "../db/catalogue-import";
import { createOrm, dropDatabase, ensureDatabase, migrate } from "../db/database";
import "./provided";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = loadConfig();
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const url = new URL(base.databaseUrl);
  url.pathname = `/gradplan_test_${runId}`;
  const databaseUrl = url.toString();

  await ensureDatabase(databaseUrl);
  const orm = await createOrm(databaseUrl);
  try {
    await migrate(orm);
    await importCatalogue(orm, await readCatalogueDir(resolve(REPO_ROOT, "data/catalogue")));
  } finally {
    await orm.close();
  }
  project.provide("databaseUrl", databaseUrl);
  project.provide("redisUrl", base.redisUrl);
  project.provide("queuePrefix", `gradplan-test-${runId}`);
  return async () => {
    await dropDatabase(databaseUrl);
  };
}
