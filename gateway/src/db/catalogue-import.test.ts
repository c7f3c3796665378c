import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CATALOGUE_FILES, type CatalogueCourse, type CatalogueUniversity } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../core/config";
import { testConfig } from "../testing/app";
import { CatalogueError, importCatalogue, readCatalogueDir } from "./catalogue-import";
import { createOrm, dropDatabase, ensureDatabase, migrate } from "./database";

const SAMPLE = resolve(REPO_ROOT, "data/catalogue");
// Its own database: this file replaces the catalogue, which other files read.
const url = new URL(testConfig().databaseUrl);
url.pathname = `${url.pathname}_import`;
const databaseUrl = url.toString();
let orm: Awaited<ReturnType<typeof createOrm>>;

beforeAll(async () => {
  await ensureDatabase(databaseUrl);
  orm = await createOrm(databaseUrl);
  await migrate(orm);
});
afterAll(async () => {
  await orm.close();
  await dropDatabase(databaseUrl);
});

async function count(table: string): Promise<number> {
  const rows = await orm.em
    .getConnection()
    .execute<{ n: string }[]>(`select count(*) as n from "${table}"`);
  return Number(rows[0]?.n);
}

async function copySample(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "gradplan-catalogue-"));
  await cp(SAMPLE, dir, { recursive: true });
  return dir;
}

async function rewrite<T>(dir: string, file: string, change: (rows: T[]) => T[]): Promise<void> {
  const rows = JSON.parse(await readFile(join(dir, file), "utf8")) as T[];
  await writeFile(join(dir, file), JSON.stringify(change(rows)));
}

describe("catalogue import", () => {
  it("loads the sample, and loading it again changes nothing", async () => {
    const sample = await readCatalogueDir(SAMPLE);
    await importCatalogue(orm, sample);
    const first = [
      await count("university"),
      await count("course"),
      await count("conference"),
      await count("undergrad_university"),
    ];
    expect(first).toEqual([
      sample.universities.length,
      sample.courses.length,
      sample.conferences.length,
      sample.undergradUniversities.length,
    ]);
    await importCatalogue(orm, sample);
    expect([
      await count("university"),
      await count("course"),
      await count("conference"),
      await count("undergrad_university"),
    ]).toEqual(first);
  });

  it("replaces the catalogue: a university left out goes, with its courses", async () => {
    const dir = await copySample();
    const sample = await readCatalogueDir(SAMPLE);
    const gone = sample.universities[0]!.universityId;
    await rewrite<CatalogueUniversity>(dir, CATALOGUE_FILES.universities, (rows) =>
      rows.filter((u) => u.universityId !== gone),
    );
    await rewrite<CatalogueCourse>(dir, CATALOGUE_FILES.courses, (rows) =>
      rows.filter((c) => c.universityId !== gone),
    );
    await importCatalogue(orm, await readCatalogueDir(dir));
    expect(await count("university")).toBe(sample.universities.length - 1);
    const left = await orm.em
      .getConnection()
      .execute<{ n: string }[]>("select count(*) as n from course where university_id = ?", [gone]);
    expect(Number(left[0]?.n)).toBe(0);
    await importCatalogue(orm, sample);
  });

  it("refuses a bad row, naming the file and row, and changes nothing", async () => {
    const dir = await copySample();
    await rewrite<CatalogueCourse>(dir, CATALOGUE_FILES.courses, (rows) =>
      rows.map((c, i) => (i === 3 ? { ...c, gpaAvg: 7 } : c)),
    );
    const before = await count("course");
    await expect(readCatalogueDir(dir)).rejects.toThrow(/courses\.json row 3: gpaAvg/);
    expect(await count("course")).toBe(before);
  });

  it("refuses a course whose university is missing, and a missing file", async () => {
    const dir = await copySample();
    await rewrite<CatalogueCourse>(dir, CATALOGUE_FILES.courses, (rows) => [
      ...rows,
      { ...rows[0]!, courseId: 999_999_999, universityId: 424242 },
    ]);
    await expect(readCatalogueDir(dir)).rejects.toThrow(CatalogueError);
    await expect(readCatalogueDir(join(dir, "nowhere"))).rejects.toThrow(
      /universities\.json is missing/,
    );
  });
});

describe("migrations", () => {
  it("leave no difference between the entities and the database", async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({
      wrap: false,
      safe: false,
      dropTables: false,
    });
    expect(diff.trim()).toBe("");
  });
});
