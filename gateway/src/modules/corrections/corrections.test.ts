/**
 * Figures people can correct (docs/corrections.md), through REST and GraphQL on a real
 * database: a student's proposal (valid, refused, signed out, rate limited), staff's list,
 * acceptance and rejection (students refused), the audit's rows, the accepted figure on the
 * course's details with its source and date; and a student's own deadline winning in their
 * shortlist's calendar.
 */
import { randomUUID } from "node:crypto";
import {
  API,
  AUTH_MESSAGES,
  CORRECTION_MESSAGES as M,
  OWN_DEADLINE_MESSAGES,
  pathOf,
  SHORTLIST_MESSAGES,
} from "@gradplan/schema";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app";
import { SAMPLE_COURSES } from "../../testing/catalogue-kit";
import { randomClientIp } from "../../testing/client-ip";
import {
  callJson,
  graphqlCall,
  type StudentClient,
  signUpStudent,
} from "../../testing/student-client";
import { createStaffKey } from "../staff/staff-keys";
import { CORRECTION_LIMITS } from "./corrections.api";

/** Courses with a detailed Fall entry, from the end of the list (other files take the start). */
const inFile = SAMPLE_COURSES.filter(
  (c) => c.deadlines?.fall_semester && "international" in c.deadlines.fall_semester,
).reverse();
const USED = 8 * 3;
/**
 * The real catalogue knows no deadline: this file then writes a detailed Fall entry into the
 * courses it uses (beforeAll) and clears it afterwards; no other test reads them there.
 */
const audience = (regular: string) => ({
  rolling: false,
  early_deadline: null,
  regular_deadline: regular,
  priority_deadline: null,
});
const WRITTEN_FALL = {
  fall_semester: { international: audience("2027-01-15"), domestic: audience("2027-02-01") },
};
const writes = inFile.length < USED;
const detailed = writes
  ? [...SAMPLE_COURSES].reverse().map((c) => ({ ...c, deadlines: WRITTEN_FALL }))
  : inFile;
const course = (i: number) => detailed[i * 3]!;

let app: TestApp;
let staff: Record<string, string>;
let student: StudentClient;
beforeAll(async () => {
  app = await startTestApp();
  staff = {
    authorization: `Bearer ${await createStaffKey(app.orm.em.fork(), "figures-desk")}`,
  };
  student = await signUpStudent(app.baseUrl);
  if (writes)
    for (let i = 0; i < USED / 3; i++)
      await app.orm.em
        .getConnection()
        .execute("update course set deadlines = ?::jsonb where id = ?", [
          JSON.stringify(WRITTEN_FALL),
          course(i).courseId,
        ]);
});
afterAll(async () => {
  // The files share one database: accepted figures go back to the catalogue's, as other files
  // compare the courses with the files.
  const connection = app.orm.em.fork().getConnection();
  for (const c of [course(1), course(2)]) {
    await connection.execute("update course set toefl_min = ?, deadlines = ?::jsonb where id = ?", [
      c.toeflMin,
      JSON.stringify(c.deadlines),
      c.courseId,
    ]);
  }
  await connection.execute("delete from course_figure");
  if (writes)
    await connection.execute("update course set deadlines = null where id = any(?::int[])", [
      `{${Array.from({ length: USED / 3 }, (_, i) => course(i).courseId).join(",")}}`,
    ]);
  await app.close();
});

const proposal = (overrides: Record<string, unknown> = {}) => ({
  courseId: course(0).courseId,
  field: "toefl_min",
  value: "100",
  sourceUrl: "https://grad.example.edu/admissions/ms",
  note: "  The page lists 100 as the minimum.  ",
  ...overrides,
});

async function proposeRest(
  body: unknown,
  s: StudentClient | null = student,
  from = randomClientIp(),
) {
  const res = await fetch(`${app.baseUrl}${pathOf(API.corrections.proposeCorrection)}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": from,
      cookie: s?.jar.header() ?? "",
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const PROPOSE = `mutation ($input: ProposeCorrectionInputType!) {
  proposeCorrection(input: $input) { success message id }
}`;
const PENDING = `query { pendingCorrections { id courseId courseName universityName field figure
  figureLabel value currentValue sourceUrl note status decidedBy } }`;
const ACCEPT = `mutation ($id: ID!, $verifiedAt: String) {
  acceptCorrection(id: $id, verifiedAt: $verifiedAt) { id status currentValue value decidedBy }
}`;
const REJECT = `mutation ($id: ID!, $reason: String!) {
  rejectCorrection(id: $id, reason: $reason) { id status reason decidedBy }
}`;
const AUDIT = `query ($courseId: Int) { figureAudit(courseId: $courseId) {
  courseId figure action actorKind actor oldValue newValue sourceUrl correctionId detail at } }`;
const DETAILS = `query ($courseId: Int!) { courseDetails(courseId: $courseId) {
  english_scores { toefl { total_score } } deadlines
  sourced_figures { figure label value source_url verified_at } } }`;

type Row = Record<string, unknown>;
const asStaff = <T>(query: string, variables: Row = {}) =>
  graphqlCall<T>(app.baseUrl, query, variables, staff);
const asStudent = <T>(s: StudentClient, query: string, variables: Row = {}) =>
  graphqlCall<T>(app.baseUrl, query, variables, {
    cookie: s.jar.header(),
    "x-forwarded-for": randomClientIp(),
  });

async function pendingFor(id: string): Promise<Row | undefined> {
  const answer = await asStaff<{ pendingCorrections: Row[] }>(PENDING);
  return answer.data?.pendingCorrections.find((c) => c.id === id);
}

describe("proposing a correction", () => {
  it("stores a valid proposal as pending (REST 201), with the value it would replace", async () => {
    const answer = await proposeRest(proposal());
    expect(answer).toEqual({
      status: 201,
      body: { success: true, message: M.submitted, id: expect.any(String) },
    });
    expect(await pendingFor(String(answer.body.id))).toMatchObject({
      courseId: course(0).courseId,
      courseName: course(0).courseName,
      field: "toefl_min",
      figure: "toefl_min",
      figureLabel: "TOEFL minimum (total score)",
      value: "100",
      currentValue: course(0).toeflMin === null ? null : String(course(0).toeflMin),
      sourceUrl: "https://grad.example.edu/admissions/ms",
      note: "The page lists 100 as the minimum.",
      status: "pending",
      decidedBy: null,
    });
  });

  it("takes a deadline through GraphQL, naming its semester, applicants and kind", async () => {
    const answer = await asStudent<{ proposeCorrection: Row }>(student, PROPOSE, {
      input: proposal({
        field: "deadline",
        semester: "Fall",
        applicants: "international",
        kind: "regular_deadline",
        value: "2027-01-15",
        note: null,
      }),
    });
    expect(answer.errors).toBeUndefined();
    const pending = await pendingFor(String(answer.data?.proposeCorrection.id));
    expect(pending).toMatchObject({
      figure: "deadline.fall_semester.international.regular_deadline",
      figureLabel: "Fall, international applicants: regular deadline",
      value: "2027-01-15",
    });
  });

  it("refuses bad input with each field's message (400), and stores nothing", async () => {
    const cases: [Row, Record<string, string>][] = [
      [{ sourceUrl: "ftp://example.edu/page" }, { sourceUrl: M.sourceInvalid }],
      [{ sourceUrl: "https://example edu/x" }, { sourceUrl: M.sourceInvalid }],
      [{ sourceUrl: "  " }, { sourceUrl: M.sourceRequired }],
      [{ sourceUrl: `https://example.edu/${"a".repeat(500)}` }, { sourceUrl: M.urlTooLong }],
      [{ value: "121" }, { value: M.toeflInvalid }],
      [{ field: "ielts_min", value: "6.3" }, { value: M.ieltsInvalid }],
      [{ field: "gre_min", value: "250" }, { value: M.greInvalid }],
      [{ field: "program_url", value: "javascript:alert(1)" }, { value: M.programUrlInvalid }],
      [{ field: "acceptance_rate" }, { field: M.fieldRequired }],
      [
        { field: "deadline", value: "2027-02-30" },
        {
          semester: M.semesterRequired,
          applicants: M.applicantsRequired,
          kind: M.kindRequired,
          value: M.dateInvalid,
        },
      ],
      [{ note: "x".repeat(501) }, { note: M.noteTooLong }],
    ];
    const before = await app.orm.em
      .fork()
      .getConnection()
      .execute("select count(*)::int as n from course_correction");
    for (const [overrides, errors] of cases) {
      const answer = await proposeRest(proposal(overrides));
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.body, JSON.stringify(overrides)).toMatchObject({ success: false, errors });
    }
    const wrongType = await proposeRest(proposal({ courseId: "12" }));
    expect(wrongType.status).toBe(400);
    const after = await app.orm.em
      .fork()
      .getConnection()
      .execute("select count(*)::int as n from course_correction");
    expect(after).toEqual(before);
    // GraphQL answers the same messages as BAD_USER_INPUT.
    const graphql = await asStudent(student, PROPOSE, { input: proposal({ value: "abc" }) });
    expect(graphql.errors?.[0]).toMatchObject({
      message: M.toeflInvalid,
      extensions: { code: "BAD_USER_INPUT", errors: { value: M.toeflInvalid } },
    });
  });

  it("answers 404 for a course that does not exist", async () => {
    const answer = await proposeRest(proposal({ courseId: 999_999_999 }));
    expect(answer).toEqual({ status: 404, body: { success: false, message: M.courseNotFound } });
  });

  it("needs a signed-in student: 401 over REST, UNAUTHENTICATED over GraphQL", async () => {
    expect(await proposeRest(proposal(), null)).toEqual({
      status: 401,
      body: { success: false, message: AUTH_MESSAGES.signInRequired },
    });
    const answer = await graphqlCall(app.baseUrl, PROPOSE, { input: proposal() });
    expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it(`allows ${CORRECTION_LIMITS.perSubject} proposals an hour per student, then 429`, async () => {
    const s = await signUpStudent(app.baseUrl);
    for (let i = 0; i < CORRECTION_LIMITS.perSubject; i++) {
      expect((await proposeRest(proposal({ value: String(80 + i) }), s)).status).toBe(201);
    }
    expect(await proposeRest(proposal(), s)).toEqual({
      status: 429,
      body: { success: false, message: M.tooMany },
    });
    // Another student is not held back by the first.
    expect((await proposeRest(proposal(), await signUpStudent(app.baseUrl))).status).toBe(201);
  });
});

describe("staff's review", () => {
  it("refuses students and strangers: FORBIDDEN with a session, UNAUTHENTICATED without", async () => {
    const id = randomUUID();
    for (const [query, variables] of [
      [PENDING, {}],
      [ACCEPT, { id }],
      [REJECT, { id, reason: "no" }],
      [AUDIT, {}],
    ] as const) {
      const mine = await asStudent(student, query, variables);
      expect(mine.errors?.[0]).toMatchObject({
        message: M.staffOnly,
        extensions: { code: "FORBIDDEN" },
      });
      const nobody = await graphqlCall(app.baseUrl, query, variables);
      expect(nobody.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      const wrongKey = await graphqlCall(app.baseUrl, query, variables, {
        authorization: "Bearer gp_staff_wrong",
      });
      expect(wrongKey.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
  });

  it("accepts: the figure goes into the course, shows with its source and date, and is audited", async () => {
    const c = course(1);
    const proposed = await proposeRest(
      proposal({ courseId: c.courseId, value: "105", sourceUrl: "https://grad.example.edu/toefl" }),
    );
    const id = String(proposed.body.id);
    const accepted = await asStaff<{ acceptCorrection: Row }>(ACCEPT, {
      id,
      verifiedAt: "2026-11-20",
    });
    expect(accepted.data?.acceptCorrection).toEqual({
      id,
      status: "accepted",
      currentValue: c.toeflMin === null ? null : String(c.toeflMin),
      value: "105",
      decidedBy: "figures-desk",
    });
    const details = await graphqlCall<{ courseDetails: Row }>(app.baseUrl, DETAILS, {
      courseId: c.courseId,
    });
    expect(details.data?.courseDetails).toMatchObject({
      english_scores: { toefl: { total_score: 105 } },
      sourced_figures: [
        {
          figure: "toefl_min",
          label: "TOEFL minimum (total score)",
          value: "105",
          source_url: "https://grad.example.edu/toefl",
          verified_at: "2026-11-20",
        },
      ],
    });
    // REST answers the same figures for outside clients.
    const rest = await callJson<{ toefl_min?: unknown; sourced_figures: Row[] }>(
      app.baseUrl,
      "GET",
      pathOf(API.search.courseDetails, { courseId: c.courseId }),
    );
    expect(rest.body.sourced_figures).toEqual([
      {
        figure: "toefl_min",
        label: "TOEFL minimum (total score)",
        value: "105",
        source_url: "https://grad.example.edu/toefl",
        verified_at: "2026-11-20",
      },
    ]);
    const audit = await asStaff<{ figureAudit: Row[] }>(AUDIT, { courseId: c.courseId });
    expect(audit.data?.figureAudit).toEqual([
      expect.objectContaining({
        action: "accepted",
        actorKind: "staff",
        actor: "figures-desk",
        oldValue: c.toeflMin === null ? null : String(c.toeflMin),
        newValue: "105",
        correctionId: id,
        detail: "verified 2026-11-20",
      }),
      expect.objectContaining({
        action: "proposed",
        actorKind: "student",
        actor: student.studentId,
        oldValue: c.toeflMin === null ? null : String(c.toeflMin),
        newValue: "105",
        sourceUrl: "https://grad.example.edu/toefl",
      }),
    ]);
    // Decided once: a second decision is a conflict and writes nothing.
    const again = await asStaff(REJECT, { id, reason: "late" });
    expect(again.errors?.[0]).toMatchObject({ message: M.alreadyDecided });
    expect(
      (await asStaff<{ figureAudit: Row[] }>(AUDIT, { courseId: c.courseId })).data?.figureAudit,
    ).toHaveLength(2);
  });

  it("accepts a deadline into the course's deadlines, dated today by default", async () => {
    const c = course(2);
    const proposed = await proposeRest(
      proposal({
        courseId: c.courseId,
        field: "deadline",
        semester: "Fall",
        applicants: "domestic",
        kind: "priority_deadline",
        value: "2026-12-20",
      }),
    );
    const accepted = await asStaff<{ acceptCorrection: Row }>(ACCEPT, { id: proposed.body.id });
    expect(accepted.errors).toBeUndefined();
    const details = await graphqlCall<{
      courseDetails: { deadlines: string; sourced_figures: Row[] };
    }>(app.baseUrl, DETAILS, { courseId: c.courseId });
    const deadlines = JSON.parse(details.data!.courseDetails.deadlines);
    expect(deadlines.fall_semester.domestic.priority_deadline).toBe("2026-12-20");
    // The other audience keeps its dates.
    expect(deadlines.fall_semester.international).toEqual(
      (c.deadlines as { fall_semester: { international: unknown } }).fall_semester.international,
    );
    expect(details.data!.courseDetails.sourced_figures).toEqual([
      expect.objectContaining({
        figure: "deadline.fall_semester.domestic.priority_deadline",
        label: "Fall, domestic applicants: priority deadline",
        verified_at: new Date().toISOString().slice(0, 10),
      }),
    ]);
  });

  it("rejects with a reason: the course keeps its figure, the audit has the step", async () => {
    const c = course(3);
    const proposed = await proposeRest(
      proposal({ courseId: c.courseId, field: "gre_min", value: "330" }),
    );
    const id = String(proposed.body.id);
    const noReason = await asStaff(REJECT, { id, reason: "  " });
    expect(noReason.errors?.[0]).toMatchObject({
      message: M.reasonRequired,
      extensions: { code: "BAD_USER_INPUT" },
    });
    const rejected = await asStaff<{ rejectCorrection: Row }>(REJECT, {
      id,
      reason: "The page says 320.",
    });
    expect(rejected.data?.rejectCorrection).toEqual({
      id,
      status: "rejected",
      reason: "The page says 320.",
      decidedBy: "figures-desk",
    });
    expect(await pendingFor(id)).toBeUndefined();
    const details = await graphqlCall<{ courseDetails: Row }>(app.baseUrl, DETAILS, {
      courseId: c.courseId,
    });
    expect(details.data?.courseDetails.sourced_figures).toEqual([]);
    const audit = await asStaff<{ figureAudit: Row[] }>(AUDIT, { courseId: c.courseId });
    expect(audit.data?.figureAudit[0]).toMatchObject({
      action: "rejected",
      actor: "figures-desk",
      oldValue: c.greMin === null ? null : String(c.greMin),
      newValue: "330",
      detail: "The page says 320.",
    });
  });

  it("answers not found for an unknown id, and refuses a verified date in the future", async () => {
    const unknown = await asStaff(ACCEPT, { id: randomUUID() });
    expect(unknown.errors?.[0]).toMatchObject({
      message: M.notFound,
      extensions: { code: "NOT_FOUND" },
    });
    const malformed = await asStaff(ACCEPT, { id: "12" });
    expect(malformed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const proposed = await proposeRest(proposal({ courseId: course(4).courseId }));
    const future = await asStaff(ACCEPT, { id: proposed.body.id, verifiedAt: "2999-01-01" });
    expect(future.errors?.[0]).toMatchObject({ message: M.verifiedAtInvalid });
  });

  it("keeps the audit append-only: the database refuses to change or delete a row", async () => {
    const connection = app.orm.em.fork().getConnection();
    await expect(connection.execute("update figure_audit set actor = 'someone'")).rejects.toThrow(
      /append-only/,
    );
    await expect(connection.execute("delete from figure_audit")).rejects.toThrow(/append-only/);
  });
});

describe("a student's own deadline", () => {
  const SET = `mutation ($courseId: Int!, $date: String) {
    setOwnDeadline(courseId: $courseId, date: $date) {
      course_id own_deadline applicationDeadlines { regular_deadline early_deadline priority_deadline }
    }
  }`;
  const eventsOf = (text: string) =>
    new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents("vevent")
      .map((vevent) => new ICAL.Event(vevent))
      .map((e) => ({ uid: e.uid, summary: e.summary, start: e.startDate.toString() }));

  it("is kept beside the program's deadlines and is the calendar's only event for the course", async () => {
    const s = await signUpStudent(app.baseUrl);
    const c = course(5);
    await s.call("POST", "/api/check-and-add-course", {
      studentId: s.studentId,
      course: { course_id: c.courseId },
    });
    const ics = async () => {
      const res = await fetch(`${app.baseUrl}/api/shortlist-calendar/${s.studentId}`, {
        headers: { cookie: s.jar.header() },
      });
      return eventsOf(await res.text());
    };
    const before = await ics();
    expect(before.length).toBeGreaterThan(0);

    const set = await asStudent<{ setOwnDeadline: Row }>(s, SET, {
      courseId: c.courseId,
      date: "2026-12-05",
    });
    const fall = c.deadlines?.fall_semester as { international: Record<string, unknown> };
    expect(set.data?.setOwnDeadline).toEqual({
      course_id: c.courseId,
      own_deadline: "2026-12-05",
      // The spec's field keeps the program's dates.
      applicationDeadlines: {
        regular_deadline: fall.international.regular_deadline,
        early_deadline: fall.international.early_deadline,
        priority_deadline: fall.international.priority_deadline,
      },
    });
    const rest = await s.call<Row[][]>("GET", `/api/fetch-shortlisted-universities/${s.studentId}`);
    expect(rest.body[0]?.[0]).toMatchObject({ own_deadline: "2026-12-05" });
    expect(await ics()).toEqual([
      {
        uid: expect.stringContaining(`gradplan-${c.courseId}-own_deadline@`),
        summary: expect.stringMatching(/^Your own deadline: /),
        start: "2026-12-05",
      },
    ]);

    // Removed: the program's deadlines are back.
    await asStudent(s, SET, { courseId: c.courseId, date: null });
    expect(await ics()).toEqual(before);
  });

  it("refuses a date that is not real (400), a course not on the shortlist (404), another student's course (not on their own)", async () => {
    const s = await signUpStudent(app.baseUrl);
    const c = course(6);
    await s.call("POST", "/api/check-and-add-course", {
      studentId: s.studentId,
      course: { course_id: c.courseId },
    });
    const bad = await asStudent(s, SET, {
      courseId: c.courseId,
      date: "2026-13-01",
    });
    expect(bad.errors?.[0]).toMatchObject({
      message: OWN_DEADLINE_MESSAGES.invalid,
      extensions: { code: "BAD_USER_INPUT" },
    });
    const notListed = await asStudent(s, SET, {
      courseId: course(7).courseId,
      date: "2026-12-01",
    });
    expect(notListed.errors?.[0]).toMatchObject({ message: SHORTLIST_MESSAGES.notOnShortlist });
    const other = await asStudent(student, SET, {
      courseId: c.courseId,
      date: "2026-12-01",
    });
    // GraphQL names no student: the other student's session sets on their own shortlist.
    expect(other.errors?.[0]).toMatchObject({ message: SHORTLIST_MESSAGES.notOnShortlist });
    const anonymous = await callJson(app.baseUrl, "POST", "/graphql", {
      query: SET,
      variables: { courseId: c.courseId, date: "2026-12-01" },
    });
    expect(JSON.stringify(anonymous.body)).toContain("UNAUTHENTICATED");
  });
});
