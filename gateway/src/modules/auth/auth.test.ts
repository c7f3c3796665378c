import { randomUUID } from "node:crypto";
import { AUTH_MESSAGES } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256 } from "../../core/hash";
import { startTestApp, type TestApp } from "../../testing/app";
import { authCaller, Jar, newStudent, PASSWORD } from "../../testing/auth-kit";
import { LOGIN_LIMITS } from "./login-guard";
import { REFRESH_REUSE_GRACE_MS } from "./tokens";

const FAILED_LOGINS_PER_ACCOUNT = LOGIN_LIMITS.stranger.perSubject;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const call = authCaller(() => app.baseUrl);

describe("register", () => {
  it("creates the account, answers the session user and sets httpOnly strict cookies", async () => {
    const jar = new Jar();
    const input = newStudent({ email: "  Mixed.Case@Example.com " });
    const { status, body, text, res } = await call("register", {
      body: { ...input, email: input.email },
      jar,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      user: {
        email: "mixed.case@example.com",
        firstname: "Asha",
        category: "International Student",
        applying_semester: "Fall",
      },
    });
    const user = body.user as { student_id: string; expiry: number };
    expect(user.expiry).toBeGreaterThan(Date.now());
    expect(text).not.toMatch(/password|scrypt|hash/i);
    // The session's cookies are Strict; the device cookie (device-cookie.ts) is Lax.
    const cookies = res.headers.getSetCookie().filter((c) => !c.startsWith("gp_device_"));
    expect(cookies.every((c) => /HttpOnly/.test(c) && /SameSite=Strict/.test(c))).toBe(true);
    expect(jar.get("gp_access")).toBeTruthy();
    expect(jar.get("gp_refresh")).toBeTruthy();
  });

  it("refuses a second account for the same mailbox with the contract's 409", async () => {
    const input = newStudent();
    await call("register", { body: input });
    const again = await call("register", { body: { ...input, email: input.email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: AUTH_MESSAGES.emailTaken });
  });

  it("refuses bad input with the spec's messages per field, and stores nothing", async () => {
    const input = newStudent({ firstName: "R2D2", password: "short", confirmPassword: "short" });
    const { status, body } = await call("register", { body: input });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      errors: { firstName: AUTH_MESSAGES.invalidName, password: AUTH_MESSAGES.weakPassword },
    });
    expect((await call("login", { body: { email: input.email, password: "short" } })).status).toBe(
      401,
    );
  });

  it("answers a body that is not an object with a 400", async () => {
    const res = await fetch(`${app.baseUrl}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "[1,2]",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false });
  });
});

describe("login, me, logout", { timeout: 60_000 }, () => {
  it("signs in with the right password only, and /me answers the session user", async () => {
    const input = newStudent();
    await call("register", { body: input });
    const wrong = await call("login", { body: { email: input.email, password: "Wrong1!x" } });
    expect(wrong).toMatchObject({
      status: 401,
      body: { success: false, message: AUTH_MESSAGES.invalidCredentials },
    });
    const unknown = await call("login", {
      body: { email: `nobody-${randomUUID()}@example.com`, password: PASSWORD },
    });
    expect(unknown.body).toEqual(wrong.body);

    const jar = new Jar();
    const ok = await call("login", { body: { email: input.email, password: PASSWORD }, jar });
    expect(ok.status).toBe(200);
    const me = await fetch(`${app.baseUrl}/api/auth/me`, { headers: { cookie: jar.header() } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: input.email, firstname: "Asha" });
    expect((await fetch(`${app.baseUrl}/api/auth/me`)).status).toBe(401);
  });

  it("logout revokes the session: the refresh token no longer works", async () => {
    const jar = new Jar();
    await call("register", { body: newStudent(), jar });
    const refresh = jar.get("gp_refresh")!;
    expect((await call("logout", { jar })).body).toEqual({ success: true });
    const stale = new Jar();
    stale.set("gp_refresh", refresh);
    expect((await call("refresh-token", { jar: stale })).status).toBe(401);
  });

  it(`refuses the ${FAILED_LOGINS_PER_ACCOUNT + 1}th rapid failed login from one address without the account's device cookie with a 429, even with the right password`, async () => {
    const input = newStudent();
    await call("register", { body: input });
    for (let i = 0; i < FAILED_LOGINS_PER_ACCOUNT; i++) {
      expect(
        (await call("login", { body: { email: input.email, password: `Wrong${i}!x` } })).status,
      ).toBe(401);
    }
    const blocked = await call("login", { body: { email: input.email, password: PASSWORD } });
    expect(blocked).toMatchObject({
      status: 429,
      body: { success: false, message: AUTH_MESSAGES.tooManyAttempts },
    });
  });
});

describe("without Redis", () => {
  it("sign-in fails closed with a clear 503, not a 500", async () => {
    const cut = await startTestApp({ redisUrl: "redis://127.0.0.1:1" });
    try {
      const res = await fetch(`${cut.baseUrl}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "a@example.com", password: PASSWORD }),
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        success: false,
        message: expect.stringContaining("unavailable right now"),
      });
    } finally {
      await cut.close();
    }
  });
});

/** Moves the replacements of a token's family back in time, as if they happened `ms` ago. */
async function ageReplacements(refreshCookie: string, ms: number): Promise<void> {
  await app.orm.em.getConnection().execute(
    `update refresh_token set replaced_at = replaced_at - make_interval(secs => ?)
      where replaced_at is not null
        and family_id = (select family_id from refresh_token where token_hash = ?)`,
    [ms / 1000, sha256(refreshCookie)],
  );
}

describe("refresh-token rotation", () => {
  it("rotates the refresh token, and a reused one revokes the whole family", async () => {
    const jar = new Jar();
    await call("register", { body: newStudent(), jar });
    const first = jar.get("gp_refresh")!;
    const rotated = await call("refresh-token", { jar });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({ success: true, user: { firstname: "Asha" } });
    const second = jar.get("gp_refresh")!;
    expect(second).not.toBe(first);

    // Someone replays the first token once the grace for a lost answer is over: refused, and
    // the legitimate newer one dies with it.
    await ageReplacements(first, REFRESH_REUSE_GRACE_MS + 1_000);
    const thief = new Jar();
    thief.set("gp_refresh", first);
    expect((await call("refresh-token", { jar: thief })).status).toBe(401);
    expect((await call("refresh-token", { jar })).status).toBe(401);
  });

  it("gives a session to a token replaced moments ago (its answer was lost), without ending the family", async () => {
    const jar = new Jar();
    await call("register", { body: newStudent(), jar });
    const first = jar.get("gp_refresh")!;
    expect((await call("refresh-token", { jar })).status).toBe(200);

    // The tab navigated away mid-refresh: it never saw the new cookie and presents the old one.
    const tab = new Jar();
    tab.set("gp_refresh", first);
    const again = await call("refresh-token", { jar: tab });
    expect(again.status).toBe(200);
    expect(tab.get("gp_refresh")).not.toBe(first);
    // Both live tokens of the family still work.
    expect((await call("refresh-token", { jar })).status).toBe(200);
    expect((await call("refresh-token", { jar: tab })).status).toBe(200);
  });

  it("answers 401 with no cookie or a forged one", async () => {
    expect((await call("refresh-token")).status).toBe(401);
    const forged = new Jar();
    forged.set("gp_refresh", "not-a-token");
    expect((await call("refresh-token", { jar: forged })).body).toEqual({
      success: false,
      message: AUTH_MESSAGES.signInRequired,
    });
  });
});

describe("the student guard, on POST /api/feedback/student/{student_id}", () => {
  it("answers 401 without a session, 403 for another student's id, and passes the owner", async () => {
    const jar = new Jar();
    const { body } = await call("register", { body: newStudent(), jar });
    const own = (body.user as { student_id: string }).student_id;
    const post = (id: string, cookie = "") =>
      fetch(`${app.baseUrl}/api/feedback/student/${id}`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ feedback_star: 5 }),
      });
    const anonymous = await post(own);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.signInRequired,
    });
    const other = await post(randomUUID(), jar.header());
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ success: false, message: AUTH_MESSAGES.forbidden });
    expect((await post(own, jar.header())).status).toBe(200);
  });
});
