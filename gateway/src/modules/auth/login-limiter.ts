/**
 * Failed sign-in attempts counted in Redis, per account and per IP address. The account limit
 * stops guessing one student's password; the IP limit, looser because students share networks,
 * stops one machine trying many accounts. A success clears the account's count.
 */
import type { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { HttpError } from "../../http/errors";

export const FAILED_LOGINS_PER_ACCOUNT = 10;
export const FAILED_LOGINS_PER_IP = 50;
const WINDOW_S = 15 * 60;

/** Without Redis, limits cannot be enforced: sign-in fails closed, with a clear 503. */
const UNAVAILABLE = new HttpError(
  503,
  "Sign-in is unavailable right now. Please try again in a few minutes.",
);

async function orUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw UNAVAILABLE;
  }
}

export class LoginLimiter {
  private readonly perAccount: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;

  constructor(redis: Redis, prefix: string) {
    const common = { storeClient: redis, duration: WINDOW_S, blockDuration: WINDOW_S };
    this.perAccount = new RateLimiterRedis({
      ...common,
      keyPrefix: `${prefix}:login:account`,
      points: FAILED_LOGINS_PER_ACCOUNT,
    });
    this.perIp = new RateLimiterRedis({
      ...common,
      keyPrefix: `${prefix}:login:ip`,
      points: FAILED_LOGINS_PER_IP,
    });
  }

  /** True when either limit is already used up (checked before the password is). */
  async isBlocked(email: string, ip: string): Promise<boolean> {
    const [account, address] = await orUnavailable(
      Promise.all([this.perAccount.get(email), this.perIp.get(ip)]),
    );
    return (
      (account?.consumedPoints ?? 0) >= FAILED_LOGINS_PER_ACCOUNT ||
      (address?.consumedPoints ?? 0) >= FAILED_LOGINS_PER_IP
    );
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const consume = (limiter: RateLimiterRedis, key: string) =>
      limiter.consume(key).catch((rejection: unknown) => {
        // Running out of points is the expected outcome here, not an error.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
      });
    await orUnavailable(Promise.all([consume(this.perAccount, email), consume(this.perIp, ip)]));
  }

  async recordSuccess(email: string): Promise<void> {
    await orUnavailable(this.perAccount.delete(email));
  }
}
