/** Access tokens (short-lived signed JWTs) and refresh tokens (random, stored hashed). */
import { randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;
/**
 * A replaced refresh token presented again this soon after its replacement is a lost answer
 * (the tab navigated away mid-refresh, the network dropped the response), not a replay: it gets
 * a new session in its family instead of ending it (docs/accounts.md).
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;
const ISSUER = "gradplan";

export interface AccessClaims {
  studentId: string;
}

export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds = ACCESS_TOKEN_TTL_S,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.studentId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(new TextEncoder().encode(secret));
}

/**
 * Tokens already verified, per secret, until they expire. A student's requests carry the same
 * access token for its 15 minutes, and verifying it (a WebCrypto key import and HMAC, each a
 * hop to the thread pool) was most of what a logged-in read cost beyond a visitor's. The same
 * string under the same secret verifies the same way until its expiry, so remembering the
 * answer changes nothing but the cost. Bounded: the oldest entries go first.
 */
const VERIFIED_LIMIT = 10_000;
const verifiedBySecret = new Map<
  string,
  Map<string, { claims: AccessClaims; expiresAt: number }>
>();

function remember(secret: string, token: string, claims: AccessClaims, expiresAt: number) {
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedBySecret.set(secret, verified);
  }
  verified.set(token, { claims, expiresAt });
  if (verified.size > VERIFIED_LIMIT) {
    const oldest = verified.keys().next().value;
    if (oldest !== undefined) verified.delete(oldest);
  }
}

/** The claims of a valid token, or null for a missing, forged or expired one. */
export async function verifyAccessToken(
  token: string | undefined,
  secret: string,
): Promise<AccessClaims | null> {
  if (!token) return null;
  const known = verifiedBySecret.get(secret)?.get(token);
  if (known) {
    if (Date.now() < known.expiresAt) return known.claims;
    verifiedBySecret.get(secret)?.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: ISSUER,
      algorithms: ["HS256"],
    });
    if (typeof payload.sub !== "string") return null;
    const claims = { studentId: payload.sub };
    if (typeof payload.exp === "number") remember(secret, token, claims, payload.exp * 1000);
    return claims;
  } catch {
    return null;
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}
