import { AUTH_MESSAGES } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app";
import { callJson, graphqlCall, signUpStudent } from "../../testing/student-client";
import { createStaffKey } from "../staff/staff-keys";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const path = (studentId: string) => `/api/notification-choices/${studentId}`;

describe("GET/PUT /api/notification-choices/{student_id}", () => {
  it("reminders are on for a new student, and the student turns them off and on", async () => {
    const s = await signUpStudent(app.baseUrl);
    expect(await s.call("GET", path(s.studentId))).toEqual({
      status: 200,
      body: { deadline_reminders: true },
    });
    expect(await s.call("PUT", path(s.studentId), { deadline_reminders: false })).toEqual({
      status: 200,
      body: { deadline_reminders: false },
    });
    expect((await s.call("GET", path(s.studentId))).body).toEqual({ deadline_reminders: false });
  });

  it("answers 401 without a session, 403 for another student, 400 for a bad body", async () => {
    const s = await signUpStudent(app.baseUrl);
    const other = await signUpStudent(app.baseUrl);
    expect((await callJson(app.baseUrl, "GET", path(s.studentId))).status).toBe(401);
    const put = await callJson(app.baseUrl, "PUT", path(s.studentId), {
      deadline_reminders: false,
    });
    expect(put.status).toBe(401);
    for (const method of ["GET", "PUT"]) {
      expect(await other.call(method, path(s.studentId), { deadline_reminders: false })).toEqual({
        status: 403,
        body: { success: false, message: AUTH_MESSAGES.forbidden },
      });
    }
    const bad = await s.call("PUT", path(s.studentId), { deadline_reminders: "no" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("deadline_reminders must be true or false.");
    expect((await s.call("GET", path(s.studentId))).body).toEqual({ deadline_reminders: true });
  });
});

describe("GraphQL notificationChoices / setDeadlineReminders", () => {
  const read = "query($s: String) { notificationChoices(studentId: $s) { deadline_reminders } }";
  const write = "mutation($on: Boolean!) { setDeadlineReminders(on: $on) { deadline_reminders } }";

  it("the student reads and writes; staff read only; others are refused", async () => {
    const s = await signUpStudent(app.baseUrl);
    const other = await signUpStudent(app.baseUrl);
    const own = { cookie: s.jar.header() };
    const off = await graphqlCall(app.baseUrl, write, { on: false }, own);
    expect(off.data).toEqual({ setDeadlineReminders: { deadline_reminders: false } });
    expect((await graphqlCall(app.baseUrl, read, {}, own)).data).toEqual({
      notificationChoices: { deadline_reminders: false },
    });
    const visitor = await graphqlCall(app.baseUrl, read, {});
    expect(visitor.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const stranger = await graphqlCall(
      app.baseUrl,
      read,
      { s: s.studentId },
      { cookie: other.jar.header() },
    );
    expect(stranger.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const key = await createStaffKey(app.orm.em.fork(), `reminders-reader-${s.studentId}`);
    const staff = { authorization: `Bearer ${key}` };
    expect((await graphqlCall(app.baseUrl, read, { s: s.studentId }, staff)).data).toEqual({
      notificationChoices: { deadline_reminders: false },
    });
    const staffWrite = await graphqlCall(app.baseUrl, write, { on: true }, staff);
    expect(staffWrite.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    expect((await s.call("GET", path(s.studentId))).body).toEqual({ deadline_reminders: false });
  });
});
