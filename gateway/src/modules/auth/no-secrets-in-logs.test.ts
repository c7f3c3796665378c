import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../core/logger";
import { startTestApp, type TestApp } from "../../testing/app";
import { resetTokenFor } from "../../testing/auth-kit";

const lines: string[] = [];
let app: TestApp;
beforeAll(async () => {
  const logger = createLogger("trace", "gateway", {
    destination: { write: (line: string) => void lines.push(line) },
  });
  app = await startTestApp({}, logger);
});
afterAll(async () => {
  await app.close();
});

describe("secrets never reach the logs or the answers", () => {
  it("a whole account journey logs no password, token or hash", async () => {
    const password = "Pa55word!unique";
    const newPassword = "N3w!unique-pass";
    const email = `journey-${randomUUID()}@example.com`;
    const secrets = new Set<string>([password, newPassword]);
    const answers: string[] = [];
    let cookie = "";
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${app.baseUrl}/api/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify(body),
      });
      for (const c of res.headers.getSetCookie()) {
        const value = c.split(";")[0]!.split("=")[1];
        if (value) secrets.add(value);
      }
      cookie =
        res.headers
          .getSetCookie()
          .map((c) => c.split(";")[0] ?? "")
          .filter((c) => !c.endsWith("="))
          .join("; ") || cookie;
      answers.push(await res.text());
      return res.status;
    };

    expect(
      await post("auth/register", {
        email,
        password,
        confirmPassword: password,
        firstName: "Noor",
        lastName: "Ali",
        category: "International Student",
      }),
    ).toBe(201);
    expect(await post("auth/login", { email, password: "Wrong!pass1" })).toBe(401);
    expect(await post("auth/login", { email, password })).toBe(200);
    expect(await post("auth/refresh-token", {})).toBe(200);
    expect(await post("auth/forgot-password", { email })).toBe(200);
    const token = await resetTokenFor(app.orm, email);
    secrets.add(token);
    expect(
      await post("auth/reset-password", {
        token,
        password: newPassword,
        confirmPassword: newPassword,
      }),
    ).toBe(200);
    const hashes = await app.orm.em
      .getConnection()
      .execute<{ h: string }[]>(
        "select password_hash as h from student where email = ? union all select token_hash from refresh_token r join student s on s.id = r.student_id where s.email = ? union all select token_hash from password_reset_token p join student s on s.id = p.student_id where s.email = ?",
        [email, email, email],
      );
    for (const { h } of hashes) secrets.add(h);

    expect(lines.length).toBeGreaterThan(5);
    const logged = lines.join("\n");
    const answered = answers.join("\n");
    for (const secret of secrets) {
      expect(logged.includes(secret), `a log line holds ${secret.slice(0, 6)}...`).toBe(false);
      expect(answered.includes(secret), `an answer holds ${secret.slice(0, 6)}...`).toBe(false);
    }
  });
});
