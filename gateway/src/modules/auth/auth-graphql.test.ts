/** Accounts through GraphQL (the same rules and messages as REST), and the sign-in providers. */
import { AUTH_MESSAGES } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app";
import { Jar, newStudent } from "../../testing/auth-kit";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("the same through GraphQL", () => {
  const gql = async (query: string, variables: Record<string, unknown>, jar: Jar) => {
    const res = await fetch(`${app.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: jar.header() },
      body: JSON.stringify({ query, variables }),
    });
    jar.take(res);
    return (await res.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
  };

  it("registers, answers me, rotates, and logs out with cookies like REST", async () => {
    const jar = new Jar();
    const input = newStudent();
    const registered = await gql(
      "mutation($input: RegisterInput!) { register(input: $input) { email firstname } }",
      { input },
      jar,
    );
    expect(registered.data?.register).toEqual({ email: input.email, firstname: "Asha" });
    expect((await gql("{ me { email } }", {}, jar)).data?.me).toEqual({ email: input.email });
    const before = jar.get("gp_refresh");
    expect(
      (await gql("mutation { refreshToken { firstname } }", {}, jar)).data?.refreshToken,
    ).toEqual({ firstname: "Asha" });
    expect(jar.get("gp_refresh")).not.toBe(before);
    expect((await gql("mutation { logout }", {}, jar)).data?.logout).toBe(true);
    expect((await gql("{ me { email } }", {}, jar)).data?.me).toBeNull();
  });

  it("answers wrong credentials and bad input with the same messages as REST", async () => {
    const jar = new Jar();
    const wrong = await gql(
      'mutation { login(email: "nobody@example.com", password: "Wrong1!x") { email } }',
      {},
      jar,
    );
    expect(wrong.errors?.[0]).toMatchObject({
      message: AUTH_MESSAGES.invalidCredentials,
      extensions: { code: "UNAUTHENTICATED" },
    });
    const bad = await gql(
      "mutation($input: RegisterInput!) { register(input: $input) { email } }",
      { input: newStudent({ firstName: "R2D2" }) },
      jar,
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: AUTH_MESSAGES.invalidName,
      extensions: { code: "BAD_USER_INPUT" },
    });
  });
});

describe("sign-in providers", () => {
  it("say Google is off when no OpenID Connect client is configured, and its routes answer 404", async () => {
    expect(await (await fetch(`${app.baseUrl}/api/auth/providers`)).json()).toEqual({
      google: false,
    });
    const start = await fetch(`${app.baseUrl}/api/auth/google`, { redirect: "manual" });
    expect(start.status).toBe(404);
    expect(await start.json()).toEqual({
      success: false,
      message: "Google sign-in is not configured.",
    });
  });
});
