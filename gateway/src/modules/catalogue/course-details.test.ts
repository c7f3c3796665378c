/**
 * Where a course's figures come from: `source_url` and `verified_at` on a course's details, over
 * REST and GraphQL. The sample catalogue has neither (its program figures are synthesized), so
 * this file marks one course as checked, and restores it afterwards.
 */
import { type CourseDetails, PATHS, pathOf } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postGraphql, startTestApp, type TestApp } from "../../testing/app";
import { SAMPLE_COURSES } from "../../testing/catalogue-kit";
import { callJson } from "../../testing/student-client";

const courses = SAMPLE_COURSES;
// A university with at least two courses: one is marked checked, the others stay sample data.
const verified = courses.find(
  (c) => courses.filter((o) => o.universityId === c.universityId).length > 1,
)!;
const unverified = courses.find(
  (c) => c.universityId === verified.universityId && c.courseId !== verified.courseId,
)!;
const SOURCE = "https://grad.example.edu/admissions/ms-programs";
// 1 January: a date read through a local-midnight Date would come back as 31 December west of UTC.
const CHECKED = "2026-01-01";

let app: TestApp;
const setProvenance = (courseId: number, url: string | null, day: string | null) =>
  app.orm.em
    .getConnection()
    .execute("update course set source_url = ?, verified_at = ? where id = ?", [
      url,
      day,
      courseId,
    ]);

beforeAll(async () => {
  app = await startTestApp();
  await setProvenance(verified.courseId, SOURCE, CHECKED);
});
afterAll(async () => {
  await setProvenance(verified.courseId, null, null);
  await app.close();
});

const get = <T>(path: string) => callJson<T>(app.baseUrl, "GET", path);
const provenance = (c: Pick<CourseDetails, "source_url" | "verified_at">) => ({
  source_url: c.source_url,
  verified_at: c.verified_at,
});

describe("a course's source and verified day", () => {
  it("GET /api/get-course-details answers them, null for the sample's unverified courses", async () => {
    const checked = await get<CourseDetails>(
      pathOf(PATHS.search.courseDetails, { courseId: verified.courseId }),
    );
    expect(checked.status).toBe(200);
    expect(provenance(checked.body)).toEqual({ source_url: SOURCE, verified_at: CHECKED });

    const sample = await get<CourseDetails>(
      pathOf(PATHS.search.courseDetails, { courseId: unverified.courseId }),
    );
    expect(sample.status).toBe(200);
    expect(sample.body).toHaveProperty("source_url", null);
    expect(sample.body).toHaveProperty("verified_at", null);
  });

  it("a university's course list carries them per course", async () => {
    const { status, body } = await get<CourseDetails[]>(
      pathOf(PATHS.search.universityCourses, { universityId: verified.universityId }),
    );
    expect(status).toBe(200);
    const byId = new Map(body.map((c) => [c.course_id, provenance(c)]));
    expect(byId.get(verified.courseId)).toEqual({ source_url: SOURCE, verified_at: CHECKED });
    expect(byId.get(unverified.courseId)).toEqual({ source_url: null, verified_at: null });
  });

  it("GraphQL answers them as REST does, on courseDetails and universityCourses", async () => {
    const { status, body } = await postGraphql(
      app.baseUrl,
      `query($c: Int!, $u: Int!) {
        courseDetails(courseId: $c) { course_id source_url verified_at }
        universityCourses(universityId: $u) { course_id source_url verified_at }
      }`,
      { c: verified.courseId, u: verified.universityId },
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const data = body.data as {
      courseDetails: CourseDetails;
      universityCourses: CourseDetails[];
    };
    expect(data.courseDetails).toEqual({
      course_id: verified.courseId,
      source_url: SOURCE,
      verified_at: CHECKED,
    });
    expect(data.universityCourses.find((c) => c.course_id === unverified.courseId)).toEqual({
      course_id: unverified.courseId,
      source_url: null,
      verified_at: null,
    });
    expect(data.universityCourses.filter((c) => c.verified_at !== null)).toHaveLength(1);
  });
});
