import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createQueue, createRedisConnection, EmailOutbox } from "@gradplan/gateway";
import { startTestApp, type TestApp } from "@gradplan/gateway/testing";
import { graphqlCall } from "@gradplan/gateway/testing/student-client";
import {
  type EmailJob,
  type JobTrace,
  NEWSLETTER_MESSAGES,
  type NewsletterJob,
  QUEUE,
} from "@gradplan/schema";
import type { Job, Queue } from "bullmq";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type NewsletterHooks, newsletterProcessor } from "./newsletter.processor";

let app: TestApp;
let staffKey: string;
let producer: Redis;
let emailQueue: Queue<EmailJob>;
beforeAll(async () => {
  app = await startTestApp();
  // A staff key as `npm run staff:key` makes one: only its hash is stored.
  staffKey = `gp_staff_${randomBytes(32).toString("base64url")}`;
  await app.orm.em.execute(
    `insert into staff_api_key (id, name, key_hash, created_at) values (?, 'newsletter-resume', ?, now())`,
    [randomUUID(), createHash("sha256").update(staffKey).digest("hex")],
  );
  producer = createRedisConnection(inject("redisUrl"), "producer");
  // The app's own email queue: the resume and the worker add to the same one.
  emailQueue = createQueue<EmailJob>(QUEUE.email, {
    connection: producer,
    prefix: inject("queuePrefix"),
  });
});
afterAll(async () => {
  await emailQueue.close();
  producer.disconnect();
  await app.close();
});

const job = (deliveryId: string) => ({ data: { deliveryId } }) as Job<NewsletterJob>;
const run = (hooks: NewsletterHooks = {}) =>
  newsletterProcessor(app.orm, emailQueue, app.config.publicUrl, hooks);
const crash = () => {
  throw new Error("killed");
};

async function confirmedSubscribers(n: number): Promise<string[]> {
  const emails = Array.from({ length: n }, () => `issue-${randomUUID()}@example.com`);
  for (const email of emails)
    await app.orm.em.execute(
      `insert into newsletter_subscriber (id, email, status, created_at, confirmed_at)
       values (?, ?, 'confirmed', now(), now())`,
      [randomUUID(), email],
    );
  return emails;
}

async function sendIssue(): Promise<string> {
  const answer = await graphqlCall(
    app.baseUrl,
    `mutation { sendNewsletterIssue(subject: "Winter news", text: "Deadlines are coming.") { issueId } }`,
    {},
    { authorization: `Bearer ${staffKey}` },
  );
  const sent = answer.data?.sendNewsletterIssue as { issueId: string } | undefined;
  if (!sent) throw new Error(`no issue sent: ${JSON.stringify(answer.errors)}`);
  return sent.issueId;
}

async function deliveriesOf(issueId: string, emails: string[]) {
  return app.orm.em.execute<{ id: string; email: string }[]>(
    `select d.id, s.email from newsletter_delivery d
     join newsletter_subscriber s on s.id = d.subscriber_id
     where d.issue_id = ? and s.email in (${emails.map(() => "?").join(", ")})`,
    [issueId, ...emails],
  );
}

describe("a newsletter issue", () => {
  it("interrupted and resumed sends each recipient exactly once", async () => {
    const emails = await confirmedSubscribers(4);
    const issueId = await sendIssue();
    const deliveries = await deliveriesOf(issueId, emails);
    expect(deliveries).toHaveLength(4);
    const [a, b, c, d] = deliveries.map((row) => row.id) as [string, string, string, string];

    // Killed after writing the email, before the commit: nothing of it stays.
    await expect(run({ afterOutboxWrite: crash })(job(a))).rejects.toThrow("killed");
    expect(await app.orm.em.fork().count(EmailOutbox, { id: a })).toBe(0);
    // Killed after the commit, before the email job was added.
    await expect(run({ afterCommit: crash })(job(b))).rejects.toThrow("killed");
    expect(await emailQueue.getJob(b)).toBeUndefined();
    // Two workers on one delivery at once: one writes it.
    const both = await Promise.all([run()(job(c)), run()(job(c))]);
    expect(both.map((r) => r.status).sort()).toEqual(["already-written", "written"]);

    // The resume adds the unfinished back; the worker then runs every job, some twice.
    const resumed = await graphqlCall(
      app.baseUrl,
      `mutation($id: ID!) { resumeNewsletterIssue(issueId: $id) { queued } }`,
      { id: issueId },
      { authorization: `Bearer ${staffKey}` },
    );
    expect(resumed.errors).toBeUndefined();
    expect(await emailQueue.getJob(b)).toBeDefined();
    for (const id of [a, b, c, d, a, b, c, d]) await run()(job(id));

    const outbox = await app.orm.em.fork().find(EmailOutbox, { toAddress: { $in: emails } });
    expect(outbox.map((row) => row.toAddress).sort()).toEqual([...emails].sort());
    for (const row of outbox) {
      expect(row.id).toBe(deliveries.find((x) => x.email === row.toAddress)?.id);
      // The row's id (beside the queuing request's id, when a request queued it): no address.
      const queued = await emailQueue.getJob(row.id);
      const { requestId: _trace, ...data }: EmailJob & JobTrace = queued?.data ?? { outboxId: "" };
      expect(data).toEqual({ outboxId: row.id });
      expect(row.headers).toMatchObject({
        "List-Unsubscribe": expect.stringMatching(
          /^<http:\/\/.+\/api\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}>$/,
        ),
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(row.textBody).toMatch(/\/newsletter-unsubscribe\/[A-Za-z0-9_-]{43}/);
    }
    const links = outbox.map((row) => row.headers?.["List-Unsubscribe"]);
    expect(new Set(links).size).toBe(4);
  });

  it("carries a one-click link that unsubscribes, and the next issue leaves them out", async () => {
    const [email] = await confirmedSubscribers(1);
    const first = await sendIssue();
    const [delivery] = await deliveriesOf(first, [email as string]);
    await run()(job(delivery!.id));
    const row = await app.orm.em.fork().findOneOrFail(EmailOutbox, delivery!.id);
    const url = row.headers?.["List-Unsubscribe"]?.slice(1, -1) ?? "";
    const oneClick = url.replace(app.config.publicUrl, app.baseUrl);
    const res = await fetch(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(await res.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.unsubscribed });
    // The next issue leaves them out.
    expect(await deliveriesOf(await sendIssue(), [email as string])).toHaveLength(0);
  });
});
