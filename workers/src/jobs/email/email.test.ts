import {
  createLogger,
  createOrm,
  createQueue,
  createRedisConnection,
  createWorker,
  EMAIL_STATUS,
  EmailOutbox,
  sendEmail,
} from "@gradplan/gateway";
import "@gradplan/gateway/testing";
import { type EmailJob, QUEUE } from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import { type Job, type Queue, QueueEvents, type Worker } from "bullmq";
import type { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { emailProcessor } from "./email.processor";
import type { EmailTransport, Mail } from "./transport";

const logger = createLogger("silent");
let orm: MikroORM;
let producer: Redis;
let workerConnection: Redis;
let queue: Queue<EmailJob>;
let events: QueueEvents;
let worker: Worker | undefined;
let n = 0;

/** A transport that records what it sends, and fails the first `failures` times. */
function recordingTransport(failures = 0): EmailTransport & { sent: Mail[] } {
  const sent: Mail[] = [];
  let left = failures;
  return {
    name: "log",
    sent,
    async send(mail) {
      if (left-- > 0) throw new Error("smtp is down");
      sent.push(mail);
    },
    close() {},
  };
}

beforeAll(async () => {
  orm = await createOrm(inject("databaseUrl"));
  producer = createRedisConnection(inject("redisUrl"), "producer");
  workerConnection = createRedisConnection(inject("redisUrl"), "worker");
});

// Each test gets its own prefix: no job of one test can reach another's worker.
async function open(transport: EmailTransport): Promise<void> {
  const prefix = `${inject("queuePrefix")}-email-${n++}`;
  queue = createQueue<EmailJob>(QUEUE.email, { connection: producer, prefix });
  events = new QueueEvents(QUEUE.email, { connection: workerConnection.duplicate(), prefix });
  await events.waitUntilReady();
  worker = createWorker(
    QUEUE.email,
    emailProcessor(orm, transport, "GradPlan <test@gradplan.example>"),
    { connection: workerConnection, prefix, logger },
  );
}

afterEach(async () => {
  await worker?.close();
  await events.close();
  await queue.obliterate({ force: true });
  await queue.close();
});
afterAll(async () => {
  await orm.close();
  producer.disconnect();
  workerConnection.disconnect();
});

/** An outbox row written directly, for tests that add their own job with short backoff. */
async function outboxRow(subject: string): Promise<string> {
  const em = orm.em.fork();
  const id = crypto.randomUUID();
  em.create(EmailOutbox, {
    id,
    toAddress: "d@example.com",
    subject,
    textBody: "x",
    htmlBody: null,
    status: EMAIL_STATUS.pending,
    attempts: 0,
    createdAt: new Date(),
  });
  await em.flush();
  return id;
}

const QUICK_RETRY = { backoff: { type: "fixed", delay: 10 } } as const;

async function outbox(id: string) {
  return orm.em.fork().findOneOrFail(EmailOutbox, id);
}

describe("the email queue", () => {
  it("delivers an outbox row and records it as sent", async () => {
    const transport = recordingTransport();
    await open(transport);
    const id = await sendEmail(orm.em.fork(), queue, {
      to: "student@example.com",
      subject: "Welcome",
      text: "Hello",
    });
    const job = await queue.getJob(id);
    expect(await job!.waitUntilFinished(events, 10_000)).toEqual({
      status: "sent",
      transport: "log",
    });
    expect(transport.sent).toEqual([
      {
        from: "GradPlan <test@gradplan.example>",
        to: "student@example.com",
        subject: "Welcome",
        text: "Hello",
        html: null,
      },
    ]);
    const row = await outbox(id);
    expect(row.status).toBe(EMAIL_STATUS.sent);
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("never sends the same outbox row twice", async () => {
    const transport = recordingTransport();
    await open(transport);
    const id = await sendEmail(orm.em.fork(), queue, {
      to: "a@example.com",
      subject: "Once",
      text: "x",
    });
    await (await queue.getJob(id))!.waitUntilFinished(events, 10_000);
    // A second job for the same row (say, a producer retry after a timeout) is a no-op.
    const again = await queue.add(QUEUE.email, { outboxId: id }, { jobId: `${id}-again` });
    expect(await again.waitUntilFinished(events, 10_000)).toEqual({
      status: "already-sent",
      transport: "log",
    });
    expect(transport.sent).toHaveLength(1);
  });

  it("retries a failing transport with backoff, then succeeds", async () => {
    const transport = recordingTransport(2);
    await open(transport);
    const id = await outboxRow("Retry");
    const job = await queue.add(
      QUEUE.email,
      { outboxId: id },
      { jobId: id, attempts: 5, ...QUICK_RETRY },
    );
    expect(await job.waitUntilFinished(events, 10_000)).toMatchObject({ status: "sent" });
    const row = await outbox(id);
    expect(row.attempts).toBe(3);
    expect(row.lastError).toBeNull();
  });

  it("marks the row failed after the final attempt", async () => {
    const transport = recordingTransport(99);
    await open(transport);
    const id = await outboxRow("Doomed");
    const job = await queue.add(
      QUEUE.email,
      { outboxId: id },
      { jobId: id, attempts: 2, ...QUICK_RETRY },
    );
    await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow("smtp is down");
    const row = await outbox(id);
    expect(row.status).toBe(EMAIL_STATUS.failed);
    expect(row.attempts).toBe(2);
    expect(row.lastError).toBe("smtp is down");
  });

  it("gives up at once on a job whose outbox row does not exist", async () => {
    await open(recordingTransport());
    const job = await queue.add(QUEUE.email, { outboxId: "00000000-0000-4000-8000-000000000000" });
    await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow("does not exist");
    expect((await queue.getJob(job.id!))?.attemptsMade).toBe(1);
  });

  it("sends once when two runs of one job overlap (a stalled job retried while the first runs)", async () => {
    const transport = recordingTransport();
    const id = await outboxRow("Overlapping runs");
    const run = emailProcessor(orm, transport, "GradPlan <test@gradplan.example>");
    const job = { data: { outboxId: id }, attemptsMade: 0, opts: { attempts: 5 } } as Job<EmailJob>;
    const outcomes = await Promise.all([run(job), run(job), run(job)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["already-sent", "already-sent", "sent"]);
    expect(transport.sent).toHaveLength(1);
    expect((await outbox(id)).status).toBe(EMAIL_STATUS.sent);
  });
});
