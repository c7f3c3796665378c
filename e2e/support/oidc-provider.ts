/**
 * A real OpenID Connect provider (the oidc-provider package) on this machine, standing in for
 * Google in end-to-end tests. Its development login page accepts any login name, and vouches
 * for `<login>@example.com` as a verified email.
 */
import type { Server } from "node:http";
import Provider from "oidc-provider";

export const OIDC_CLIENT = {
  clientId: "gradplan-e2e",
  clientSecret: "e2e-client-secret-that-is-long-enough",
};

export async function startOidcProvider(
  port: number,
  redirectUri: string,
): Promise<{ issuer: string; close: () => Promise<void> }> {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.clientId,
        client_secret: OIDC_CLIENT.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name"],
    },
    cookies: { keys: ["e2e-cookie-key-0123456789"] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: `${id}@example.com`,
            email_verified: true,
            given_name: "Gia",
            family_name: "Google",
          };
        },
      };
    },
  });
  const server: Server = provider.listen(port);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return { issuer, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
