/** What the auth tests share: a caller of /api/auth with a cookie jar, and a new student's form. */
import { randomUUID } from "node:crypto";
import type { CookieJar } from "./student-client";

export { CookieJar as Jar } from "./student-client";

export const PASSWORD = "s3cret!pass";

/** POST (or another method) to /api/auth/{path}, carrying and updating the jar's cookies. */
export function authCaller(baseUrl: () => string) {
  return async (
    path: string,
    options: { body?: unknown; jar?: CookieJar; method?: string } = {},
  ) => {
    const res = await fetch(`${baseUrl()}/api/auth/${path}`, {
      method: options.method ?? "POST",
      headers: { "content-type": "application/json", cookie: options.jar?.header() ?? "" },
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
