/**
 * A growing delay instead of a lockout: past a few free failures for a subject within the
 * window, each further failure closes the subject's gate for twice as long as the one before,
 * up to a ceiling. Nobody is shut out for long (a caller waits at most the ceiling, told by
 * Retry-After), while a guesser is held to about one try per ceiling.
 */
import type { Redis } from "ioredis";
import { orUnavailable } from "./attempt-limiter";

export interface ThrottleLimits {
  /** Failures within the window before any delay. */
  freeFailures: number;
  /** The first delay; each further failure doubles it. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** How long failures are remembered after the last one. */
  windowSeconds: number;
}

/** The delay after the n-th failure (1-based): none while free, then doubling to the ceiling. */
export function delayAfter(failures: number, limits: ThrottleLimits): number {
  const over = failures - limits.freeFailures;
  if (over <= 0) return 0;
  return Math.min(limits.firstDelaySeconds * 2 ** Math.min(over - 1, 30), limits.maxDelaySeconds);
}

export class AttemptThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    readonly limits: ThrottleLimits,
  ) {}

  /** Seconds until the subject's gate opens; 0 when open. */
  async waitFor(subject: string): Promise<number> {
    const ms = await orUnavailable(this.redis.pttl(this.key("gate", subject)));
    return ms > 0 ? Math.ceil(ms / 1000) : 0;
  }

  async record(subject: string): Promise<void> {
    const count = this.key("count", subject);
    const answers = await orUnavailable(
      this.redis.multi().incr(count).expire(count, this.limits.windowSeconds).exec(),
    );
    const failures = Number(answers?.[0]?.[1] ?? 0);
    const delay = delayAfter(failures, this.limits);
    if (delay > 0) await orUnavailable(this.redis.set(this.key("gate", subject), "1", "EX", delay));
  }

  private key(kind: string, subject: string): string {
    return `${this.keyPrefix}:${kind}:${subject}`;
  }
}
