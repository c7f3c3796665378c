/**
 * Attempts counted in Redis per subject (an account's email) and per IP address, over a window.
 * The subject limit stops hammering one account; the IP limit, looser because students share
 * networks, stops one machine trying many. Without Redis no limit can be enforced, so callers
 * fail closed with a clear 503.
 */
import type { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { DomainError, UnavailableError } from "./errors";

export interface AttemptLimits {
  perSubject: number;
  perIp: number;
  windowSeconds: number;
}

const UNAVAILABLE = "This is unavailable right now. Please try again in a few minutes.";

async function orUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new UnavailableError(UNAVAILABLE);
  }
}

export class AttemptLimiter {
  private readonly perSubject: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;

  constructor(
    redis: Redis,
    keyPrefix: string,
    readonly limits: AttemptLimits,
  ) {
    const common = {
      storeClient: redis,
      duration: limits.windowSeconds,
      blockDuration: limits.windowSeconds,
    };
    this.perSubject = new RateLimiterRedis({
      ...common,
      keyPrefix: `${keyPrefix}:subject`,
      points: limits.perSubject,
    });
    this.perIp = new RateLimiterRedis({
      ...common,
      keyPrefix: `${keyPrefix}:ip`,
      points: limits.perIp,
    });
  }

  /** True when either count is already used up. */
  async isBlocked(subject: string, ip: string): Promise<boolean> {
    const [bySubject, byIp] = await orUnavailable(
      Promise.all([this.perSubject.get(subject), this.perIp.get(ip)]),
    );
    return (
      (bySubject?.consumedPoints ?? 0) >= this.limits.perSubject ||
      (byIp?.consumedPoints ?? 0) >= this.limits.perIp
    );
  }

  async record(subject: string, ip: string): Promise<void> {
    const consume = (limiter: RateLimiterRedis, key: string) =>
      limiter.consume(key).catch((rejection: unknown) => {
        // Running out of points is the expected outcome here, not an error.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
      });
    await orUnavailable(Promise.all([consume(this.perSubject, subject), consume(this.perIp, ip)]));
  }

  async clear(subject: string): Promise<void> {
    await orUnavailable(this.perSubject.delete(subject));
  }
}

/** The limits in force: failed logins; reset-link requests; contact messages. */
export const LIMITS = {
  login: { perSubject: 10, perIp: 50, windowSeconds: 15 * 60 },
  forgotPassword: { perSubject: 5, perIp: 20, windowSeconds: 60 * 60 },
  contact: { perSubject: 5, perIp: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, AttemptLimits>;

export interface Limiters {
  login: AttemptLimiter;
  forgotPassword: AttemptLimiter;
  contact: AttemptLimiter;
}

export function createLimiters(redis: Redis, prefix: string): Limiters {
  return {
    login: new AttemptLimiter(redis, `${prefix}:limit:login`, LIMITS.login),
    forgotPassword: new AttemptLimiter(redis, `${prefix}:limit:forgot`, LIMITS.forgotPassword),
    contact: new AttemptLimiter(redis, `${prefix}:limit:contact`, LIMITS.contact),
  };
}
