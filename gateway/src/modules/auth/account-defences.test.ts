/**
 * Issue 31's account defences, through the real gateway: guessable passwords refused, a
 * stranger's wrong passwords that never lock the owner's devices out, and sign-ups limited per
 * address and per network.
 */
import { randomUUID } from "node:crypto";
import { AUTH_MESSAGES } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGISTRATION_LIMITS_DEFAULT } from "../../core/config";
import { startTestApp, type TestApp } from "../../testing/app";
import { authCaller, Jar, newStudent, PASSWORD } from "../../testing/auth-kit";
import { randomClientIp } from "../../testing/client-ip";
import { LOGIN_LIMITS } from "./login-guard";

let app: TestApp;
beforeAll(async () => {
  // The production sign-up limits, not the tests' raised ones.
  app = await startTestApp({ registrationLimits: REGISTRATION_LIMITS_DEFAULT });
});
afterAll(async () => {
  await app.close();
});

const call = authCaller(() => app.baseUrl);

/** An IPv6 /64 no other test uses, and an address inside it. */
const randomNetwork = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
const hostIn = (network: string, host: number) => `${network}::${host.toString(16)}`;

describe("guessable passwords", () => {
  it("refuses at registration passwords that meet the spec's rule but are easy to guess", async () => {
    for (const password of ["aaaaa1!", "Ab1!xy", "Passw0rd!"]) {
      const input = newStudent({ password, confirmPassword: password });
      expect(
        await call("register", { body: input, from: randomClientIp() }),
        password,
      ).toMatchObject({
        status: 400,
        body: { success: false, errors: { password: AUTH_MESSAGES.guessablePassword } },
      });
    }
  });

  it("keeps the spec's rule and message first", async () => {
    const input = newStudent({ password: "abcdef", confirmPassword: "abcdef" });
    expect(await call("register", { body: input, from: randomClientIp() })).toMatchObject({
      status: 400,
      body: { errors: { password: AUTH_MESSAGES.weakPassword } },
    });
  });

  it("counts the student's own email and names as easy words", async () => {
    const password = "kumarasamy2024!";
    const owner = newStudent({
      email: `kumarasamy.${randomUUID().slice(0, 6)}@example.com`,
      password,
      confirmPassword: password,
    });
    expect(await call("register", { body: owner, from: randomClientIp() })).toMatchObject({
      status: 400,
      body: { errors: { password: AUTH_MESSAGES.guessablePassword } },
    });
    const other = newStudent({ password, confirmPassword: password });
    expect((await call("register", { body: other, from: randomClientIp() })).status).toBe(201);
  });

  it("refuses a guessable new password when the password is changed", async () => {
    const jar = new Jar();
    const registered = await call("register", { body: newStudent(), jar, from: randomClientIp() });
    const studentId = (registered.body.user as { student_id: string }).student_id;
    const res = await fetch(`${app.baseUrl}/api/account/change-password/${studentId}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: jar.header() },
      body: JSON.stringify({
        currentPassword: PASSWORD,
        newPassword: "Ab1!xy",
        confirmPassword: "Ab1!xy",
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errors: { newPassword: AUTH_MESSAGES.guessablePassword },
    });
  });
});

describe("a stranger's wrong passwords", { timeout: 60_000 }, () => {
  it("set an httpOnly, SameSite=Lax device cookie on sign-in", async () => {
    const input = newStudent();
    await call("register", { body: input, from: randomClientIp() });
    const { res } = await call("login", {
      body: { email: input.email, password: PASSWORD },
      from: randomClientIp(),
    });
    const device = res.headers.getSetCookie().find((c) => c.startsWith("gp_device_"));
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/SameSite=Lax/);
    expect(device).not.toContain(input.email);
  });

  it("do not keep the owner out: the owner signs in after a stranger's twelve wrong tries", async () => {
    const input = newStudent();
    const owner = new Jar();
    await call("register", { body: input, from: randomClientIp() });
    expect(
      (
        await call("login", {
          body: { email: input.email, password: PASSWORD },
          jar: owner,
          from: randomClientIp(),
        })
      ).status,
    ).toBe(200);

    const stranger = randomClientIp();
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      const wrong = await call("login", {
        body: { email: input.email, password: `Wrong-guess-${i}!` },
        from: stranger,
      });
      answers.push(wrong.status);
    }
    expect(answers.slice(0, LOGIN_LIMITS.stranger.perSubject).every((s) => s === 401)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    // The stranger's address is now refused even the right password...
    expect(
      (await call("login", { body: { email: input.email, password: PASSWORD }, from: stranger }))
        .status,
    ).toBe(429);
    // ...while the owner, from another address with the device cookie of an earlier sign-in, is in.
    const back = await call("login", {
      body: { email: input.email, password: PASSWORD },
      jar: owner,
      from: randomClientIp(),
    });
    expect(back.status).toBe(200);
  });

  it("only slow the owner on a new machine: at most a short Retry-After, then the sign-in succeeds", async () => {
    const input = newStudent();
    await call("register", { body: input, from: randomClientIp() });
    // Twelve wrong tries spread over six addresses: past the account's free failures.
    for (let i = 0; i < 12; i++) {
      const from = `10.250.${i % 6}.${(i % 6) + 1}`;
      const wrong = await call("login", {
        body: { email: input.email, password: `Wrong-guess-${i}!` },
        from,
      });
      expect([401, 429]).toContain(wrong.status);
    }
    const newMachine = randomClientIp();
    const signIn = () =>
      call("login", { body: { email: input.email, password: PASSWORD }, from: newMachine });
    let answer = await signIn();
    // Slowed (the gate may already have opened again): told how long, never locked for long.
    if (answer.status === 429) {
      expect(answer.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
      const retryAfter = Number(answer.res.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.account.maxDelaySeconds);
      await new Promise((done) => setTimeout(done, retryAfter * 1000 + 100));
      answer = await signIn();
    }
    expect(answer.status).toBe(200);
  });

  it("a device cookie of another account, or a forged one, makes no trusted device", async () => {
    const victim = newStudent();
    const attacker = newStudent();
    await call("register", { body: victim, from: randomClientIp() });
    const jar = new Jar();
    await call("register", { body: attacker, jar, from: randomClientIp() });
    const from = randomClientIp();
    for (let i = 0; i < LOGIN_LIMITS.stranger.perSubject; i++)
      await call("login", { body: { email: victim.email, password: `Wrong-${i}!x` }, jar, from });
    // The attacker's own device cookie does not lift the stranger's limit on the victim.
    expect(
      (await call("login", { body: { email: victim.email, password: PASSWORD }, jar, from }))
        .status,
    ).toBe(429);
  });
});

describe("sign-ups", () => {
  it("meet a 429 with a clear message within 25 in a row from one address", {
    timeout: 60_000,
  }, async () => {
    const from = randomClientIp();
    const statuses: number[] = [];
    let refused: Record<string, unknown> | undefined;
    for (let i = 0; i < 25; i++) {
      const answer = await call("register", { body: newStudent(), from });
      statuses.push(answer.status);
      if (answer.status === 429) refused ??= answer.body;
    }
    expect(statuses.slice(0, REGISTRATION_LIMITS_DEFAULT.perIp).every((s) => s === 201)).toBe(true);
    expect(statuses[REGISTRATION_LIMITS_DEFAULT.perIp]).toBe(429);
    expect(refused).toEqual({ success: false, message: AUTH_MESSAGES.tooManySignUps });
  });

  it("count the addresses of one IPv6 /64 together, over REST and GraphQL alike", {
    timeout: 90_000,
  }, async () => {
    const network = randomNetwork();
    for (let host = 1; host <= REGISTRATION_LIMITS_DEFAULT.perNetwork; host++) {
      const from = hostIn(network, host);
      expect((await call("register", { body: newStudent(), from })).status).toBe(201);
    }
    const sameNetwork = hostIn(network, 0xbeef);
    expect((await call("register", { body: newStudent(), from: sameNetwork })).status).toBe(429);
    const graphql = await fetch(`${app.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": sameNetwork },
      body: JSON.stringify({
        query: "mutation($input: RegisterInput!) { register(input: $input) { email } }",
        variables: { input: newStudent() },
      }),
    });
    const body = (await graphql.json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toBe(AUTH_MESSAGES.tooManySignUps);
    const otherNetwork = hostIn(randomNetwork(), 1);
    expect((await call("register", { body: newStudent(), from: otherNetwork })).status).toBe(201);
  });
});
