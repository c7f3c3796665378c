/**
 * With no provider configured the feature is not there (docs/email-grant.md): start and callback
 * answer 404 with our message, for a student and a visitor alike, and the status says
 * unavailable, so the client offers no link to start (features/email-grant hides it).
 */
import { API, EMAIL_GRANT_MESSAGES, pathOf } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app";
import { graphqlCall, signUpStudent } from "../../testing/student-client";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const STATUS = `query ($studentId: String!) { emailGrant(studentId: $studentId) { available connected status } }`;

async function open(path: string, cookie?: string) {
  const res = await fetch(`${app.baseUrl}${path}`, {
    redirect: "manual",
    headers: cookie ? { cookie } : {},
  });
  return { status: res.status, location: res.headers.get("location"), body: await res.json() };
}

describe("the email grant, not configured", () => {
  it("start and callback answer 404, signed in or not, and the status says unavailable", async () => {
    const s = await signUpStudent(app.baseUrl);
    const notThere = {
      status: 404,
      location: null,
      body: { success: false, message: EMAIL_GRANT_MESSAGES.notConfigured },
    };
    expect(await open(pathOf(API.emailGrant.start), s.jar.header())).toEqual(notThere);
    expect(await open(pathOf(API.emailGrant.start))).toEqual(notThere);
    expect(await open(`${pathOf(API.emailGrant.callback)}?code=x&state=y`)).toEqual(notThere);
    const status = await graphqlCall(
      app.baseUrl,
      STATUS,
      { studentId: s.studentId },
      { cookie: s.jar.header() },
    );
    expect(status.data).toEqual({
      emailGrant: { available: false, connected: false, status: null },
    });
  });
});
