/**
 * The email grant's OAuth 2 round trip (authorization code with PKCE and state) against the
 * configured provider, and revocation. What must survive the trip (the verifier, the state and
 * the student) travels in a signed, short-lived cookie, as Google sign-in's does (auth/oidc.ts).
 */
import { jwtVerify, SignJWT } from "jose";
import * as client from "openid-client";
import type { EmailGrantSettings } from "../../core/config";
import type { HttpExchange } from "../../core/module";

export const GRANT_COOKIE = "gp_email_grant";
const GRANT_COOKIE_PATH = "/api/email-grant";
const PENDING_TTL_S = 10 * 60;

interface Pending {
  verifier: string;
  state: string;
  studentId: string;
}

/** How a callback ended; `granted` carries what the grant stores. */
export type GrantOutcome =
  | { kind: "granted"; studentId: string; refreshToken: string; scope: string }
  | { kind: "cancelled" }
  | { kind: "scope-missing" }
  | { kind: "failed"; reason: string };

const isLocal = (url: URL) =>
  url.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname);

export class EmailGrantProvider {
  private readonly config: client.Configuration;

  constructor(
    private readonly settings: EmailGrantSettings,
    private readonly redirectUri: string,
    private readonly cookieSecret: string,
    private readonly secureCookies: boolean,
  ) {
    const authorization = new URL(settings.authorizationUrl);
    this.config = new client.Configuration(
      {
        issuer: authorization.origin,
        authorization_endpoint: settings.authorizationUrl,
        token_endpoint: settings.tokenUrl,
        revocation_endpoint: settings.revocationUrl,
      },
      settings.clientId,
      settings.clientSecret,
    );
    // Plain http only for a provider on this machine (development and tests).
    if (isLocal(authorization)) client.allowInsecureRequests(this.config);
  }

  private cookieOptions() {
    // Lax, not Strict: the provider sends the student back with a cross-site navigation.
    return {
      httpOnly: true,
      sameSite: "lax" as const,
      secure: this.secureCookies,
      path: GRANT_COOKIE_PATH,
    };
  }

  /** The provider's consent page for this student, offline access, the mail scope only. */
  async start(http: HttpExchange, studentId: string): Promise<string> {
    const pending: Pending = {
      verifier: client.randomPKCECodeVerifier(),
      state: client.randomState(),
      studentId,
    };
    const url = client.buildAuthorizationUrl(this.config, {
      redirect_uri: this.redirectUri,
      scope: this.settings.scope,
      code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: "S256",
      state: pending.state,
      // A refresh token, and the consent screen again so a re-grant gets a new one.
      access_type: "offline",
      prompt: "consent",
      include_granted_scopes: "false",
    });
    const sealed = await new SignJWT({ ...pending })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime(`${PENDING_TTL_S}s`)
      .sign(new TextEncoder().encode(this.cookieSecret));
    http.setCookie(GRANT_COOKIE, sealed, { ...this.cookieOptions(), maxAge: PENDING_TTL_S * 1000 });
    return url.href;
  }

  /** Checks the provider's answer against the cookie and exchanges the code. Never throws. */
  async finish(http: HttpExchange): Promise<GrantOutcome> {
    const sealed = http.cookie(GRANT_COOKIE);
    http.clearCookie(GRANT_COOKIE, this.cookieOptions());
    const currentUrl = new URL(http.url, this.redirectUri);
    if (currentUrl.searchParams.get("error") === "access_denied") return { kind: "cancelled" };
    try {
      if (!sealed) return { kind: "failed", reason: "the grant cookie is missing or expired" };
      const { payload } = await jwtVerify(sealed, new TextEncoder().encode(this.cookieSecret), {
        algorithms: ["HS256"],
      });
      const pending = payload as unknown as Pending;
      const tokens = await client.authorizationCodeGrant(this.config, currentUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
      });
      const scope = tokens.scope ?? "";
      if (!scope.split(" ").includes(this.settings.scope)) {
        // The student unticked the mail box: give back what was granted.
        await this.revoke(tokens.refresh_token ?? tokens.access_token);
        return { kind: "scope-missing" };
      }
      if (!tokens.refresh_token) return { kind: "failed", reason: "no refresh token came back" };
      return {
        kind: "granted",
        studentId: pending.studentId,
        refreshToken: tokens.refresh_token,
        scope,
      };
    } catch (error) {
      return { kind: "failed", reason: (error as Error).message };
    }
  }

  /** Asks the provider to forget the grant; a provider that cannot be reached is not retried. */
  async revoke(token: string): Promise<boolean> {
    try {
      await client.tokenRevocation(this.config, token);
      return true;
    } catch {
      return false;
    }
  }

  /** A fresh access token for the mailbox API (the worker's sync). */
  async accessToken(refreshToken: string): Promise<string> {
    const tokens = await client.refreshTokenGrant(this.config, refreshToken);
    return tokens.access_token;
  }
}
