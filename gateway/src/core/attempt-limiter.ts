/**
 * Attempts counted in Redis over a window, in up to three buckets: per subject (an account's
 * email, an account and address together), per IP address, and per network (an IPv4 /24 or
 * IPv6 /64, core/network.ts, so rotating through one network's addresses counts as one source).
 * A limit left out is not counted. The subject limit stops hammering one account; the address
 * and network limits, looser because students share networks, stop one machine or one network
 * trying many. Without Redis no limit can be enforced, so callers fail closed with a clear 503.
 */
import type { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { REGISTRATION_LIMITS_DEFAULT, type RegistrationLimits } from "./config";
import { DomainError, TooManyAttemptsError, UnavailableError } from "./errors";
import { canonicalAddress, networkOf } from "./network";

export interface AttemptLimits {
  perSubject?: number;
  perIp?: number;
  perNetwork?: number;
  windowSeconds: number;
}

const UNAVAILABLE = "This is unavailable right now. Please try again in a few minutes.";

/** Redis's failures as the 503 above; our own refusals pass through. */
export async function orUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new UnavailableError(UNAVAILABLE);
  }
}

interface Bucket {
  limiter: RateLimiterRedis;
  points: number;
  keyOf: (subject: string, ip: string) => string;
}

export class AttemptLimiter {
  private readonly buckets: Bucket[] = [];
  private readonly perSubject: RateLimiterRedis | undefined;

  constructor(
    redis: Redis,
    keyPrefix: string,
    readonly limits: AttemptLimits,
  ) {
    const bucket = (name: string, points: number | undefined, keyOf: Bucket["keyOf"]) => {
      if (points === undefined) return undefined;
      const limiter = new RateLimiterRedis({
        storeClient: redis,
        duration: limits.windowSeconds,
        blockDuration: limits.windowSeconds,
        keyPrefix: `${keyPrefix}:${name}`,
        points,
      });
      this.buckets.push({ limiter, points, keyOf });
      return limiter;
    };
    this.perSubject = bucket("subject", limits.perSubject, (subject) => subject);
    bucket("ip", limits.perIp, (_, ip) => canonicalAddress(ip));
    bucket("network", limits.perNetwork, (_, ip) => networkOf(ip));
  }

  /** Seconds until every used-up count frees a point again; 0 when none is used up. */
  async retryAfter(subject: string, ip: string): Promise<number> {
    const states = await orUnavailable(
      Promise.all(this.buckets.map((b) => b.limiter.get(b.keyOf(subject, ip)))),
    );
    let waitMs = 0;
    states.forEach((state, i) => {
      const points = this.buckets[i]?.points ?? 0;
      if (state && state.consumedPoints >= points) waitMs = Math.max(waitMs, state.msBeforeNext);
    });
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  /** True when any count is already used up. */
  async isBlocked(subject: string, ip: string): Promise<boolean> {
    return (await this.retryAfter(subject, ip)) > 0;
  }

  /** Refuses with a 429 (and its Retry-After) when any count is used up. */
  async assertOpen(subject: string, ip: string, message: string): Promise<void> {
    const wait = await this.retryAfter(subject, ip);
    if (wait > 0) throw new TooManyAttemptsError(message, wait);
  }

  async record(subject: string, ip: string): Promise<void> {
    const consume = (bucket: Bucket) =>
      bucket.limiter.consume(bucket.keyOf(subject, ip)).catch((rejection: unknown) => {
        // Running out of points is the expected outcome here, not an error.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
      });
    await orUnavailable(Promise.all(this.buckets.map(consume)));
  }

  /** Forgets the subject's count (a success); the address and network counts stand. */
  async clear(subject: string): Promise<void> {
    if (this.perSubject) await orUnavailable(this.perSubject.delete(subject));
  }
}

/**
 * The limits in force. Sign-in's are in auth's login guard (modules/auth/login-guard.ts), which
 * tells the owner's devices from strangers'. Registration's per address and network can be
 * changed by REGISTRATION_LIMITS (core/config.ts).
 */
export const LIMITS = {
  forgotPassword: { perSubject: 5, perIp: 20, perNetwork: 60, windowSeconds: 60 * 60 },
  contact: { perSubject: 5, perIp: 10, perNetwork: 30, windowSeconds: 60 * 60 },
  register: { ...REGISTRATION_LIMITS_DEFAULT, windowSeconds: 60 * 60 },
} as const satisfies Record<string, AttemptLimits>;

export interface Limiters {
  forgotPassword: AttemptLimiter;
  contact: AttemptLimiter;
  register: AttemptLimiter;
}

export function createLimiters(
  redis: Redis,
  prefix: string,
  registration: RegistrationLimits = REGISTRATION_LIMITS_DEFAULT,
): Limiters {
  return {
    forgotPassword: new AttemptLimiter(redis, `${prefix}:limit:forgot`, LIMITS.forgotPassword),
    contact: new AttemptLimiter(redis, `${prefix}:limit:contact`, LIMITS.contact),
    register: new AttemptLimiter(redis, `${prefix}:limit:register`, {
      ...registration,
      windowSeconds: LIMITS.register.windowSeconds,
    }),
  };
}
