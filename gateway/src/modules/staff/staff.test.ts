import { randomUUID } from "node:crypto";
import { AUTH_MESSAGES } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app";
import { graphqlCall, TEST_PASSWORD } from "../../testing/student-client";
import { StaffApiKey } from "./staff-api-key.entity";
import { createStaffKey } from "./staff-keys";

let app: TestApp;
let staffKey: string;
beforeAll(async () => {
  app = await startTestApp();
  staffKey = await createStaffKey(app.orm.em.fork(), "admissions-dashboard");
});
afterAll(async () => {
  await app.close();
});

const PASSWORD = TEST_PASSWORD;

const gql = (query: string, variables: Record<string, unknown>, headers?: Record<string, string>) =>
  graphqlCall(app.baseUrl, query, variables, headers);

async function registerStudent(): Promise<{ id: string; cookie: string }> {
  const res = await fetch(`${app.baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `s-${randomUUID()}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      firstName: "Lin",
      lastName: "Chen",
      category: "International Student",
    }),
  });
  const body = (await res.json()) as { user: { student_id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { id: body.user.student_id, cookie };
}

const STUDENT = "query($id: String!) { student(studentId: $id) { student_id firstname } }";

describe("staff API keys", () => {
  it("are stored hashed, never as the key itself", async () => {
    const rows = await app.orm.em.fork().find(StaffApiKey, {});
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.keyHash).not.toContain(staffKey);
    }
  });

  it("read any student, and list them", async () => {
    const student = await registerStudent();
    const read = await gql(STUDENT, { id: student.id }, { authorization: `Bearer ${staffKey}` });
    expect(read.data?.student).toEqual({ student_id: student.id, firstname: "Lin" });
    const list = await gql(
      "{ students(limit: 5) { student_id } }",
      {},
      { authorization: `Bearer ${staffKey}` },
    );
    expect((list.data?.students as unknown[] | undefined)?.length).toBeGreaterThan(0);
  });

  it("a wrong or revoked key is no key", async () => {
    const student = await registerStudent();
    const wrong = await gql(
      STUDENT,
      { id: student.id },
      { authorization: "Bearer gp_staff_not-a-real-key" },
    );
    expect(wrong.errors?.[0]).toMatchObject({
      message: AUTH_MESSAGES.signInRequired,
      extensions: { code: "UNAUTHENTICATED" },
    });
    const revoked = await createStaffKey(app.orm.em.fork(), "old-tool");
    await app.orm.em
      .getConnection()
      .execute("update staff_api_key set revoked_at = now() where name = 'old-tool'");
    expect(
      (await gql(STUDENT, { id: student.id }, { authorization: `Bearer ${revoked}` })).errors?.[0]
        ?.extensions?.code,
    ).toBe("UNAUTHENTICATED");
  });
});

describe("students through GraphQL", () => {
  it("read their own record, get 403 for another's, and 401 without a session", async () => {
    const me = await registerStudent();
    const other = await registerStudent();
    expect((await gql(STUDENT, { id: me.id }, { cookie: me.cookie })).data?.student).toEqual({
      student_id: me.id,
      firstname: "Lin",
    });
    const forbidden = await gql(STUDENT, { id: other.id }, { cookie: me.cookie });
    expect(forbidden.errors?.[0]).toMatchObject({
      message: AUTH_MESSAGES.forbidden,
      extensions: { code: "FORBIDDEN" },
    });
    expect((await gql(STUDENT, { id: me.id })).errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
  });

  it("never reach staff-only queries", async () => {
    const me = await registerStudent();
    const list = await gql("{ students { student_id } }", {}, { cookie: me.cookie });
    expect(list.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(list.data).toBeNull();
  });
});
