/**
 * Vitest global setup for integration tests: one throw-away database per run (migrated and
 * loaded with the sample catalogue) and a queue prefix no other run shares. Dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../core/config";
import { createThrowawayDatabase } from "../db/throwaway";
import { deleteRedisKeys } from "./redis-cleanup";
import "./provided";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = loadConfig();
  const database = await createThrowawayDatabase(base.databaseUrl, "test");
  project.provide("databaseUrl", database.url);
  project.provide("redisUrl", base.redisUrl);
  const queuePrefix = `gradplan-test-${randomBytes(4).toString("hex")}`;
  project.provide("queuePrefix", queuePrefix);
  return async () => {
    await database.drop();
    await deleteRedisKeys(base.redisUrl, `${queuePrefix}*`);
  };
}
