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

  it("searches a university by its name and aliases; a file without aliases leaves its name", async () => {
    const sample = await readCatalogueDir(SAMPLE);
    const termsOf = async (id: number) =>
      (
        await orm.em
          .getConnection()
          .execute<{ term: string; masters_awarded: number }[]>(
            "select term, masters_awarded from university_search_term where university_id = ? order by term",
            [id],
          )
      ).map((r) => `${r.term} (${r.masters_awarded})`);
    const cmu = 211440;
    expect(await termsOf(cmu)).toEqual([
      "CMU (2321)",
      "Carnegie Mellon (2321)",
      "Carnegie Mellon University (2321)",
    ]);
    const bare = sample.universities.map(({ aliases, mastersAwarded, ...u }) => u);
    await importCatalogue(orm, { ...sample, universities: bare });
    expect(await termsOf(cmu)).toEqual(["Carnegie Mellon University (0)"]);
    expect(await count("university_search_term")).toBe(sample.universities.length);
    await importCatalogue(orm, sample);
    expect(await termsOf(cmu)).toHaveLength(3);
  });

  it("refuses a bad row, naming the file and row, and changes nothing", async () => {
    const dir = await copySample();
    await rewrite<CatalogueCourse>(dir, CATALOGUE_FILES.courses, (rows) =>
      rows.map((c, i) => (i === 3 ? { ...c, gpaAvg: 7 } : c)),
    );
    const before = await count("course");
    await expect(readCatalogueDir(dir)).rejects.toThrow(
      /courses\.json row 3 \(courseId \d+\): gpaAvg/,
    );
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

  it("refuses a former id that is a university of the file, or that two universities claim", async () => {
    const live = await copySample();
    await rewrite<CatalogueUniversity>(live, CATALOGUE_FILES.universities, (rows) =>
      rows.map((u, i) => (i === 0 ? { ...u, formerIds: [rows[1]!.universityId] } : u)),
    );
    await expect(readCatalogueDir(live)).rejects.toThrow(/among its formerIds/);
    const twice = await copySample();
    await rewrite<CatalogueUniversity>(twice, CATALOGUE_FILES.universities, (rows) =>
      rows.map((u, i) => (i < 2 ? { ...u, formerIds: [99_999_001] } : u)),
    );
    await expect(readCatalogueDir(twice)).rejects.toThrow(/formerIds/);
  });
});

async function provenanceOf(courseId: number) {
  const rows = await orm.em
    .getConnection()
    .execute<{ source_url: string | null; verified_at: string | null }[]>(
      "select source_url, to_char(verified_at, 'YYYY-MM-DD') as verified_at from course where id = ?",
      [courseId],
    );
  return rows[0];
}

const SOURCE = "https://grad.example.edu/admissions/ms-cs";
let sampleRead: ReturnType<typeof readCatalogueDir> | undefined;
/** The sample catalogue as read from disk, once for the cases below. */
const sampleCatalogue = () => {
  sampleRead ??= readCatalogueDir(SAMPLE);
  return sampleRead;
};

describe("a course's source and verified day", () => {
  it("are written as the file gives them, and a file without them clears them", async () => {
    const sample = await readCatalogueDir(SAMPLE);
    await importCatalogue(orm, sample);
    const dir = await copySample();
    const [first, second] = sample.courses;
    await rewrite<CatalogueCourse>(dir, CATALOGUE_FILES.courses, (rows) =>
      rows.map((c, i) =>
        i === 0
          ? { ...c, source_url: SOURCE, verified_at: "2026-10-15" }
          : i === 1
            ? { ...c, source_url: null, verified_at: null }
            : c,
      ),
    );
    const summary = await importCatalogue(orm, await readCatalogueDir(dir));
    expect(summary.verifiedCourses).toBe(1);
    expect(await provenanceOf(first!.courseId)).toEqual({
      source_url: SOURCE,
      verified_at: "2026-10-15",
    });
    expect(await provenanceOf(second!.courseId)).toEqual({ source_url: null, verified_at: null });

    // The sample has none: importing it again leaves every course unverified.
    expect((await importCatalogue(orm, sample)).verifiedCourses).toBe(0);
    expect(await provenanceOf(first!.courseId)).toEqual({ source_url: null, verified_at: null });
  });

  it.each([
    [
      "a day that does not exist",
      { source_url: SOURCE, verified_at: "2026-02-30" },
      /verified_at: must be a real date written YYYY-MM-DD/,
    ],
    [
      "another date format",
      { source_url: SOURCE, verified_at: "15/10/2026" },
      /verified_at: must be a real date/,
    ],
    [
      "a day in the future",
      { source_url: SOURCE, verified_at: "2999-01-01" },
      /verified_at: must not be in the future/,
    ],
    [
      "a page that is not http(s)",
      { source_url: "javascript:alert(1)", verified_at: "2026-10-15" },
      /source_url: must be an http:\/\/ or https:\/\/ address/,
    ],
    [
      "an address with spaces",
      { source_url: `${SOURCE} and more`, verified_at: "2026-10-15" },
      /source_url: must not contain spaces/,
    ],
    [
      "an address over 500 characters",
      { source_url: `${SOURCE}/${"a".repeat(500)}`, verified_at: "2026-10-15" },
      /source_url: must be at most 500 characters/,
    ],
    ["a verified day without its source", { verified_at: "2026-10-15" }, /source_url: is missing/],
    ["a source without the day it was checked", { source_url: SOURCE }, /verified_at: is missing/],
  ])("refuse %s, naming the row and course, and change nothing", async (_, bad, message) => {
    // The test above left the sample imported, every course unverified.
    const sample = await sampleCatalogue();
    const dir = await copySample();
    // A good row before the bad one: it must not be written either.
    await rewrite<CatalogueCourse>(dir, CATALOGUE_FILES.courses, (rows) =>
      rows.map((c, i) =>
        i === 0
          ? { ...c, source_url: SOURCE, verified_at: "2026-10-15" }
          : i === 5
            ? { ...c, ...bad }
            : c,
      ),
    );
    const failure = readCatalogueDir(dir);
    await expect(failure).rejects.toThrow(CatalogueError);
    await expect(failure).rejects.toThrow(
      new RegExp(
        `courses\\.json row 5 \\(courseId ${sample.courses[5]!.courseId}\\): ${message.source}`,
      ),
    );
    expect(await provenanceOf(sample.courses[0]!.courseId)).toEqual({
      source_url: null,
      verified_at: null,
    });
  });

  it("are all or nothing: a row the database refuses rolls back the rows before it", async () => {
    const sample = await readCatalogueDir(SAMPLE);
    await importCatalogue(orm, sample);
    // Past validation (a caller handing over rows it did not check): the column's own limit.
    const courses = sample.courses.map((c, i) =>
      i === 0
        ? { ...c, source_url: SOURCE, verified_at: "2026-10-15" }
        : i === sample.courses.length - 1
          ? { ...c, source_url: `${SOURCE}/${"a".repeat(600)}`, verified_at: "2026-10-15" }
          : c,
    );
    await expect(importCatalogue(orm, { ...sample, courses })).rejects.toThrow(/too long/);
    expect(await provenanceOf(sample.courses[0]!.courseId)).toEqual({
      source_url: null,
      verified_at: null,
    });
    expect(await count("course")).toBe(sample.courses.length);
  });
});

describe("unknown figures and the IPEDS fields", () => {
  it("round-trip: null stays SQL null, the new fields are written, and a file without them clears them", async () => {
    const sample = await readCatalogueDir(SAMPLE);
    const [first, second] = sample.courses;
    const university = sample.universities.find((u) => u.universityId === first!.universityId)!;
    const unknown = {
      ...first!,
      courseRanking: null,
      tuition: null,
      courseDurationMonths: null,
      acceptanceRate: null,
      gpaAvg: null,
      gpaMin: null,
      toeflMin: null,
      ieltsMin: null,
      greRequired: null,
      networkBuilding: null,
      deadlines: null,
    };
    const ipeds = {
      ...second!,
      tuitionInState: 14250,
      cipCodes: ["11.0701", "11.0101"],
      graduates: { "2022": 30, "2023": 41, "2024": 57 },
      sources: {
        tuition: "ipeds-charges-2023-24" as const,
        graduates: "ipeds-completions" as const,
      },
    };
    await importCatalogue(orm, {
      ...sample,
      universities: sample.universities.map((u) =>
        u === university
          ? {
              ...u,
              acceptanceRate: null,
              tuition: null,
              researchTier: null,
              control: "Private nonprofit" as const,
              tuitionInState: 51000,
              applicationUrl: "https://apply.example.edu/",
            }
          : u,
      ),
      courses: [unknown, ipeds, ...sample.courses.slice(2)],
    });
    const sql = orm.em.getConnection();
    const [nulls] = await sql.execute<Record<string, boolean>[]>(
      `select course_ranking is null and tuition is null and course_duration_months is null
          and acceptance_rate is null and gpa_avg is null and gpa_min is null and toefl_min is null
          and ielts_min is null and network_building is null as columns_null,
        gre_required is null and deadlines is null as json_null
        from course where id = ?`,
      [unknown.courseId],
    );
    expect(nulls).toEqual({ columns_null: true, json_null: true });
    const readIpeds = async () =>
      (
        await sql.execute(
          "select tuition_in_state, cip_codes, graduates, graduates_latest, sources from course where id = ?",
          [ipeds.courseId],
        )
      )[0];
    expect(await readIpeds()).toEqual({
      tuition_in_state: 14250,
      cip_codes: ["11.0701", "11.0101"],
      graduates: { "2022": 30, "2023": 41, "2024": 57 },
      graduates_latest: 57,
      sources: { tuition: "ipeds-charges-2023-24", graduates: "ipeds-completions" },
    });
    const [u] = await sql.execute(
      "select acceptance_rate, tuition, research_tier, control, tuition_in_state, application_url from university where id = ?",
      [university.universityId],
    );
    expect(u).toEqual({
      acceptance_rate: null,
      tuition: null,
      research_tier: null,
      control: "Private nonprofit",
      tuition_in_state: 51000,
      application_url: "https://apply.example.edu/",
    });
    // The file as it was: what it no longer says is cleared.
    await importCatalogue(orm, sample);
    expect(await readIpeds()).toEqual({
      tuition_in_state: second!.tuitionInState ?? null,
      cip_codes: second!.cipCodes ?? null,
      graduates: second!.graduates ?? null,
      graduates_latest: second!.graduates?.["2024"] ?? null,
      sources: second!.sources ?? null,
    });
  });
});

describe("a program's learned selectivity", () => {
  it("is written as the file gives it, and a file without it clears it (not known again)", async () => {
    const sample = await readCatalogueDir(SAMPLE);
    const [first, ...rest] = sample.courses;
    const learned = { logit: -0.42, sd: 0.18, decisions: 57, universityDecisions: 612 };
    const read = async () =>
      (
        await orm.em.getConnection().execute(
          `select selectivity_logit, selectivity_sd, selectivity_decisions,
                    selectivity_university_decisions from course where id = ?`,
          [first!.courseId],
        )
      )[0];
    await importCatalogue(orm, {
      ...sample,
      courses: [{ ...first!, selectivity: learned }, ...rest],
    });
    expect(await read()).toEqual({
      selectivity_logit: -0.42,
      selectivity_sd: 0.18,
      selectivity_decisions: 57,
      selectivity_university_decisions: 612,
    });
    await importCatalogue(orm, { ...sample, courses: [{ ...first!, selectivity: null }, ...rest] });
    expect(await read()).toEqual({
      selectivity_logit: null,
      selectivity_sd: null,
      selectivity_decisions: 0,
      selectivity_university_decisions: 0,
    });
  });
});

describe("sourced figures", () => {
  it("stay over the file's figures when the catalogue is imported again", async () => {
    const sample = await readCatalogueDir(SAMPLE);
    await importCatalogue(orm, sample);
    // A course with detailed Fall deadlines, or (the real catalogue knows none) any course.
    const course =
      sample.courses.find(
        (c) => c.deadlines?.fall_semester && "international" in c.deadlines.fall_semester,
      ) ?? sample.courses[0]!;
    const sql = orm.em.getConnection();
    await sql.execute(
      `insert into course_figure (course_id, figure, value, source_url, verified_at, accepted_by, updated_at)
       values (?, 'toefl_min', '111', 'https://grad.example.edu/a', '2026-11-20', 'test', now()),
              (?, 'deadline.fall_semester.domestic.early_deadline', '2026-11-02', 'https://grad.example.edu/b', '2026-11-20', 'test', now())`,
      [course.courseId, course.courseId],
    );
    await importCatalogue(orm, sample);
    const [row] = await sql.execute<{ toefl_min: number; deadlines: typeof course.deadlines }[]>(
      "select toefl_min, deadlines from course where id = ?",
      [course.courseId],
    );
    expect(row?.toefl_min).toBe(111);
    const fall = row?.deadlines?.fall_semester as { domestic: { early_deadline: string } };
    expect(fall.domestic.early_deadline).toBe("2026-11-02");
    await sql.execute("delete from course_figure");
    await importCatalogue(orm, sample);
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
