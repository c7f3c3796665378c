/**
 * The outbox sweep against the real PostgreSQL and Redis: a stranded row (no job, or a job that
 * failed for good) gets a job and is then delivered once; a row whose job is alive, a recent row
 * and a sent row are left alone; a row pending past a day is given up.
 */
import { randomUUID } from "node:crypto";
import {
  createLogger,
  createOrm,
  createQueue,
  createRedisConnection,
  createWorker,
  EMAIL_STATUS,
  EmailOutbox,
} from "@gradplan/gateway";
import "@gradplan/gateway/testing";
import { type EmailJob, QUEUE } from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type EmailTransport, emailProcessor, type Mail } from "../email/email.processor";
import {
  emailOutboxSweepProcessor,
  GIVE_UP_AFTER_MS,
  GIVEN_UP,
  STRANDED_AFTER_MS,
} from "./email-sweep.processor";

const logger = createLogger("silent");
let orm: MikroORM;
let producer: Redis;
let workerConnection: Redis;
let queue: Queue<EmailJob>;
const prefix = `${inject("queuePrefix")}-email-sweep`;

beforeAll(async () => {
  orm = await createOrm(inject("databaseUrl"));
  producer = createRedisConnection(inject("redisUrl"), "producer");
  workerConnection = createRedisConnection(inject("redisUrl"), "worker");
  queue = createQueue<EmailJob>(QUEUE.email, { connection: producer, prefix });
});
afterAll(async () => {
  await queue.obliterate({ force: true });
  await queue.close();
  await orm.close();
  producer.disconnect();
  workerConnection.disconnect();
});

/** An outbox row written `ageMs` ago, as the gateway writes one. */
async function row(ageMs: number, status: string = EMAIL_STATUS.pending): Promise<string> {
  const id = randomUUID();
  const em = orm.em.fork();
  em.create(EmailOutbox, {
    id,
    toAddress: `${id}@example.com`,
    subject: "Your deadline",
    textBody: "Hello",
    status,
    attempts: 0,
    createdAt: new Date(Date.now() - ageMs),
  });
  await em.flush();
  return id;
}

const statusOf = async (id: string) => (await orm.em.fork().findOneOrFail(EmailOutbox, id)).status;
const stateOf = async (id: string) => (await queue.getJob(id))?.getState() ?? "none";

describe("the email outbox sweep", () => {
  it("gives stranded rows their job once, leaves the rest alone, gives up after a day", async () => {
    const old = STRANDED_AFTER_MS + 60_000;
    const noJob = await row(old);
    const failedJob = await row(old);
    const waitingJob = await row(old);
    const recent = await row(60_000);
    const sent = await row(old, EMAIL_STATUS.sent);
    const tooOld = await row(GIVE_UP_AFTER_MS + 60_000);

    // A job that failed for good before reaching the transport (PostgreSQL away, say).
    await queue.add(QUEUE.email, { outboxId: failedJob }, { jobId: failedJob, attempts: 1 });
    const failing = createWorker<EmailJob, unknown>(
      QUEUE.email,
      async () => {
        throw new Error("database unreachable");
      },
      { connection: workerConnection, prefix, logger },
    );
    await expect.poll(() => stateOf(failedJob)).toBe("failed");
    await failing.close();
    await queue.add(QUEUE.email, { outboxId: waitingJob }, { jobId: waitingJob });

    const sweep = emailOutboxSweepProcessor(orm, queue, logger);
    const first = await sweep();
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf(tooOld)).toBe(EMAIL_STATUS.failed);
    expect((await orm.em.fork().findOneOrFail(EmailOutbox, tooOld)).lastError).toBe(GIVEN_UP);
    expect(await stateOf(noJob)).toBe("waiting");
    expect(await stateOf(failedJob)).toBe("waiting");
    expect(await stateOf(recent)).toBe("none");
    expect(await stateOf(sent)).toBe("none");
    expect(await stateOf(tooOld)).toBe("none");
    expect(await queue.getWaitingCount()).toBe(3);

    // A second run while those jobs wait adds nothing.
    await sweep();
    expect(await queue.getWaitingCount()).toBe(3);

    // The email worker then delivers each stranded row once.
    const delivered: Mail[] = [];
    const transport: EmailTransport = {
      name: "log",
      async send(mail) {
        delivered.push(mail);
      },
      close() {},
    };
    const worker = createWorker(QUEUE.email, emailProcessor(orm, transport, "test@gradplan"), {
      connection: workerConnection,
      prefix,
      logger,
    });
    try {
      await expect.poll(() => queue.getCompletedCount(), { timeout: 10_000 }).toBe(3);
    } finally {
      await worker.close();
    }
    expect(delivered.map((mail) => mail.to).sort()).toEqual(
      [noJob, failedJob, waitingJob].map((id) => `${id}@example.com`).sort(),
    );
    for (const id of [noJob, failedJob, waitingJob])
      expect(await statusOf(id)).toBe(EMAIL_STATUS.sent);
    expect(await statusOf(recent)).toBe(EMAIL_STATUS.pending);
  });
});
