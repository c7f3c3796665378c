/**
 * Bad input over GraphQL carries what the REST shim's envelope carries: the same leading message,
 * and every field's own message in `extensions.errors` (graphql/server.ts formatError), so a
 * form shows the same words whichever transport it used.
 */
import { PATHS, pathOf } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postGraphql, startTestApp, type TestApp } from "../testing/app";
import { PERSONAL } from "../testing/profile-kit";
import { callJson, type StudentClient, signUpStudent } from "../testing/student-client";

let app: TestApp;
let s: StudentClient;
beforeAll(async () => {
  app = await startTestApp();
  s = await signUpStudent(app.baseUrl);
});
afterAll(async () => {
  await app.close();
});

interface Envelope {
  success: false;
  message: string;
  errors?: Record<string, string>;
}
interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; errors?: Record<string, string> } }[];
}

/** The one GraphQL error of a refused mutation, in the REST envelope's terms. */
function asEnvelope(body: GraphqlAnswer) {
  expect(body.errors).toHaveLength(1);
  const [error] = body.errors!;
  expect(error!.extensions?.code).toBe("BAD_USER_INPUT");
  return { message: error!.message, errors: error!.extensions?.errors };
}

/** GraphQL refused with exactly the REST shim's message and field messages. */
function expectSameRefusal(rest: { body: Envelope }, graphql: unknown) {
  expect(asEnvelope(graphql as GraphqlAnswer)).toEqual({
    message: rest.body.message,
    errors: rest.body.errors,
  });
}

const UPDATE_INFO = `mutation($input: StudentInfoInput!) {
  updateStudentInfo(input: $input) { student_id } }`;
const UPDATE_STATS = `mutation($input: StudentStatsInput!) {
  updateStudentStats(input: $input) { student_id } }`;
const CONTACT = `mutation($name: String!, $email: String!, $message: String!) {
  contact(name: $name, email: $email, message: $message) }`;

describe("bad input over GraphQL and REST", () => {
  const infoCases: [string, Record<string, unknown>][] = [
    // Refused by the contract's zod schema.
    ["a nationality longer than a code", { ...PERSONAL, nationality: "IND" }],
    // Refused by the section's own checks, several fields at once.
    ["an empty name and a birth date to come", { ...PERSONAL, firstname: " ", dob: "2999-01-01" }],
    ["an unknown country code", { ...PERSONAL, nationality: "1X" }],
  ];
  for (const [what, input] of infoCases) {
    it(`updateStudentInfo with ${what}: the REST envelope's message and field errors`, async () => {
      const rest = await s.call<Envelope>(
        "PUT",
        pathOf(PATHS.students.updateStudentInfo, { student_id: s.studentId }),
        input,
      );
      expect(rest.status).toBe(400);
      expect(rest.body.errors).toBeDefined();
      const graphql = await s.call<GraphqlAnswer>("POST", "/graphql", {
        query: UPDATE_INFO,
        variables: { input },
      });
      expectSameRefusal(rest, graphql.body);
    });
  }

  it("updateStudentStats with a GPA off the scale: the same message and field errors", async () => {
    const input = { gpa: 7.5, section: "tests" };
    const rest = await s.call<Envelope>(
      "PUT",
      pathOf(PATHS.students.updateStudentStats, { student_id: s.studentId }),
      input,
    );
    expect(rest.status).toBe(400);
    expect(Object.keys(rest.body.errors ?? {})).toContain("gpa");
    const graphql = await s.call<GraphqlAnswer>("POST", "/graphql", {
      query: UPDATE_STATS,
      variables: { input },
    });
    expectSameRefusal(rest, graphql.body);
  });

  it("contact with a bad email and no name: the same message and field errors", async () => {
    const input = { name: "", email: "not-an-email", message: "Hello there" };
    const rest = await callJson<Envelope>(app.baseUrl, "POST", PATHS.engagement.contact, input);
    expect(rest.status).toBe(400);
    expect(Object.keys(rest.body.errors ?? {}).sort()).toEqual(["email", "name"]);
    const graphql = await postGraphql(app.baseUrl, CONTACT, input);
    expectSameRefusal(rest, graphql.body);
  });
});
