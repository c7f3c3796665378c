import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app";
import {
  CookieJar,
  callJson,
  graphqlCall,
  type StudentClient,
  signUpStudent,
  TEST_PASSWORD,
} from "../../testing/student-client";

const PASSWORD = TEST_PASSWORD;
const ASKED = "query { founderFeedbackAskedAt }";
const MARK = "mutation { markFounderFeedbackAsked }";
/** Staff name a student; a student naming another is refused. */
const ASKED_OF = "query($s: String) { founderFeedbackAskedAt(studentId: $s) }";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

type Answer = { founderFeedbackAskedAt?: string | null; markFounderFeedbackAsked?: string };

/** The query or mutation as the browser holding `jar` sends it (no jar: a visitor). */
function ask(query: string, jar?: CookieJar, variables: Record<string, unknown> = {}) {
  return graphqlCall<Answer>(app.baseUrl, query, variables, jar ? { cookie: jar.header() } : {});
}

function rows(studentId: string) {
  return app.orm.em
    .getConnection()
    .execute<{ asked_at: Date }[]>(
      "select asked_at from founder_feedback_prompt where student_id = ?",
      [studentId],
    );
}

/** The same student signed in from a second browser: a jar of its own. */
async function secondBrowser(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const { status } = await callJson(
    app.baseUrl,
    "POST",
    "/api/auth/login",
    { email, password: PASSWORD },
    jar,
  );
  expect(status).toBe(200);
  return jar;
}

describe("the founder's feedback prompt, kept per student", () => {
  let email: string;
  let student: StudentClient;
  beforeAll(async () => {
    email = `founder-${randomUUID()}@example.com`;
    student = await signUpStudent(app.baseUrl, { email });
  });

  it("is not asked yet, then asked once: the first time stays, and another browser sees it", async () => {
    expect((await ask(ASKED, student.jar)).data).toEqual({
      founderFeedbackAskedAt: null,
    });

    const first = (await ask(MARK, student.jar)).data?.markFounderFeedbackAsked;
    expect(Date.parse(String(first))).not.toBeNaN();
    const again = await ask(MARK, student.jar);
    expect(again.data?.markFounderFeedbackAsked).toBe(first);
    expect(await rows(student.studentId)).toHaveLength(1);

    const elsewhere = await secondBrowser(email);
    expect((await ask(ASKED, elsewhere)).data).toEqual({
      founderFeedbackAskedAt: first,
    });
  });

  it("keeps the first time when two tabs mark it together", async () => {
    const other = await signUpStudent(app.baseUrl);
    const answers = await Promise.all([1, 2, 3].map(() => ask(MARK, other.jar)));
    const times = answers.map((answer) => answer.data?.markFounderFeedbackAsked);
    expect(answers.flatMap((answer) => answer.errors ?? [])).toEqual([]);
    expect(new Set(times).size).toBe(1);
    expect(await rows(other.studentId)).toHaveLength(1);
  });

  it("answers only the student themselves: a visitor is UNAUTHENTICATED, another student FORBIDDEN", async () => {
    const other = await signUpStudent(app.baseUrl);
    for (const query of [ASKED, MARK]) {
      const visitor = await ask(query);
      expect(visitor.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
    // GraphQL takes the student from the session; naming another is refused.
    const stranger = await ask(ASKED_OF, student.jar, { s: other.studentId });
    expect(stranger.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(await rows(other.studentId)).toEqual([]);
  });

  it("is in the account's data export, and goes when the account is deleted", async () => {
    const leaving = await signUpStudent(app.baseUrl);
    const asked = (await ask(MARK, leaving.jar)).data?.markFounderFeedbackAsked;
    const exported = await graphqlCall<{ accountExport: string }>(
      app.baseUrl,
      "query { accountExport }",
      {},
      { cookie: leaving.jar.header() },
    );
    const data = JSON.parse(String(exported.data?.accountExport));
    expect(data.tables.founder_feedback_prompt).toHaveLength(1);
    expect(new Date(data.tables.founder_feedback_prompt[0].asked_at).toISOString()).toBe(asked);

    const deleted = await leaving.call("POST", `/api/account/delete/${leaving.studentId}`, {
      password: PASSWORD,
    });
    expect(deleted.status).toBe(200);
    expect(await rows(leaving.studentId)).toEqual([]);
  });
});
