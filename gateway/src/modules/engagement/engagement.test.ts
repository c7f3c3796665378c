import { AUTH_MESSAGES, FEEDBACK_MESSAGES, FORGOT_PASSWORD_ANSWER } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app";
import { signUpStudent } from "../../testing/student-client";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function post(path: string, body: unknown) {
  const res = await fetch(`${app.baseUrl}/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function count(table: string): Promise<number> {
  const rows = await app.orm.em
    .getConnection()
    .execute<{ n: string }[]>(`select count(*) as n from ${table}`);
  return Number(rows[0]?.n);
}

describe("POST /api/feedback", () => {
  it("stores anonymous feedback with 1 to 5 stars", async () => {
    const before = await count("feedback");
    expect(
      await post("feedback", { feedback_star: 4, feedback_description: "  Clear and useful.  " }),
    ).toEqual({ status: 200, body: { success: true } });
    const rows = await app.orm.em
      .getConnection()
      .execute<
        { feedback_star: number; feedback_description: string; student_id: string | null }[]
      >("select * from feedback order by created_at desc limit 1");
    expect(rows[0]).toMatchObject({
      feedback_star: 4,
      feedback_description: "Clear and useful.",
      student_id: null,
    });
    expect(await count("feedback")).toBe(before + 1);
  });

  it("refuses a missing, fractional or out-of-range rating with the spec's message, storing nothing", async () => {
    const before = await count("feedback");
    for (const body of [
      {},
      { feedback_star: 0 },
      { feedback_star: 6 },
      { feedback_star: 2.5 },
      { feedback_star: "5" },
      { feedback_description: "no stars" },
    ]) {
      expect(await post("feedback", body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { success: false, message: FEEDBACK_MESSAGES.starRequired },
      });
    }
    expect(await count("feedback")).toBe(before);
  });
});

describe("POST /api/contact", () => {
  it("stores the message and emails it to support through the outbox", async () => {
    const email = `visitor-${Date.now()}@example.com`;
    expect(
      await post("contact", { name: "Meera", email, message: "How are admit chances computed?" }),
    ).toEqual({ status: 200, body: { success: true } });
    const outbox = await app.orm.em
      .getConnection()
      .execute<{ to_address: string; text_body: string }[]>(
        "select to_address, text_body from email_outbox where text_body like ? ",
        [`%${email}%`],
      );
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.to_address).toBe(app.config.supportEmail);
    expect(outbox[0]?.text_body).toContain("How are admit chances computed?");
  });

  it("refuses missing fields with the spec's messages", async () => {
    expect(await post("contact", { name: "", email: "x", message: "" })).toMatchObject({
      status: 400,
      body: {
        success: false,
        errors: {
          name: AUTH_MESSAGES.required,
          email: AUTH_MESSAGES.invalidEmail,
          message: AUTH_MESSAGES.required,
        },
      },
    });
  });
});

describe("the same through GraphQL", () => {
  async function gql(query: string, variables: Record<string, unknown> = {}) {
    const res = await fetch(`${app.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
  }

  it("takes feedback and refuses a bad rating with the spec's message", async () => {
    expect(
      (await gql('mutation { submitFeedback(feedbackStar: 3, feedbackDescription: "ok") }')).data
        ?.submitFeedback,
    ).toBe(true);
    const bad = await gql("mutation { submitFeedback(feedbackStar: 9) }");
    expect(bad.errors?.[0]).toMatchObject({
      message: FEEDBACK_MESSAGES.starRequired,
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("ties a signed-in student's feedback to them by the session, not by an argument", async () => {
    const student = await signUpStudent(app.baseUrl);
    const answer = await student.call<{ data?: { submitFeedback: boolean } }>("POST", "/graphql", {
      query: 'mutation { submitFeedback(feedbackStar: 5, feedbackDescription: "From a student") }',
    });
    expect(answer.body.data?.submitFeedback).toBe(true);
    const rows = await app.orm.em
      .getConnection()
      .execute<{ student_id: string | null }[]>(
        "select student_id from feedback where feedback_description = 'From a student'",
      );
    expect(rows).toEqual([{ student_id: student.studentId }]);
  });

  it("with the student named, a lapsed access token is UNAUTHENTICATED and another student's id FORBIDDEN, storing nothing", async () => {
    const student = await signUpStudent(app.baseUrl);
    const other = await signUpStudent(app.baseUrl);
    const before = await count("feedback");
    const submit = (studentId: string) =>
      student.call<{ errors?: { extensions?: { code?: string } }[] }>("POST", "/graphql", {
        query: "mutation($s: String) { submitFeedback(feedbackStar: 4, studentId: $s) }",
        variables: { s: studentId },
      });
    expect((await submit(other.studentId)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    student.jar.drop("gp_access");
    expect((await submit(student.studentId)).body.errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
    expect(await count("feedback")).toBe(before);
  });

  it("sends contact messages, answers forgot-password the same for anyone, and refuses a forged reset", async () => {
    expect(
      (await gql('mutation { contact(name: "Meera", email: "m@example.com", message: "Hi") }')).data
        ?.contact,
    ).toBe(true);
    const forgot = await gql('mutation { forgotPassword(email: "nobody-gql@example.com") }');
    expect(forgot.data?.forgotPassword).toBe(FORGOT_PASSWORD_ANSWER);
    const reset = await gql(
      'mutation { resetPassword(token: "forged", password: "n3w!pass", confirmPassword: "n3w!pass") }',
    );
    expect(reset.errors?.[0]?.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });
});
