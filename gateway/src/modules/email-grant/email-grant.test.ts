import { randomBytes } from "node:crypto";
import { API, EMAIL_GRANT_MESSAGES, EMAIL_GRANT_REDIRECTS, pathOf } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app";
import {
  FAKE_MAIL_SCOPE,
  type FakeMailProvider,
  startFakeMailProvider,
} from "../../testing/fake-mail-provider";
import {
  graphqlCall,
  type StudentClient,
  signUpStudent,
  TEST_PASSWORD,
} from "../../testing/student-client";
import { EmailGrant } from "./email-grant.entities";

let app: TestApp;
let provider: FakeMailProvider;
const KEYS = `k1:${randomBytes(32).toString("base64")}`;

beforeAll(async () => {
  provider = await startFakeMailProvider();
  app = await startTestApp({ emailGrant: provider.settings(KEYS) });
});
afterAll(async () => {
  await app.close();
  await provider.close();
});

/** GET without following redirects, the student's cookies sent and kept. */
async function visit(url: string, s: StudentClient) {
  const res = await fetch(url, { redirect: "manual", headers: { cookie: s.jar.header() } });
  s.jar.take(res);
  return { status: res.status, location: res.headers.get("location") ?? "" };
}

/** Start -> the provider's consent -> our callback, as a browser follows it: where it ends. */
async function grant(s: StudentClient): Promise<string> {
  const start = await visit(`${app.baseUrl}${pathOf(API.emailGrant.start)}`, s);
  expect(start.status).toBe(302);
  const consent = new URL(start.location);
  expect(consent.origin).toBe(provider.url);
  expect(consent.searchParams.get("scope")).toBe(FAKE_MAIL_SCOPE);
  expect(consent.searchParams.get("code_challenge_method")).toBe("S256");
  const back = await visit(start.location, s);
  const callback = new URL(back.location);
  const end = await visit(`${app.baseUrl}${callback.pathname}${callback.search}`, s);
  expect(end.status).toBe(302);
  return end.location;
}

const grantRow = (studentId: string) =>
  app.orm.em.fork().findOne(EmailGrant, { student: studentId });

const STATUS = `query ($studentId: String!) { emailGrant(studentId: $studentId) { available connected status } }`;

describe("the email grant", () => {
  it("stores a granted inbox sealed, shows it connected, and disconnecting revokes and deletes it", async () => {
    const s = await signUpStudent(app.baseUrl);
    expect(await grant(s)).toBe(EMAIL_GRANT_REDIRECTS.granted);
    const row = await grantRow(s.studentId);
    const refresh = provider.issued.at(-1)!;
    expect(row).toMatchObject({ status: "active", scope: FAKE_MAIL_SCOPE });
    // The token store never holds a plain token.
    expect(row!.sealedRefreshToken).not.toContain(refresh);
    expect(row!.sealedRefreshToken).toMatch(/^v1\.k1\./);
    const status = await graphqlCall(
      app.baseUrl,
      STATUS,
      { studentId: s.studentId },
      { cookie: s.jar.header() },
    );
    expect(status.data).toEqual({
      emailGrant: { available: true, connected: true, status: "active" },
    });
    expect(JSON.stringify(status)).not.toContain(refresh);

    const disconnected = await s.call(
      "POST",
      pathOf(API.emailGrant.disconnect, { student_id: s.studentId }),
    );
    expect(disconnected).toEqual({
      status: 200,
      body: { success: true, message: EMAIL_GRANT_MESSAGES.disconnected },
    });
    expect(provider.revoked.has(refresh)).toBe(true);
    expect(await grantRow(s.studentId)).toBeNull();
    const again = await s.call(
      "POST",
      pathOf(API.emailGrant.disconnect, { student_id: s.studentId }),
    );
    expect(again.status).toBe(404);
  });

  it("ends on GRANTCANCEL when the student cancels, storing nothing", async () => {
    const s = await signUpStudent(app.baseUrl);
    provider.nextConsent = "cancel";
    expect(await grant(s)).toBe(EMAIL_GRANT_REDIRECTS.cancelled);
    expect(await grantRow(s.studentId)).toBeNull();
  });

  it("ends on EMAILSCOPENOTGRANTED when the mail box was unticked, giving back what was granted", async () => {
    const s = await signUpStudent(app.baseUrl);
    provider.nextConsent = "no-mail-scope";
    expect(await grant(s)).toBe(EMAIL_GRANT_REDIRECTS.scopeMissing);
    expect(await grantRow(s.studentId)).toBeNull();
    expect(provider.revoked.has(provider.issued.at(-1)!)).toBe(true);
  });

  it("refuses a callback without its cookie (stale or forged) with the generic failure", async () => {
    const s = await signUpStudent(app.baseUrl);
    const start = await visit(`${app.baseUrl}${pathOf(API.emailGrant.start)}`, s);
    const back = await visit(start.location, s);
    const callback = new URL(back.location);
    s.jar.drop("gp_email_grant");
    const end = await visit(`${app.baseUrl}${callback.pathname}${callback.search}`, s);
    expect(end.location).toBe(EMAIL_GRANT_REDIRECTS.failed);
    expect(await grantRow(s.studentId)).toBeNull();
  });

  it("sends a student who is not signed in to /login, and another student's disconnect is 403", async () => {
    const res = await fetch(`${app.baseUrl}${pathOf(API.emailGrant.start)}`, {
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login");
    const a = await signUpStudent(app.baseUrl);
    const b = await signUpStudent(app.baseUrl);
    const other = await a.call(
      "POST",
      pathOf(API.emailGrant.disconnect, { student_id: b.studentId }),
    );
    expect(other.status).toBe(403);
  });

  it("revokes the inbox at the provider when the account is deleted", async () => {
    const s = await signUpStudent(app.baseUrl);
    expect(await grant(s)).toBe(EMAIL_GRANT_REDIRECTS.granted);
    const refresh = provider.issued.at(-1)!;
    const deleted = await s.call(
      "POST",
      pathOf(API.account.deleteAccount, { student_id: s.studentId }),
      {
        password: TEST_PASSWORD,
      },
    );
    expect(deleted.status).toBe(200);
    expect(provider.revoked.has(refresh)).toBe(true);
    expect(await grantRow(s.studentId)).toBeNull();
  });
});
