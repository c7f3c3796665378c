/**
 * Who may try a password now (issue 31). A browser with a device cookie of the account
 * (device-cookie.ts) is counted only by its own device: a stranger's failures never lock the
 * owner's devices out. Any other client is a stranger to the account and is counted per account
 * and address and per address and network (locked for the window when used up), and per account
 * from anywhere by a growing delay, never a lockout: the owner on a new machine waits at most
 * a minute (Retry-After), while a guesser with many addresses gets about one try a minute.
 */
import { AUTH_MESSAGES } from "@gradplan/schema";
import type { Redis } from "ioredis";
import { AttemptLimiter } from "../../core/attempt-limiter";
import { AttemptThrottle } from "../../core/attempt-throttle";
import { TooManyAttemptsError } from "../../core/errors";
import type { AppResources } from "../../core/module";
import { canonicalAddress } from "../../core/network";
import {
  type Device,
  DeviceCookies,
  type IssuedDeviceCookie,
  type SignInClient,
} from "./device-cookie";

export const LOGIN_LIMITS = {
  /** A stranger: per account and address (subject), per address, per network; 15 minutes. */
  stranger: { perSubject: 10, perIp: 50, perNetwork: 150, windowSeconds: 15 * 60 },
  /** Strangers to the account, all addresses together: 10 free, then 1 s doubling to 60 s. */
  account: { freeFailures: 10, firstDelaySeconds: 1, maxDelaySeconds: 60, windowSeconds: 60 * 60 },
  /** One device cookie of the account: its own failures; 15 minutes. */
  device: { perSubject: 10, windowSeconds: 15 * 60 },
} as const;

export class LoginGuard {
  private readonly stranger: AttemptLimiter;
  private readonly account: AttemptThrottle;
  private readonly device: AttemptLimiter;
  private readonly devices: DeviceCookies;

  constructor(redis: Redis, keyPrefix: string, secret: string) {
    this.stranger = new AttemptLimiter(redis, `${keyPrefix}:stranger`, LOGIN_LIMITS.stranger);
    this.account = new AttemptThrottle(redis, `${keyPrefix}:account`, LOGIN_LIMITS.account);
    this.device = new AttemptLimiter(redis, `${keyPrefix}:device`, LOGIN_LIMITS.device);
    this.devices = new DeviceCookies(secret);
  }

  /** The client's device of this account, or null (a stranger); a 429 when it may not try now. */
  async admit(email: string, client: SignInClient): Promise<Device | null> {
    const device = this.devices.verify(email, client);
    if (device) {
      await this.device.assertOpen(device.nonce, client.ip, AUTH_MESSAGES.tooManyAttempts);
      return device;
    }
    const [locked, slowed] = await Promise.all([
      this.stranger.retryAfter(strangerKey(email, client.ip), client.ip),
      this.account.waitFor(email),
    ]);
    const wait = Math.max(locked, slowed);
    if (wait > 0) throw new TooManyAttemptsError(AUTH_MESSAGES.tooManyAttempts, wait);
    return null;
  }

  async failed(email: string, client: SignInClient, device: Device | null): Promise<void> {
    if (device) return this.device.record(device.nonce, client.ip);
    await Promise.all([
      this.stranger.record(strangerKey(email, client.ip), client.ip),
      this.account.record(email),
    ]);
  }

  /**
   * The right password: this client's own count starts again. The account's count from strangers
   * stands until its window passes, so a guesser gains no free tries from the owner's sign-in.
   */
  async succeeded(email: string, client: SignInClient, device: Device | null): Promise<void> {
    if (device) await this.device.clear(device.nonce);
    else await this.stranger.clear(strangerKey(email, client.ip));
  }

  /** A fresh device cookie for the browser that just signed in. */
  deviceCookie(email: string): IssuedDeviceCookie {
    return this.devices.issue(email);
  }
}

/** One per app: sign-in and the account's password confirmations share the counts. */
export function loginGuardOf(app: AppResources): LoginGuard {
  return app.once(
    "loginGuard",
    () => new LoginGuard(app.redis, `${app.config.queuePrefix}:limit:login`, app.auth.jwtSecret),
  );
}

function strangerKey(email: string, ip: string): string {
  return `${email} ${canonicalAddress(ip)}`;
}
