import { randomUUID } from "node:crypto";
import { AUTH_MESSAGES, FORGOT_PASSWORD_ANSWER } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../core/attempt-limiter";
import { startTestApp, type TestApp } from "../../testing/app";
import { resetLinksTo, resetTokenFor } from "../../testing/auth-kit";
import { TEST_PASSWORD } from "../../testing/student-client";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const PASSWORD = TEST_PASSWORD;
const NEW_PASSWORD = "Harbor!Maple-77";

async function post(path: string, body: unknown, cookie = "") {
  const res = await fetch(`${app.baseUrl}/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, res };
}

async function register(): Promise<{ email: string; refreshCookie: string }> {
  const email = `reset-${randomUUID()}@example.com`;
  const { res } = await post("auth/register", {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: "Ravi",
    lastName: "Iyer",
    category: "Domestic Student",
  });
  const refresh = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("gp_refresh="))!
    .split(";")[0]!;
  return { email, refreshCookie: refresh };
}

const tokenFromOutbox = (email: string) => resetTokenFor(app.orm, email);
const linksTo = (email: string) => resetLinksTo(app.orm, email);

describe("forgot-password", () => {
  it("answers the same for an account that exists and one that does not, and emails only the real one", async () => {
    const { email } = await register();
    const unknownEmail = `nobody-${randomUUID()}@example.com`;
    const unknown = await post("auth/forgot-password", { email: unknownEmail });
    const known = await post("auth/forgot-password", { email });
    expect(known).toMatchObject({
      status: 200,
      body: { success: true, message: FORGOT_PASSWORD_ANSWER },
    });
    expect(unknown.body).toEqual(known.body);
    await expect(tokenFromOutbox(email)).resolves.toMatch(/\S{20,}/);
    // The unknown email's deferred lookup started first, so by now it has found nobody.
    expect(await linksTo(unknownEmail)).toEqual([]);
  });

  it("is rate limited per account", async () => {
    const email = `limited-${randomUUID()}@example.com`;
    for (let i = 0; i < LIMITS.forgotPassword.perSubject; i++)
      expect((await post("auth/forgot-password", { email })).status).toBe(200);
    expect(await post("auth/forgot-password", { email })).toMatchObject({
      status: 429,
      body: { success: false, message: AUTH_MESSAGES.tooManyAttempts },
    });
  });

  it("refuses a malformed email with the spec's message", async () => {
    expect(await post("auth/forgot-password", { email: "not-an-email" })).toMatchObject({
      status: 400,
      body: { errors: { email: AUTH_MESSAGES.invalidEmail } },
    });
  });
});

describe("reset-password", () => {
  it("works once with the emailed link, ends old sessions, and never again", async () => {
    const { email, refreshCookie } = await register();
    await post("auth/forgot-password", { email });
    const token = await tokenFromOutbox(email);
    const reset = await post("auth/reset-password", {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });

    expect((await post("auth/login", { email, password: PASSWORD })).status).toBe(401);
    expect((await post("auth/login", { email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await post("auth/refresh-token", {}, refreshCookie)).status).toBe(401);

    const again = await post("auth/reset-password", {
      token,
      password: "Copper!Violin-58",
      confirmPassword: "Copper!Violin-58",
    });
    expect(again).toMatchObject({
      status: 400,
      body: { success: false, message: AUTH_MESSAGES.resetLinkInvalid },
    });
  });

  it("refuses a password that meets the spec's rule but is easy to guess, and the link still works", async () => {
    const { email } = await register();
    await post("auth/forgot-password", { email });
    const token = await tokenFromOutbox(email);
    for (const guessable of ["aaaaa1!", "Ab1!xy"]) {
      expect(
        await post("auth/reset-password", {
          token,
          password: guessable,
          confirmPassword: guessable,
        }),
      ).toMatchObject({
        status: 400,
        body: { errors: { password: AUTH_MESSAGES.guessablePassword } },
      });
    }
    expect(
      await post("auth/reset-password", {
        token,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    ).toMatchObject({ status: 200 });
  });

  it("refuses an expired link", async () => {
    const { email } = await register();
    await post("auth/forgot-password", { email });
    const token = await tokenFromOutbox(email);
    await app.orm.em
      .getConnection()
      .execute("update password_reset_token set expires_at = now() - interval '1 minute'");
    const late = await post("auth/reset-password", {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(late).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.resetLinkInvalid } });
    expect((await post("auth/login", { email, password: PASSWORD })).status).toBe(200);
  });

  it("checks the new password with the spec's rules, and an absent token reads as an invalid link", async () => {
    expect(
      await post("auth/reset-password", { token: "x", password: "weak", confirmPassword: "weak" }),
    ).toMatchObject({ status: 400, body: { errors: { password: AUTH_MESSAGES.weakPassword } } });
    expect(
      await post("auth/reset-password", { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    ).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.resetLinkInvalid } });
    expect(
      await post("auth/reset-password", {
        token: "forged",
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    ).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.resetLinkInvalid } });
  });
});
