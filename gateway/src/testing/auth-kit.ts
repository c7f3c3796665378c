/** What the auth tests share: a caller of /api/auth with a cookie jar, and a new student's form. */
import { randomUUID } from "node:crypto";
import type { MikroORM } from "@mikro-orm/postgresql";
import { type CookieJar, TEST_PASSWORD } from "./student-client";

export { CookieJar as Jar } from "./student-client";

export const PASSWORD = TEST_PASSWORD;

/** POST (or another method) to /api/auth/{path}, carrying and updating the jar's cookies. */
export function authCaller(baseUrl: () => string) {
  return async (
    path: string,
    options: { body?: unknown; jar?: CookieJar; method?: string; from?: string } = {},
  ) => {
    const res = await fetch(`${baseUrl()}/api/auth/${path}`, {
      method: options.method ?? "POST",
      headers: {
        "content-type": "application/json",
        cookie: options.jar?.header() ?? "",
        // The client's address as a trusted proxy names it (the tests run on loopback).
        ...(options.from ? { "x-forwarded-for": options.from } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    options.jar?.take(res);
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text) as Record<string, unknown>, text, res };
  };
}

export function newStudent(overrides: Record<string, unknown> = {}) {
  return {
    email: `student-${randomUUID()}@example.com`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: "Asha",
    lastName: "Rao",
    category: "International Student",
    applyingSemester: "Fall",
    ...overrides,
  };
}

/** The reset links in the outbox for `email`, newest first (their tokens, URL-encoded). */
export async function resetLinksTo(orm: MikroORM, email: string): Promise<string[]> {
  const rows = await orm.em
    .getConnection()
    .execute<{ text_body: string }[]>(
      "select text_body from email_outbox where to_address = ? order by created_at desc",
      [email],
    );
  return rows.flatMap(
    (row) => row.text_body.match(/https?:\/\/\S+\/reset-password\?token=(\S+)/)?.[1] ?? [],
  );
}

/**
 * The token of the newest reset email to `email`, read from the outbox as a student reads the
 * link. The service writes the link after its answer (password-reset.service.ts), so this waits
 * for it, up to five seconds.
 */
export async function resetTokenFor(orm: MikroORM, email: string): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const [newest] = await resetLinksTo(orm, email);
    if (newest) return decodeURIComponent(newest);
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`no reset link was sent to ${email}`);
}
