/**
 * Sign-in with an OpenID Connect provider (Google in production; any issuer works): the
 * authorization code flow with PKCE, state and nonce. What must survive the round trip to the
 * provider travels in a signed, short-lived cookie, so any gateway replica can finish the flow.
 */
import { jwtVerify, SignJWT } from "jose";
import * as client from "openid-client";
import type { OidcSettings } from "../../core/config";
import type { HttpExchange } from "../../core/module";

export const OIDC_COOKIE = "gp_oidc";
const OIDC_COOKIE_PATH = "/api/auth/google";
const PENDING_TTL_S = 10 * 60;

export interface ProviderProfile {
  email: string;
  givenName: string;
  familyName: string;
}

interface Pending {
  verifier: string;
  state: string;
  nonce: string;
}

export class OidcSignIn {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    private readonly settings: OidcSettings,
    private readonly redirectUri: string,
    private readonly cookieSecret: string,
    private readonly secureCookies: boolean,
  ) {}

  private discover(): Promise<client.Configuration> {
    const issuer = new URL(this.settings.issuer);
    // Plain http only for a provider on this machine (development and tests).
    const local =
      issuer.protocol === "http:" && ["localhost", "127.0.0.1"].includes(issuer.hostname);
    this.configuration ??= client
      .discovery(
        issuer,
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        local ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = undefined; // try discovery again on the next sign-in
        throw error;
      });
    return this.configuration;
  }

  /** Answers the provider's authorization URL and sets the cookie that finishes the flow. */
  async start(http: HttpExchange): Promise<string> {
    const config = await this.discover();
    const pending: Pending = {
      verifier: client.randomPKCECodeVerifier(),
      state: client.randomState(),
      nonce: client.randomNonce(),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: "openid email profile",
      code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: "S256",
      state: pending.state,
      nonce: pending.nonce,
    });
    const sealed = await new SignJWT({ ...pending })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime(`${PENDING_TTL_S}s`)
      .sign(new TextEncoder().encode(this.cookieSecret));
    // Lax, not Strict: the provider sends the student back with a cross-site navigation.
    http.setCookie(OIDC_COOKIE, sealed, {
      httpOnly: true,
      sameSite: "lax",
      secure: this.secureCookies,
      path: OIDC_COOKIE_PATH,
      maxAge: PENDING_TTL_S * 1000,
    });
    return url.href;
  }

  /** Checks the provider's answer against the cookie and answers the verified profile. */
  async finish(http: HttpExchange): Promise<ProviderProfile> {
    const sealed = http.cookie(OIDC_COOKIE);
    http.clearCookie(OIDC_COOKIE, {
      httpOnly: true,
      sameSite: "lax",
      secure: this.secureCookies,
      path: OIDC_COOKIE_PATH,
    });
    if (!sealed) throw new Error("the sign-in cookie is missing or expired");
    const { payload } = await jwtVerify(sealed, new TextEncoder().encode(this.cookieSecret), {
      algorithms: ["HS256"],
    });
    const pending = payload as unknown as Pending;
    const config = await this.discover();
    const currentUrl = new URL(http.url, this.redirectUri);
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error("the provider sent no ID token");
    // Google puts the email in the ID token; other providers only in userinfo (same subject).
    const claims =
      typeof idClaims.email === "string"
        ? idClaims
        : await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    if (typeof claims.email !== "string" || claims.email_verified !== true) {
      throw new Error("the provider did not vouch for an email address");
    }
    const name = (value: unknown, fallback: string) =>
      typeof value === "string" && value.trim() ? value.trim().slice(0, 50) : fallback;
    return {
      email: claims.email,
      givenName: name(claims.given_name, "Student"),
      familyName: name(claims.family_name, "-"),
    };
  }
}
