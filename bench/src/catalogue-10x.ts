/**
 * A throw-away bench database holding the sample catalogue scaled 10x: nine extra copies of
 * every university, program and undergrad university, with distinct ids and names, so indexes
 * and plans face ten times the rows the product ships with. The copies are a catalogue like the
 * sample, validated and loaded by the product's own importer: a column a migration adds (and the
 * importer fills) is in the copies too, with nothing here to keep in step. A copy is a new
 * university: the ids its original replaced (formerIds) stay with the original, since two
 * universities claiming one former id is a file the importer refuses.
 */
import { resolve } from "node:path";
import {
  createThrowawayDatabase,
  importCatalogue,
  REPO_ROOT,
  readCatalogueDir,
} from "@gradplan/gateway";
import { type Catalogue, validateCatalogue } from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";

export const SCALE = 10;
/** Copy n of a university or program is its id plus n times this: far above any sample id. */
const UNIVERSITY_ID_STEP = 10_000_000;
const COURSE_ID_STEP = 100_000_000;

export interface BenchDatabase {
  url: string;
  counts: Record<string, number>;
  drop: () => Promise<void>;
}

/** The sample and SCALE - 1 renamed copies of its universities, programs and undergrad ones. */
export function scaleCatalogue(sample: Catalogue): Catalogue {
  const highest = (ids: number[]) => ids.reduce((a, b) => Math.max(a, b), 0);
  if (highest(sample.universities.map((u) => u.universityId)) >= UNIVERSITY_ID_STEP)
    throw new Error(`a sample university id reaches ${UNIVERSITY_ID_STEP}: the copies would clash`);
  if (highest(sample.courses.map((c) => c.courseId)) >= COURSE_ID_STEP)
    throw new Error(`a sample course id reaches ${COURSE_ID_STEP}: the copies would clash`);
  const copies = Array.from({ length: SCALE - 1 }, (_, i) => i + 1);
  return {
    ...sample,
    universities: [
      ...sample.universities,
      ...copies.flatMap((n) =>
        sample.universities.map(({ formerIds: _moved, ...u }) => ({
          ...u,
          universityId: u.universityId + n * UNIVERSITY_ID_STEP,
          name: `${u.name} Campus ${n}`,
        })),
      ),
    ],
    courses: [
      ...sample.courses,
      ...copies.flatMap((n) =>
        sample.courses.map((c) => ({
          ...c,
          courseId: c.courseId + n * COURSE_ID_STEP,
          universityId: c.universityId + n * UNIVERSITY_ID_STEP,
        })),
      ),
    ],
    undergradUniversities: [
      ...sample.undergradUniversities,
      ...copies.flatMap((n) =>
        sample.undergradUniversities.map((u) => ({ ...u, name: `${u.name} Branch ${n}` })),
      ),
    ],
  };
}

async function countRows(orm: MikroORM): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ["university", "course", "undergrad_university"]) {
    const rows = await orm.em
      .getConnection()
      .execute<{ n: string }[]>(`select count(*) as n from ${table}`);
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

export async function createBenchDatabase(baseUrl: string): Promise<BenchDatabase> {
  const sample = await readCatalogueDir(resolve(REPO_ROOT, "data/catalogue"));
  // Validated as the importer's CLI validates a file: the copies must be a catalogue it accepts.
  const scaled = validateCatalogue(scaleCatalogue(sample));
  let counts: Record<string, number> = {};
  const database = await createThrowawayDatabase(baseUrl, "bench", async (orm) => {
    await importCatalogue(orm, scaled);
    counts = await countRows(orm);
  });
  return { ...database, counts };
}
