/**
 * GraphQL takes the student from the session (issue 35): a student's own reads and writes name
 * no one, another student's id is a 403, no session a 401; a staff key names the student it
 * reads and gets a 400 when it names none. The REST routes keep their `:student_id`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app";
import { type StudentClient, signUpStudent } from "../../testing/student-client";
import { createStaffKey } from "../staff/staff-keys";

let app: TestApp;
let own: StudentClient;
let other: StudentClient;
let staffKey: string;
beforeAll(async () => {
  app = await startTestApp();
  own = await signUpStudent(app.baseUrl);
  other = await signUpStudent(app.baseUrl);
  staffKey = await createStaffKey(app.orm.em.fork(), "student-from-session");
});
afterAll(async () => {
  await app.close();
});

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function post(
  query: string,
  variables: Record<string, unknown>,
  as: StudentClient | "staff" | "nobody",
): Promise<Answer> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (as === "staff") headers.authorization = `Bearer ${staffKey}`;
  else if (as !== "nobody") headers.cookie = as.jar.header();
  const res = await fetch(`${app.baseUrl}/graphql`, {
    method: "POST",
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as Answer;
}

const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;

const READ = `query($studentId: String) {
  studentProfile(studentId: $studentId) { studentInfo { student_id } }
}`;
const READ_OWN = "{ studentProfile { studentInfo { student_id } } }";
const WRITE = "mutation($on: Boolean!) { setDeadlineReminders(on: $on) { deadline_reminders } }";
const readId = (answer: Answer) =>
  (answer.data?.studentProfile as { studentInfo: { student_id: string } } | undefined)?.studentInfo
    .student_id;

describe("a student's own operations", () => {
  it("read the session's student without naming one", async () => {
    const answer = await post(READ_OWN, {}, own);
    expect(answer.errors).toBeUndefined();
    expect(readId(answer)).toBe(own.studentId);
    expect(readId(await post(READ_OWN, {}, other))).toBe(other.studentId);
  });

  it("read their own when they name themselves", async () => {
    expect(readId(await post(READ, { studentId: own.studentId }, own))).toBe(own.studentId);
  });

  it("write the session's student's data", async () => {
    const off = await post(WRITE, { on: false }, own);
    expect(off.errors).toBeUndefined();
    expect(off.data?.setDeadlineReminders).toEqual({ deadline_reminders: false });
    const choices = "{ notificationChoices { deadline_reminders } }";
    expect((await post(choices, {}, own)).data?.notificationChoices).toEqual({
      deadline_reminders: false,
    });
    expect((await post(choices, {}, other)).data?.notificationChoices).toEqual({
      deadline_reminders: true,
    });
  });

  it("a write takes no student: naming one is not part of the schema", async () => {
    const named = await post(
      "mutation($id: String!) { setDeadlineReminders(studentId: $id, on: true) { deadline_reminders } }",
      { id: other.studentId },
      own,
    );
    expect(codeOf(named)).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("another student's id is a 403, as before", async () => {
    const answer = await post(READ, { studentId: other.studentId }, own);
    expect(codeOf(answer)).toBe("FORBIDDEN");
    expect(answer.data?.studentProfile ?? null).toBeNull();
  });

  it("no session is a 401, for reads and writes alike", async () => {
    expect(codeOf(await post(READ_OWN, {}, "nobody"))).toBe("UNAUTHENTICATED");
    expect(codeOf(await post(READ, { studentId: own.studentId }, "nobody"))).toBe(
      "UNAUTHENTICATED",
    );
    expect(codeOf(await post(WRITE, { on: true }, "nobody"))).toBe("UNAUTHENTICATED");
  });
});

describe("a staff key", () => {
  it("reads the student it names", async () => {
    expect(readId(await post(READ, { studentId: other.studentId }, "staff"))).toBe(other.studentId);
  });

  it("is told to name the student when it names none (400)", async () => {
    const answer = await post(READ_OWN, {}, "staff");
    expect(codeOf(answer)).toBe("BAD_USER_INPUT");
    expect(answer.errors?.[0]?.message).toMatch(/studentId/);
  });

  it("cannot write for a student: writes need the student's session", async () => {
    expect(codeOf(await post(WRITE, { on: true }, "staff"))).toBe("UNAUTHENTICATED");
  });
});
