/**
 * Where the tests find the raw inputs and the committed output. The raw data lives outside the
 * repository (/work/shared/data next to it, or CATALOGUE_SOURCE), so tests that need it are
 * skipped, not failed, where it is absent.
 */
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const sourceDir = resolve(repoRoot, process.env.CATALOGUE_SOURCE ?? "../shared/data");
export const sourceAvailable =
  existsSync(resolve(sourceDir, "us-institutions.csv")) &&
  existsSync(resolve(sourceDir, "ipeds/hd2024.csv"));
export const outputDir = resolve(repoRoot, "data/catalogue");
