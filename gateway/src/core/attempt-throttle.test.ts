import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../testing/app";
import { AttemptThrottle, delayAfter } from "./attempt-throttle";

const LIMITS = { freeFailures: 3, firstDelaySeconds: 1, maxDelaySeconds: 60, windowSeconds: 600 };

describe("delayAfter", () => {
  it("is nothing while failures are free, then doubles up to the ceiling", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 9, 12].map((n) => delayAfter(n, LIMITS))).toEqual([
      0, 0, 0, 1, 2, 4, 8, 32, 60,
    ]);
    expect(delayAfter(10_000, LIMITS)).toBe(60);
  });
});

describe("AttemptThrottle", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it("opens the gate for free failures and closes it, for a while only, past them", async () => {
    const throttle = new AttemptThrottle(
      app.redis,
      `${app.config.queuePrefix}:test-throttle:${Math.random()}`,
      { ...LIMITS, firstDelaySeconds: 5 },
    );
    for (let i = 0; i < LIMITS.freeFailures; i++) await throttle.record("someone");
    expect(await throttle.waitFor("someone")).toBe(0);
    await throttle.record("someone");
    const wait = await throttle.waitFor("someone");
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(5);
    expect(await throttle.waitFor("someone else")).toBe(0);
  });
});
