/** A signed-in student for integration tests: a fresh account, its cookies, and JSON calls. */
import { randomUUID } from "node:crypto";

/**
 * The password the test students register with: it must pass the guessability check (score 3+,
 * schema/src/password-strength.ts) as well as the spec's rule.
 */
export const TEST_PASSWORD = "Quiet-Lantern-42!";

/** A browser's cookie jar, reduced to what the tests need. */
export class CookieJar {
  private cookies = new Map<string, string>();
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", value] = pair.split("=");
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }
  /** Forgets one cookie, as a browser does when it expires. */
  drop(name: string): void {
    this.cookies.delete(name);
  }
}

export interface JsonAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface StudentClient {
  studentId: string;
  jar: CookieJar;
  call: <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<JsonAnswer<T>>;
}

export async function callJson<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  jar?: CookieJar,
): Promise<JsonAnswer<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", cookie: jar?.header() ?? "" },
    body: body === undefined || method === "GET" ? undefined : JSON.stringify(body),
  });
  jar?.take(res);
  return { status: res.status, body: (await res.json()) as T };
}

/** A GraphQL answer as a client reads it. */
export interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** POST /graphql with extra headers (a staff key, a cookie), answering the parsed body. */
export async function graphqlCall<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphqlAnswer<T>> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GraphqlAnswer<T>;
}

export async function signUpStudent(
  baseUrl: string,
  overrides: Record<string, unknown> = {},
): Promise<StudentClient> {
  const jar = new CookieJar();
  const password = TEST_PASSWORD;
  const { status, body } = await callJson<{ user: { student_id: string } }>(
    baseUrl,
    "POST",
    "/api/auth/register",
    {
      email: `student-${randomUUID()}@example.com`,
      password,
      confirmPassword: password,
      firstName: "Asha",
      lastName: "Rao",
      category: "International Student",
      applyingSemester: "Fall",
      ...overrides,
    },
    jar,
  );
  if (status !== 201) throw new Error(`registration failed: ${status} ${JSON.stringify(body)}`);
  return {
    studentId: body.user.student_id,
    jar,
    call: (method, path, payload) => callJson(baseUrl, method, path, payload, jar),
  };
}

/** What `saveTestScores` sends: a GPA, the four TOEFL sections and a GRE. */
export interface TestScores {
  gpa: number;
  toefl: { writing: number; reading: number; speaking: number; listening: number };
  gre: { verbal: number; quantitative: number; analytical_writing: number };
}

/** Saves the student's test scores as the Update Test Scores modal does; throws unless 200. */
export async function saveTestScores(s: StudentClient, scores: TestScores): Promise<void> {
  const { status, body } = await s.call("PUT", `/api/update-student-stats/${s.studentId}`, {
    gpa: scores.gpa,
    english_scores: { toefl: scores.toefl },
    gre: scores.gre,
    section: "tests",
  });
  if (status !== 200)
    throw new Error(`saving test scores failed: ${status} ${JSON.stringify(body)}`);
}
