/**
 * The shortlist screen's API (issue 13), REST and GraphQL: listing, statuses and their history,
 * removing, the status popup and the deadline calendar. Every path: 401, 403, 404, 400 on bad
 * input, and nothing written on a refused request.
 */
import {
  AUTH_MESSAGES,
  applicationDeadlinesFor,
  type CatalogueCourse,
  DETAILS_MESSAGES,
  POPUP_FOR,
  type Popup,
  SHORTLIST_MESSAGES,
  type ShortlistedCourse,
} from "@gradplan/schema";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSqlReader, type SqlReader } from "../../core/sql-reader";
import { startTestApp, type TestApp } from "../../testing/app";
import { SAMPLE_COURSES, SAMPLE_UNIVERSITIES } from "../../testing/catalogue-kit";
import {
  callJson,
  graphqlCall,
  type StudentClient,
  signUpStudent,
} from "../../testing/student-client";
import { createStaffKey } from "../staff/staff-keys";
import { PopupService } from "./popups.service";
import { ShortlistReadService } from "./shortlist-read.service";

let app: TestApp;
let sql: SqlReader;
/** Another student, who must never reach the first one's shortlist. */
let other: StudentClient;
beforeAll(async () => {
  app = await startTestApp();
  sql = createSqlReader(app.config.databaseUrl, 2);
  other = await signUpStudent(app.baseUrl);
  for (const [id, deadlines] of written)
    await app.orm.em
      .getConnection()
      .execute("update course set deadlines = ?::jsonb where id = ?", [
        JSON.stringify(deadlines),
        id,
      ]);
});
afterAll(async () => {
  await sql.close();
  await app.close();
});

const universityName = (id: number) => SAMPLE_UNIVERSITIES.find((u) => u.universityId === id)!.name;

/**
 * The real catalogue knows no deadline: where the file has none of the shapes this file needs,
 * it writes them into the courses it picks (beforeAll), which no other test reads there.
 */
const audience = (regular: string) => ({
  rolling: false,
  early_deadline: null,
  regular_deadline: regular,
  priority_deadline: null,
});
const written = new Map<number, CatalogueCourse["deadlines"]>();
function withDeadlines(
  found: CatalogueCourse | undefined,
  fallback: CatalogueCourse,
  deadlines: NonNullable<CatalogueCourse["deadlines"]>,
): CatalogueCourse {
  if (found) return found;
  written.set(fallback.courseId, deadlines);
  return { ...fallback, deadlines };
}
const pairUniversity = SAMPLE_COURSES.find(
  (c) => SAMPLE_COURSES.filter((o) => o.universityId === c.universityId).length > 1,
)!;

/** Fall deadlines that differ between international and domestic students. */
const split = withDeadlines(
  SAMPLE_COURSES.find((c) => {
    const fall = c.deadlines?.fall_semester;
    return (
      fall &&
      "international" in fall &&
      fall.international.regular_deadline !== fall.domestic.regular_deadline
    );
  }),
  pairUniversity,
  {
    fall_semester: { international: audience("2027-01-15"), domestic: audience("2027-02-01") },
  },
);
const sibling = SAMPLE_COURSES.find(
  (c) => c.universityId === split.universityId && c.courseId !== split.courseId,
)!;
/** A Fall final_application_submission block at another university. */
const final = withDeadlines(
  SAMPLE_COURSES.find(
    (c) =>
      c.universityId !== split.universityId &&
      c.deadlines?.fall_semester !== undefined &&
      "final_application_submission" in c.deadlines.fall_semester,
  ),
  SAMPLE_COURSES.find((c) => c.universityId !== split.universityId)!,
  {
    fall_semester: {
      final_application_submission: {
        international_deadline: "2027-01-10",
        domestic_deadline: "2027-01-20",
      },
    },
  },
);

const add = (s: StudentClient, courseId: number) =>
  s.call("POST", "/api/check-and-add-course", {
    studentId: s.studentId,
    course: { course_id: courseId },
  });
const list = (s: StudentClient, studentId = s.studentId) =>
  s.call<ShortlistedCourse[][] | { message: string }>(
    "GET",
    `/api/fetch-shortlisted-universities/${studentId}`,
  );
const statusBody = (course: CatalogueCourse, status: unknown) => ({
  universityName: universityName(course.universityId),
  courseName: course.courseName,
  degreeCode: course.degreeCode,
  status,
});
const rowsOf = (studentId: string) =>
  app.orm.em
    .getConnection()
    .execute<{ course_id: number; status: string }[]>(
      "select course_id, status from shortlisted_course where student_id = ? order by course_id",
      [studentId],
    );
const historyOf = (studentId: string) =>
  app.orm.em
    .getConnection()
    .execute<{ course_id: number; from_status: string | null; to_status: string }[]>(
      "select course_id, from_status, to_status from shortlist_status_change where student_id = ? order by changed_at, to_status",
      [studentId],
    );

const gql = <T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown>,
  headers?: Record<string, string>,
) => graphqlCall<T>(app.baseUrl, query, variables, headers);

describe("GET /api/fetch-shortlisted-universities/{studentId}", () => {
  it("answers the spec's message for an empty shortlist", async () => {
    const s = await signUpStudent(app.baseUrl);
    expect(await list(s)).toEqual({
      status: 200,
      body: { message: SHORTLIST_MESSAGES.empty },
    });
  });

  it("answers one list per university, best-ranked first, with every field of the spec", async () => {
    const s = await signUpStudent(app.baseUrl);
    for (const course of [final, split, sibling]) await add(s, course.courseId);
    const { status, body } = await list(s);
    expect(status).toBe(200);
    const groups = body as ShortlistedCourse[][];
    expect(groups.map((g) => g.map((c) => c.course_id).sort())).toEqual(
      // The server's order: the best program rank (unknown last), then the larger program.
      [[split.courseId, sibling.courseId].sort(), [final.courseId]].sort((a, b) => {
        const of = (id: number) => SAMPLE_COURSES.find((c) => c.courseId === id)!;
        const best = (ids: number[]) =>
          Math.min(...ids.map((id) => of(id).courseRanking ?? Infinity));
        const largest = (ids: number[]) =>
          Math.max(...ids.map((id) => of(id).graduates?.["2024"] ?? -1));
        return best(a) - best(b) || largest(b) - largest(a);
      }),
    );
    const course = groups.flat().find((c) => c.course_id === split.courseId)!;
    expect(Object.keys(course)).toEqual(
      expect.arrayContaining([
        "university_name",
        "course_name",
        "degree_code",
        "category",
        "admitChances",
        "courseScore",
        "studentScore",
        "score_tier",
        "status",
        "applicationDeadlines",
        "course_id",
        "university_id",
        "state",
        "tuition",
        "weather",
        "course_ranking",
        "gpa_avg",
        "gre_required",
        "gre_required_jsonb",
      ]),
    );
    expect(course).toMatchObject({
      university_name: universityName(split.universityId),
      course_name: split.courseName,
      degree_code: split.degreeCode,
      status: "Shortlisted",
      category: "NA",
      tuition: split.tuition,
      course_ranking: split.courseRanking,
      gpa_avg: split.gpaAvg,
      gre_required: split.greRequired?.international ?? null,
      gre_required_jsonb: split.greRequired,
      applicationDeadlines: applicationDeadlinesFor(
        split.deadlines,
        "International Student",
        "Fall",
      ),
      source_url: null,
      verified_at: null,
    });
    // A final_application_submission block is the only deadline, as the regular one.
    const finalCourse = groups.flat().find((c) => c.course_id === final.courseId)!;
    const block = final.deadlines?.fall_semester as {
      final_application_submission: { international_deadline: string };
    };
    expect(finalCourse.applicationDeadlines).toEqual({
      rolling: false,
      early_deadline: null,
      priority_deadline: null,
      regular_deadline: block.final_application_submission.international_deadline,
    });
  });

  it("picks the deadlines by the student's current category and applying semester", async () => {
    const s = await signUpStudent(app.baseUrl);
    await add(s, split.courseId);
    const deadlinesNow = async () =>
      ((await list(s)).body as ShortlistedCourse[][])[0]![0]!.applicationDeadlines;
    const fall = split.deadlines?.fall_semester as {
      international: { regular_deadline: string };
      domestic: { regular_deadline: string };
    };
    expect((await deadlinesNow()).regular_deadline).toBe(fall.international.regular_deadline);
    await app.orm.em
      .getConnection()
      .execute("update student set category = 'Domestic Student' where id = ?", [s.studentId]);
    expect((await deadlinesNow()).regular_deadline).toBe(fall.domestic.regular_deadline);
    await app.orm.em
      .getConnection()
      .execute("update student set applying_semester = 'Summer' where id = ?", [s.studentId]);
    expect(await deadlinesNow()).toEqual(
      applicationDeadlinesFor(split.deadlines, "Domestic Student", "Summer"),
    );
  });

  it("answers 401 without a session and 403 for another student; staff read it through GraphQL", async () => {
    const s = await signUpStudent(app.baseUrl);
    await add(s, split.courseId);
    const path = `/api/fetch-shortlisted-universities/${s.studentId}`;
    expect((await callJson(app.baseUrl, "GET", path)).status).toBe(401);
    expect(await list(other, s.studentId)).toMatchObject({
      status: 403,
      body: { success: false, message: AUTH_MESSAGES.forbidden },
    });
    const key = await createStaffKey(app.orm.em.fork(), `shortlist-reader-${s.studentId}`);
    const read = await gql<{ shortlist: { course_id: number; status: string }[][] }>(
      "query($s: String!) { shortlist(studentId: $s) { course_id status } }",
      { s: s.studentId },
      { authorization: `Bearer ${key}` },
    );
    expect(read.data?.shortlist).toEqual([[{ course_id: split.courseId, status: "Shortlisted" }]]);
    const write = await gql(
      `mutation { deleteShortlistedCourse(courseId: ${split.courseId}) }`,
      {},
      { authorization: `Bearer ${key}` },
    );
    expect(write.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    expect(await rowsOf(s.studentId)).toHaveLength(1);
  });

  it("answers the same courses through GraphQL as through REST", async () => {
    const s = await signUpStudent(app.baseUrl);
    await add(s, split.courseId);
    await add(s, final.courseId);
    const rest = (await list(s)).body as ShortlistedCourse[][];
    const graphql = await s.call<{ data: { shortlist: unknown[][] } }>("POST", "/graphql", {
      query: `query($s: String!) { shortlist(studentId: $s) { course_id university_name status category
        admitChances applicationDeadlines { rolling early_deadline regular_deadline priority_deadline }
        gre_required gre_required_jsonb { international domestic } allowedStatuses } }`,
      variables: { s: s.studentId },
    });
    expect(graphql.body.data.shortlist).toEqual(
      rest.map((group) =>
        group.map((c) => ({
          course_id: c.course_id,
          university_name: c.university_name,
          status: c.status,
          category: c.category,
          admitChances: c.admitChances,
          applicationDeadlines: c.applicationDeadlines,
          gre_required: c.gre_required,
          gre_required_jsonb: c.gre_required_jsonb,
          allowedStatuses: ["Shortlisted", "Applied", "Wait Listed", "Accepted", "Rejected"],
        })),
      ),
    );
  });
});

describe("PUT /api/update-course-status/{studentId}", () => {
  it("changes a status, keeps every change in the history, and follows the rules", async () => {
    const s = await signUpStudent(app.baseUrl);
    await add(s, split.courseId);
    const put = (status: unknown) =>
      s.call<{ success: boolean; course?: ShortlistedCourse; message?: string }>(
        "PUT",
        `/api/update-course-status/${s.studentId}`,
        statusBody(split, status),
      );
    const applied = await put("Applied");
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      success: true,
      course: { course_id: split.courseId, status: "Applied", allowedStatuses: expect.any(Array) },
    });
    // Admitted means accepting an offer: only from Accepted.
    expect(await put("Admitted")).toMatchObject({
      status: 409,
      body: { success: false, message: SHORTLIST_MESSAGES.admittedNeedsOffer },
    });
    expect((await put("Accepted")).status).toBe(200);
    expect((await put("Admitted")).status).toBe(200);
    expect(await put("Rejected")).toMatchObject({
      status: 409,
      body: { message: SHORTLIST_MESSAGES.admittedStepsBack },
    });
    // A mistake can be corrected: back to Accepted, then anywhere.
    expect((await put("Accepted")).status).toBe(200);
    expect((await put("Shortlisted")).status).toBe(200);
    // The same status again changes nothing and adds no history.
    expect((await put("Shortlisted")).status).toBe(200);
    expect((await historyOf(s.studentId)).map((h) => [h.from_status, h.to_status])).toEqual([
      [null, "Shortlisted"],
      ["Shortlisted", "Applied"],
      ["Applied", "Accepted"],
      ["Accepted", "Admitted"],
      ["Admitted", "Accepted"],
      ["Accepted", "Shortlisted"],
    ]);
    const history = await s.call<{
      data: { statusHistory: { from: string | null; to: string }[] };
    }>("POST", "/graphql", {
      query: `query($s: String!, $c: Int!) { statusHistory(studentId: $s, courseId: $c) { from to changedAt } }`,
      variables: { s: s.studentId, c: split.courseId },
    });
    expect(history.body.data.statusHistory).toHaveLength(6);
  });

  it("matches university, course and degree code whatever their case", async () => {
    const s = await signUpStudent(app.baseUrl);
    await add(s, split.courseId);
    const body = statusBody(split, "Applied");
    const answer = await s.call("PUT", `/api/update-course-status/${s.studentId}`, {
      ...body,
      universityName: body.universityName.toUpperCase(),
      degreeCode: body.degreeCode.toLowerCase(),
    });
    expect(answer.status).toBe(200);
  });

  it("refuses bad bodies with a 400, a course not on the shortlist with a 404, and writes nothing", async () => {
    const s = await signUpStudent(app.baseUrl);
    await add(s, split.courseId);
    const path = `/api/update-course-status/${s.studentId}`;
    expect(await s.call("PUT", path, statusBody(split, "Enrolled"))).toMatchObject({
      status: 400,
      body: { success: false, message: SHORTLIST_MESSAGES.unknownStatus },
    });
    const { courseName: _, ...missing } = statusBody(split, "Applied");
    expect(await s.call("PUT", path, missing)).toMatchObject({
      status: 400,
      body: { message: "courseName is required." },
    });
    expect((await s.call("PUT", path, "Applied")).status).toBe(400);
    expect(await s.call("PUT", path, statusBody(sibling, "Applied"))).toMatchObject({
      status: 404,
      body: { message: SHORTLIST_MESSAGES.notOnShortlist },
    });
    expect(await rowsOf(s.studentId)).toEqual([
      { course_id: split.courseId, status: "Shortlisted" },
    ]);
    expect(await historyOf(s.studentId)).toHaveLength(1);
  });

  it("answers 401 without a session and 403 for another student, and writes nothing", async () => {
    const s = await signUpStudent(app.baseUrl);
    await add(s, split.courseId);
    const path = `/api/update-course-status/${s.studentId}`;
    expect((await callJson(app.baseUrl, "PUT", path, statusBody(split, "Applied"))).status).toBe(
      401,
    );
    expect((await other.call("PUT", path, statusBody(split, "Applied"))).status).toBe(403);
    expect(await rowsOf(s.studentId)).toEqual([
      { course_id: split.courseId, status: "Shortlisted" },
    ]);
  });

  it("applies two changes at once one after the other, both in the history", async () => {
    const s = await signUpStudent(app.baseUrl);
    await add(s, split.courseId);
    const path = `/api/update-course-status/${s.studentId}`;
    const answers = await Promise.all([
      s.call("PUT", path, statusBody(split, "Applied")),
      s.call("PUT", path, statusBody(split, "Rejected")),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const history = await historyOf(s.studentId);
    expect(history).toHaveLength(3);
    const last = history[2]!;
    expect(history[1]!.to_status).toBe(last.from_status);
    expect((await rowsOf(s.studentId))[0]!.status).toBe(last.to_status);
  });
});

describe("DELETE /api/delete-course", () => {
  const del = (s: StudentClient, query: string) => s.call("DELETE", `/api/delete-course?${query}`);

  it("removes a course and keeps its history on the student's record", async () => {
    const s = await signUpStudent(app.baseUrl);
    await add(s, split.courseId);
    await add(s, sibling.courseId);
    expect(await del(s, `studentId=${s.studentId}&courseId=${split.courseId}`)).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await rowsOf(s.studentId)).map((r) => r.course_id)).toEqual([sibling.courseId]);
    expect((await historyOf(s.studentId)).map((h) => h.course_id).sort()).toEqual(
      [split.courseId, sibling.courseId].sort(),
    );
    expect(await del(s, `studentId=${s.studentId}&courseId=${split.courseId}`)).toMatchObject({
      status: 404,
      body: { success: false, message: SHORTLIST_MESSAGES.notOnShortlist },
    });
  });

  it("refuses a bad query with a 400, others with 401 and 403, and removes nothing", async () => {
    const s = await signUpStudent(app.baseUrl);
    await add(s, split.courseId);
    expect(await del(s, `studentId=${s.studentId}&courseId=abc`)).toMatchObject({
      status: 400,
      body: { message: DETAILS_MESSAGES.badCourseId },
    });
    expect(await del(s, `studentId=${s.studentId}&courseId=1.5`)).toMatchObject({ status: 400 });
    expect(await del(s, `studentId=${s.studentId}&courseId=99999999999`)).toMatchObject({
      status: 400,
      body: { message: DETAILS_MESSAGES.badCourseId },
    });
    expect(await del(s, `courseId=${split.courseId}`)).toMatchObject({
      status: 400,
      body: { message: "studentId is required." },
    });
    expect(
      (
        await callJson(
          app.baseUrl,
          "DELETE",
          `/api/delete-course?studentId=${s.studentId}&courseId=${split.courseId}`,
        )
      ).status,
    ).toBe(401);
    expect(await del(other, `studentId=${s.studentId}&courseId=${split.courseId}`)).toMatchObject({
      status: 403,
      body: { message: AUTH_MESSAGES.forbidden },
    });
    expect(await rowsOf(s.studentId)).toHaveLength(1);
  });
});

describe("the status popup", () => {
  const popupsOf = (s: StudentClient) =>
    s.call<Popup[]>("GET", `/api/popups/student/${s.studentId}`);
  const serviceFor = () => new PopupService(app.orm.em.fork(), new ShortlistReadService(sql));
  const fall = split.deadlines?.fall_semester as { international: { regular_deadline: string } };
  const deadline = fall.international.regular_deadline;
  const dayAfter = (iso: string, days: number) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it("shows while a course is still Shortlisted after its deadline, or Applied well after it", async () => {
    const s = await signUpStudent(app.baseUrl);
    expect((await popupsOf(s)).body).toEqual([
      { id: 1, show: false, show_after_seconds: 0, popup_for: POPUP_FOR.statusUpdate },
    ]);
    await add(s, split.courseId);
    const service = serviceFor();
    expect((await service.popups(s.studentId, deadline))[0]!.show).toBe(false);
    expect((await service.popups(s.studentId, dayAfter(deadline, 1)))[0]!.show).toBe(true);
    await s.call("PUT", `/api/update-course-status/${s.studentId}`, statusBody(split, "Applied"));
    expect((await service.popups(s.studentId, dayAfter(deadline, 10)))[0]!.show).toBe(false);
    expect((await service.popups(s.studentId, dayAfter(deadline, 60)))[0]!.show).toBe(true);
    await s.call("PUT", `/api/update-course-status/${s.studentId}`, statusBody(split, "Rejected"));
    expect((await service.popups(s.studentId, dayAfter(deadline, 60)))[0]!.show).toBe(false);
  });

  it("stays away after 'Never Show Again', and comes back when the dismissal is undone", async () => {
    const s = await signUpStudent(app.baseUrl);
    await add(s, split.courseId);
    const later = dayAfter(deadline, 1);
    const dismiss = (body: unknown, popupId: unknown = 1) =>
      s.call("POST", `/api/popups/student/${s.studentId}/${popupId}/dismiss`, body);
    expect(await dismiss({ is_dismissed: true })).toEqual({ status: 200, body: { success: true } });
    expect(await dismiss({ is_dismissed: true })).toEqual({ status: 200, body: { success: true } });
    expect((await serviceFor().popups(s.studentId, later))[0]!.show).toBe(false);
    expect((await dismiss({ is_dismissed: false })).status).toBe(200);
    expect((await serviceFor().popups(s.studentId, later))[0]!.show).toBe(true);
    // GraphQL records the same dismissal.
    const graphql = await s.call<{ data: { dismissPopup: boolean } }>("POST", "/graphql", {
      query: "mutation { dismissPopup(popupId: 1, isDismissed: true) }",
    });
    expect(graphql.body.data.dismissPopup).toBe(true);
    expect((await serviceFor().popups(s.studentId, later))[0]!.show).toBe(false);
  });

  it("refuses bad dismissals with 400 and 404, others with 401 and 403, and writes nothing", async () => {
    const s = await signUpStudent(app.baseUrl);
    const path = (popupId: unknown, studentId = s.studentId) =>
      `/api/popups/student/${studentId}/${popupId}/dismiss`;
    expect((await s.call("POST", path("abc"), { is_dismissed: true })).status).toBe(400);
    expect((await s.call("POST", path(99999999999), { is_dismissed: true })).status).toBe(400);
    expect(await s.call("POST", path(1), {})).toMatchObject({
      status: 400,
      body: { message: "is_dismissed must be true or false." },
    });
    expect(await s.call("POST", path(1), { is_dismissed: "yes" })).toMatchObject({ status: 400 });
    expect(await s.call("POST", path(999), { is_dismissed: true })).toMatchObject({
      status: 404,
    });
    expect((await callJson(app.baseUrl, "POST", path(1), { is_dismissed: true })).status).toBe(401);
    expect((await callJson(app.baseUrl, "GET", `/api/popups/student/${s.studentId}`)).status).toBe(
      401,
    );
    expect((await other.call("POST", path(1), { is_dismissed: true })).status).toBe(403);
    expect((await other.call("GET", `/api/popups/student/${s.studentId}`)).status).toBe(403);
    const dismissals = await app.orm.em
      .getConnection()
      .execute("select 1 from popup_dismissal where student_id = ?", [s.studentId]);
    expect(dismissals).toHaveLength(0);
  });
});

describe("the deadline calendar", () => {
  async function fetchIcs(url: string, cookie = "") {
    const res = await fetch(url, { headers: { cookie } });
    return {
      status: res.status,
      type: res.headers.get("content-type"),
      res,
      text: await res.text(),
    };
  }
  function eventsOf(text: string) {
    const calendar = new ICAL.Component(ICAL.parse(text));
    return calendar.getAllSubcomponents("vevent").map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toString(),
        allDay: event.startDate.isDate,
        url: String(vevent.getFirstPropertyValue("url")),
      };
    });
  }

  it("downloads one all-day event per dated deadline, with the university and course and a link back", async () => {
    const s = await signUpStudent(app.baseUrl);
    await add(s, split.courseId);
    await add(s, final.courseId);
    const { status, type, res, text } = await fetchIcs(
      `${app.baseUrl}/api/shortlist-calendar/${s.studentId}`,
      s.jar.header(),
    );
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/calendar/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename=".+\.ics"/);
    const events = eventsOf(text);
    const expected = [split, final].flatMap((c) => {
      const d = applicationDeadlinesFor(c.deadlines, "International Student", "Fall");
      return [d.early_deadline, d.priority_deadline, d.regular_deadline]
        .filter((x): x is string => x !== null)
        .map((date) => ({ course: c, date }));
    });
    expect(events).toHaveLength(expected.length);
    for (const { course, date } of expected) {
      const event = events.find(
        (e) =>
          e.start === date &&
          e.summary.includes(course.courseName) &&
          e.uid.includes(String(course.courseId)),
      );
      expect(event, `${course.courseId} ${date}`).toBeDefined();
      expect(event!.allDay).toBe(true);
      expect(event!.summary).toContain(universityName(course.universityId));
      expect(event!.url).toContain(`universityId=${course.universityId}`);
    }
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it("needs the student's own session for the download", async () => {
    const s = await signUpStudent(app.baseUrl);
    const url = `${app.baseUrl}/api/shortlist-calendar/${s.studentId}`;
    expect((await fetchIcs(url)).status).toBe(401);
    expect((await fetchIcs(url, other.jar.header())).status).toBe(403);
  });

  it("serves a private feed without cookies, and a reset stops the old URL", async () => {
    const s = await signUpStudent(app.baseUrl);
    await add(s, split.courseId);
    const before = await s.call<{ data: { calendarFeed: { active: boolean; url: null } } }>(
      "POST",
      "/graphql",
      {
        query: "query($s: String!) { calendarFeed(studentId: $s) { active url downloadPath } }",
        variables: { s: s.studentId },
      },
    );
    expect(before.body.data.calendarFeed).toEqual({
      active: false,
      url: null,
      downloadPath: `/api/shortlist-calendar/${s.studentId}`,
    });
    const first = await s.call<{ success: boolean; url: string }>(
      "POST",
      `/api/shortlist-calendar/${s.studentId}/feed`,
    );
    expect(first.status).toBe(200);
    const firstUrl = new URL(first.body.url);
    expect(firstUrl.pathname).toMatch(/^\/api\/calendar-feed\/[A-Za-z0-9_-]{40,}\.ics$/);
    const local = (url: URL) => `${app.baseUrl}${url.pathname}`;
    const feed = await fetchIcs(local(firstUrl));
    expect(feed.status).toBe(200);
    expect(feed.res.headers.get("content-disposition")).toBeNull();
    expect(eventsOf(feed.text).length).toBeGreaterThan(0);
    // The token is stored only as its hash.
    const stored = await app.orm.em
      .getConnection()
      .execute<{ token_hash: string }[]>(
        "select token_hash from calendar_feed where student_id = ?",
        [s.studentId],
      );
    expect(firstUrl.pathname).not.toContain(stored[0]!.token_hash);

    const reset = await s.call<{ data: { resetCalendarFeed: { active: boolean; url: string } } }>(
      "POST",
      "/graphql",
      {
        query: "mutation { resetCalendarFeed { active url } }",
      },
    );
    const secondUrl = new URL(reset.body.data.resetCalendarFeed.url);
    expect(secondUrl.pathname).not.toBe(firstUrl.pathname);
    expect((await fetchIcs(local(firstUrl))).status).toBe(404);
    expect((await fetchIcs(local(secondUrl))).status).toBe(200);
    expect((await fetchIcs(`${app.baseUrl}/api/calendar-feed/not-a-token.ics`)).status).toBe(404);
    expect((await other.call("POST", `/api/shortlist-calendar/${s.studentId}/feed`)).status).toBe(
      403,
    );
  });
});
