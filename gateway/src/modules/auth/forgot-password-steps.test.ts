/**
 * Forgot-password's answer must not tell a known email from an unknown one by its time: before
 * the answer, the service does the same steps for both (count the attempt, hand the lookup to
 * work that runs afterwards) and reads nothing from the database. No clocks: the steps are
 * compared, not their durations.
 */
import type { EmailJob } from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Queue } from "bullmq";
import { describe, expect, it } from "vitest";
import type { AttemptLimiter } from "../../core/attempt-limiter";
import { PasswordResetService } from "./password-reset.service";

/** A stand-in that records every use of any of its members, under a name. */
function recorder(name: string, steps: string[], answers: Record<string, unknown> = {}) {
  return new Proxy(
    {},
    {
      get: (_, member) => {
        if (member === "then") return undefined;
        return (...args: unknown[]) => {
          steps.push(`${name}.${String(member)}`);
          const answer = answers[String(member)];
          return typeof answer === "function" ? answer(...args) : answer;
        };
      },
    },
  );
}

async function stepsBeforeAnswer(email: string): Promise<{ steps: string[]; answer: string }> {
  const steps: string[] = [];
  const forked = recorder("forkedEm", steps);
  const em = recorder("em", steps, { fork: () => forked }) as EntityManager;
  const limiter = recorder("limiter", steps) as AttemptLimiter;
  const emailQueue = recorder("queue", steps) as Queue<EmailJob>;
  const service = new PasswordResetService({
    em,
    emailQueue,
    limiter,
    publicUrl: "https://gradplan.example",
    defer: () => steps.push("defer"),
  });
  const answer = await service.forgot({ email }, "203.0.113.9");
  return { steps, answer };
}

describe("forgot-password before its answer", () => {
  it("does the same steps for an account's email and an unknown one, and reads no row", async () => {
    const known = await stepsBeforeAnswer("asha@example.com");
    const unknown = await stepsBeforeAnswer("nobody-at-all@example.com");
    expect(known).toEqual(unknown);
    expect(known.steps).toEqual(["limiter.assertOpen", "limiter.record", "em.fork", "defer"]);
    expect(
      known.steps.some((step) => step.startsWith("forkedEm.") || step.startsWith("queue.")),
    ).toBe(false);
  });
});
