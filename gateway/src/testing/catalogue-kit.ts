/**
 * What the integration tests share about the sample catalogue (data/catalogue), which the run's
 * database is imported from: its courses and universities as the files hold them, so a test can
 * pick a course and compare the API's answer with the file. Each test file reads its own copy.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { CatalogueCourse, CatalogueUniversity } from "@gradplan/schema";
import { REPO_ROOT } from "../core/config";

const readSample = <T>(file: string): T =>
  JSON.parse(readFileSync(resolve(REPO_ROOT, "data/catalogue", file), "utf8")) as T;

export const SAMPLE_COURSES = readSample<CatalogueCourse[]>("courses.json");
export const SAMPLE_UNIVERSITIES = readSample<CatalogueUniversity[]>("universities.json");
