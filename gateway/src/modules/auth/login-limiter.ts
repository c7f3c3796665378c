/**
 * Failed sign-in attempts counted in Redis, per account and per IP address. The account limit
 * stops guessing one student's password; the IP limit, looser because students share networks,
 * stops one machine trying many accounts. A success clears the account's count.
 */
import type { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

export const FAILED_LOGINS_PER_ACCOUNT = 10;
export const FAILED_LOGINS_PER_IP = 50;
const WINDOW_S = 15 * 60;

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
    const [account, address] = await Promise.all([this.perAccount.get(email), this.perIp.get(ip)]);
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
    await Promise.all([consume(this.perAccount, email), consume(this.perIp, ip)]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.perAccount.delete(email);
  }
}
