/**
 * Issue 29, item 5, on a copy of a database as every deployment had it before the real
 * catalogue: the sample catalogue of 2026-11 (testing/sample-catalogue), students' shortlists,
 * statuses and community results at its programs; then the real catalogue (data/catalogue) is
 * imported over it, and what the students saved must still be there, at the real program of the
 * same university and field, or readable where the real catalogue has no such program.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import {
  API,
  type Catalogue,
  type CatalogueCourse,
  type CatalogueUniversity,
  pathOf,
} from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../core/config";
import { startTestApp, type TestApp, testConfig } from "../testing/app";
import { randomClientIp } from "../testing/client-ip";
import { aResultApplication, aResultSubmission } from "../testing/results-kit";
import { type StudentClient, signUpStudent } from "../testing/student-client";
import { holdsSampleCatalogue, importCatalogue, readCatalogueDir } from "./catalogue-import";
import { describeMoves } from "./catalogue-moves";
import { createOrm, dropDatabase, ensureDatabase, migrate } from "./database";

const url = new URL(testConfig().databaseUrl);
url.pathname = `${url.pathname}_moves`;
const databaseUrl = url.toString();

async function readGz<T>(file: string): Promise<T> {
  const bytes = await readFile(resolve(REPO_ROOT, "gateway/src/testing/sample-catalogue", file));
  return JSON.parse(gunzipSync(bytes).toString("utf8")) as T;
}

let real: Catalogue;
let sample: Catalogue;
let app: TestApp;

// The sample's programs the students saved, by their sample ids.
const STANFORD_CS = 24374409; // also in the real catalogue, same id
const PENN_STATE_CS = 49576709; // the sample filed Penn State as 495767; IPEDS as 214777
const PENN_STATE_REAL_CS = 21477709;
const HARVARD_CH = 16602702; // Harvard awards no Chemical Engineering Master's (IPEDS)

beforeAll(async () => {
  real = await readCatalogueDir(resolve(REPO_ROOT, "data/catalogue"));
  sample = {
    ...real,
    universities: await readGz<CatalogueUniversity[]>("universities.json.gz"),
    courses: await readGz<CatalogueCourse[]>("courses.json.gz"),
  };
  await ensureDatabase(databaseUrl);
  const orm = await createOrm(databaseUrl);
  await migrate(orm);
  await importCatalogue(orm, sample);
  await orm.close();
  app = await startTestApp({ databaseUrl });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await dropDatabase(databaseUrl);
});

const shortlist = (s: StudentClient) =>
  s.call<
    {
      course_id: number;
      course_name: string;
      university_name: string;
      status: string;
      retired: boolean;
    }[][]
  >("GET", `/api/fetch-shortlisted-universities/${s.studentId}`);

async function submitResult(universityId: number, universityName: string, course: string) {
  const res = await fetch(`${app.baseUrl}${pathOf(API.results.submitResults)}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": randomClientIp() },
    body: JSON.stringify(
      aResultSubmission([aResultApplication({ universityId, universityName }, course)], {
        researchPaperDetails: { enabled: false, items: [] },
        workEx: { fulltime: 0, internship: 6 },
      }),
    ),
  });
  expect(res.status).toBe(200);
}

const rows = async (sql: string, params: unknown[] = []) =>
  (await app.orm.em.getConnection().execute(sql, params)) as Record<string, unknown>[];

describe("importing the real catalogue over the sample (issue 29, item 5)", () => {
  let student: StudentClient;
  let summary: Awaited<ReturnType<typeof importCatalogue>>;
  let sampleBefore = false;

  it("tells a database of the sample from one of the real catalogue (npm start upgrades the first)", async () => {
    expect(sampleBefore).toBe(true);
    expect(await holdsSampleCatalogue(app.orm)).toBe(false);
  });

  it("says what it could not map, for the operator", () => {
    const report = describeMoves(summary.moves).join("\n");
    expect(report).toContain("Could not map 1 dropped programs");
    expect(report).toContain(`course ${HARVARD_CH} Harvard University, Chemical Engineering`);
    expect(report).toContain(`course ${PENN_STATE_CS} -> ${PENN_STATE_REAL_CS}`);
  });

  beforeAll(async () => {
    student = await signUpStudent(app.baseUrl);
    for (const courseId of [STANFORD_CS, PENN_STATE_CS, HARVARD_CH]) {
      const { status } = await student.call("POST", "/api/check-and-add-course", {
        studentId: student.studentId,
        course: { course_id: courseId },
      });
      expect(status).toBe(200);
    }
    const { status } = await student.call("PUT", `/api/update-course-status/${student.studentId}`, {
      universityName: "The Pennsylvania State University",
      courseName: "Computer Science",
      degreeCode: "CS",
      status: "Applied",
    });
    expect(status).toBe(200);
    await submitResult(495767, "The Pennsylvania State University", "Computer Science");
    sampleBefore = await holdsSampleCatalogue(app.orm);
    summary = await importCatalogue(app.orm, real);
  }, 120_000);

  it("keeps a program the real catalogue also has under the same id", async () => {
    const { body } = await shortlist(student);
    const ids = body.flat().map((c) => c.course_id);
    expect(ids).toContain(STANFORD_CS);
  });

  it("moves a program whose university changed its id, with its status and history", async () => {
    const { body } = await shortlist(student);
    const pennState = body.flat().find((c) => c.course_id === PENN_STATE_REAL_CS);
    expect(pennState).toMatchObject({
      university_name: "Pennsylvania State University",
      course_name: "Computer Science",
      status: "Applied",
    });
    const history = await rows(
      "select count(*)::int as n from shortlist_status_change where course_id = ?",
      [PENN_STATE_REAL_CS],
    );
    expect(history[0]?.n).toBeGreaterThan(0);
    const results = await rows(
      "select university_id, course_id from result_application where university_id in (?, ?)",
      [495767, 214777],
    );
    expect(results).toEqual([{ university_id: 214777, course_id: PENN_STATE_REAL_CS }]);
    expect(summary.moves.moved).toContainEqual(
      expect.objectContaining({ from: PENN_STATE_CS, to: PENN_STATE_REAL_CS }),
    );
  });

  it("keeps a program the real catalogue lacks readable, says so, and hides it from search", async () => {
    const { body } = await shortlist(student);
    const harvard = body.flat().find((c) => c.course_id === HARVARD_CH);
    expect(harvard).toMatchObject({
      university_name: "Harvard University",
      course_name: "Chemical Engineering",
      retired: true,
    });
    expect(body.flat().find((c) => c.course_id === STANFORD_CS)?.retired).toBe(false);
    expect(summary.moves.retired).toContainEqual(
      expect.objectContaining({ courseId: HARVARD_CH, universityName: "Harvard University" }),
    );
    const [retired] = await rows(
      "select retired_at, acceptance_rate, deadlines from course where id = ?",
      [HARVARD_CH],
    );
    expect(retired).toMatchObject({ acceptance_rate: null, deadlines: null });
    expect(retired?.retired_at).not.toBeNull();
    const search = await fetch(
      `${app.baseUrl}/api/get-university-specific-courses-list/166027`,
    ).then((r) => r.json() as Promise<{ course_id?: number; courseId?: number }[]>);
    const listed = JSON.stringify(search);
    expect(listed).not.toContain(String(HARVARD_CH));
    expect(listed).toContain("16602709"); // Harvard's Computer Science
  });

  it("deletes the sample's programs nobody saved, and the old Penn State with them", async () => {
    const [live] = await rows("select count(*)::int as n from course where retired_at is null");
    expect(live?.n).toBe(real.courses.length);
    const [kept] = await rows("select count(*)::int as n from course where retired_at is not null");
    expect(kept?.n).toBe(1); // Harvard's Chemical Engineering, which a student saved
    const [oldPennState] = await rows(
      "select count(*)::int as n from university where id = ?",
      [495767],
    );
    expect(oldPennState?.n).toBe(0);
  });

  it("changes nothing on a second import of the same catalogue", async () => {
    const again = await importCatalogue(app.orm, real);
    expect(again.moves.moved).toEqual([]);
    expect(again.moves.retired).toEqual([expect.objectContaining({ courseId: HARVARD_CH })]);
    const { body } = await shortlist(student);
    expect(body.flat()).toHaveLength(3);
  });
});
