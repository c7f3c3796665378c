/**
 * Device cookies (OWASP, "Slow brute force attack / device cookies"): a browser that signed in
 * to an account keeps a signed token naming that account, so its sign-ins are counted apart from
 * strangers' and a stranger's failures never lock it out (login-guard.ts). One cookie per account
 * a browser signed in to; its name is a keyed hash of the email, so it does not show the email.
 * Its value is `nonce.expiry.mac`, the MAC over the email, nonce and expiry with a key derived
 * from the server's secret: it cannot be forged, moved to another account or kept past expiry.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { CookieOptions, HttpExchange } from "../../core/module";

export const DEVICE_COOKIE_PREFIX = "gp_device_";
export const DEVICE_COOKIE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

/** What a sign-in may present: its address and the cookies it carries. */
export type SignInClient = Pick<HttpExchange, "ip" | "cookie">;

/** A valid device cookie's identity: its nonce counts that device's failures. */
export interface Device {
  nonce: string;
}

export interface IssuedDeviceCookie {
  name: string;
  value: string;
}

export class DeviceCookies {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own: a device cookie's MAC can never pass for a token signed with the secret.
    this.key = createHmac("sha256", secret).update("gradplan device cookie v1").digest();
  }

  nameFor(email: string): string {
    return DEVICE_COOKIE_PREFIX + this.mac(`name|${email}`).slice(0, 22);
  }

  issue(email: string, now = Date.now()): IssuedDeviceCookie {
    const nonce = randomBytes(16).toString("base64url");
    const expiry = Math.floor((now + DEVICE_COOKIE_TTL_MS) / 1000);
    return {
      name: this.nameFor(email),
      value: `${nonce}.${expiry}.${this.mac(`device|${email}|${nonce}|${expiry}`)}`,
    };
  }

  /** The device, when the client carries a valid unexpired cookie for this account. */
  verify(email: string, client: SignInClient, now = Date.now()): Device | null {
    const value = client.cookie(this.nameFor(email));
    const [nonce, expiry, mac, extra] = value?.split(".") ?? [];
    if (!nonce || !expiry || !mac || extra !== undefined || !/^\d+$/.test(expiry)) return null;
    if (Number(expiry) * 1000 <= now) return null;
    const expected = Buffer.from(this.mac(`device|${email}|${nonce}|${expiry}`));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { nonce } : null;
  }

  private mac(text: string): string {
    return createHmac("sha256", this.key).update(text).digest("base64url");
  }
}

/** httpOnly and Lax (a sign-in reached from a link still carries it), sent to every path. */
export function setDeviceCookie(
  http: HttpExchange,
  cookie: IssuedDeviceCookie,
  secure: boolean,
): void {
  const options: CookieOptions = {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: DEVICE_COOKIE_TTL_MS,
  };
  http.setCookie(cookie.name, cookie.value, options);
}
