import { randomUUID } from "node:crypto";
import { API, NEWSLETTER_MESSAGES, type NewsletterJob, pathOf, QUEUE } from "@gradplan/schema";
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app";
import { graphqlCall, signUpStudent } from "../../testing/student-client";
import { EmailOutbox } from "../email/email-outbox.entity";
import { createStaffKey } from "../staff/staff-keys";
import { NewsletterDelivery, NewsletterSubscriber } from "./newsletter.entities";

let app: TestApp;
let staffKey: string;
let queue: Queue<NewsletterJob>;
beforeAll(async () => {
  app = await startTestApp();
  staffKey = await createStaffKey(app.orm.em.fork(), "newsletter-tool");
  queue = new Queue(QUEUE.newsletter, {
    connection: app.redis.duplicate(),
    prefix: app.config.queuePrefix,
  });
});
afterAll(async () => {
  await queue.close();
  await app.close();
});

const newEmail = () => `Reader-${randomUUID()}@Example.com`;

async function post(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.baseUrl}${path}`, {
    method: "POST",
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const subscribe = (email: unknown) => post(pathOf(API.newsletter.subscribe), { email });

/** The outbox rows sent to an address, oldest first. */
const mailsTo = (email: string) =>
  app.orm.em
    .fork()
    .find(EmailOutbox, { toAddress: email.toLowerCase() }, { orderBy: { createdAt: "asc" } });

/** The token of a link `/<page>/<token>` in the latest email to the address. */
async function tokenIn(email: string, page: "newsletter-confirm" | "newsletter-unsubscribe") {
  const mails = await mailsTo(email);
  const match = mails.at(-1)?.textBody.match(new RegExp(`/${page}/([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${page} link to ${email}`);
  return match[1];
}

async function confirmedSubscriber(): Promise<string> {
  const email = newEmail();
  await subscribe(email);
  await post(pathOf(API.newsletter.confirm, { token: await tokenIn(email, "newsletter-confirm") }));
  return email.toLowerCase();
}

describe("subscribing", () => {
  it("answers the same for a new, a pending and a confirmed address, and stores it lower-cased", async () => {
    const email = newEmail();
    const first = await subscribe(email);
    expect(first).toEqual({
      status: 200,
      body: { success: true, message: NEWSLETTER_MESSAGES.subscribed },
    });
    const row = await app.orm.em.fork().findOneOrFail(NewsletterSubscriber, {
      email: email.toLowerCase(),
    });
    expect(row.status).toBe("pending");
    expect(row.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await subscribe(email)).toEqual(first);
    expect(await mailsTo(email)).toHaveLength(2);
    await post(
      pathOf(API.newsletter.confirm, { token: await tokenIn(email, "newsletter-confirm") }),
    );
    expect(await subscribe(email)).toEqual(first);
    // Confirmed: nothing more is sent, and the answer says nothing of it.
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("emails a confirmation link and an unsubscribe link, stored only as hashes", async () => {
    const email = newEmail();
    await subscribe(email);
    const [mail] = await mailsTo(email);
    expect(mail?.textBody).toContain(`${app.config.publicUrl}/newsletter-confirm/`);
    expect(mail?.textBody).toContain(`${app.config.publicUrl}/newsletter-unsubscribe/`);
    const token = await tokenIn(email, "newsletter-confirm");
    const row = await app.orm.em.fork().findOneOrFail(NewsletterSubscriber, {
      email: email.toLowerCase(),
    });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("refuses a missing or invalid email with a 400 (a public route: no 401 or 403)", async () => {
    for (const bad of [undefined, "", "not-an-email", 42]) {
      const answer = await subscribe(bad);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect((await post(pathOf(API.newsletter.subscribe))).status).toBe(400);
  });

  it("confirms once; a used or unknown confirmation token is a 404", async () => {
    const email = newEmail();
    await subscribe(email);
    const path = pathOf(API.newsletter.confirm, {
      token: await tokenIn(email, "newsletter-confirm"),
    });
    expect(await post(path)).toEqual({
      status: 200,
      body: { success: true, message: NEWSLETTER_MESSAGES.confirmed },
    });
    expect((await post(path)).status).toBe(404);
    expect((await post(pathOf(API.newsletter.confirm, { token: "x".repeat(43) }))).status).toBe(
      404,
    );
  });
});

describe("unsubscribing", () => {
  it("answers 'Successfully unsubscribed.' however often a link is used; 404 for an unknown one", async () => {
    const email = newEmail();
    await subscribe(email);
    const path = pathOf(API.newsletter.unsubscribe, {
      token: await tokenIn(email, "newsletter-unsubscribe"),
    });
    const done = {
      status: 200,
      body: { success: true, message: NEWSLETTER_MESSAGES.unsubscribed },
    };
    expect(await post(path)).toEqual(done);
    const row = await app.orm.em.fork().findOneOrFail(NewsletterSubscriber, {
      email: email.toLowerCase(),
    });
    expect(row.status).toBe("unsubscribed");
    // A double click, or a mail scanner that opened it first: the student is unsubscribed.
    expect(await post(path)).toEqual(done);
    const unknown = await post(pathOf(API.newsletter.unsubscribe, { token: randomUUID() }));
    expect(unknown.status).toBe(404);
  });

  it("keeps the first email's link working after subscribing again", async () => {
    const email = newEmail();
    await subscribe(email);
    const first = await tokenIn(email, "newsletter-unsubscribe");
    await post(pathOf(API.newsletter.unsubscribe, { token: first }));
    await subscribe(email);
    const second = await tokenIn(email, "newsletter-unsubscribe");
    expect(second).not.toBe(first);
    const status = async () =>
      (await app.orm.em.fork().findOneOrFail(NewsletterSubscriber, { email: email.toLowerCase() }))
        .status;
    expect(await status()).toBe("pending");
    expect((await post(pathOf(API.newsletter.unsubscribe, { token: first }))).status).toBe(200);
    expect(await status()).toBe("unsubscribed");
    await subscribe(email);
    expect((await post(pathOf(API.newsletter.unsubscribe, { token: second }))).status).toBe(200);
    expect(await status()).toBe("unsubscribed");
  });

  it("takes a mail client's one-click POST: a form body, no cookies (RFC 8058)", async () => {
    const email = newEmail();
    await subscribe(email);
    const token = await tokenIn(email, "newsletter-unsubscribe");
    const res = await fetch(`${app.baseUrl}${pathOf(API.newsletter.unsubscribe, { token })}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.unsubscribed });
  });
});

const SEND = `mutation($subject: String!, $text: String!) {
  sendNewsletterIssue(subject: $subject, text: $text) { issueId recipients queued }
}`;
const RESUME = `mutation($id: ID!) { resumeNewsletterIssue(issueId: $id) { issueId recipients queued } }`;
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe("sending an issue (staff)", () => {
  it("is 401 without a staff key, 403 with a wrong key or a student's session", async () => {
    const vars = { subject: "Hello", text: "News" };
    const none = await graphqlCall(app.baseUrl, SEND, vars);
    expect(none.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const wrong = await graphqlCall(app.baseUrl, SEND, vars, bearer("gp_staff_wrong"));
    expect(wrong.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const student = await signUpStudent(app.baseUrl);
    const asStudent = await graphqlCall(app.baseUrl, SEND, vars, { cookie: student.jar.header() });
    expect(asStudent.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const resume = await graphqlCall(app.baseUrl, RESUME, { id: randomUUID() });
    expect(resume.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses an issue without a subject or text (400)", async () => {
    const answer = await graphqlCall(
      app.baseUrl,
      SEND,
      { subject: " ", text: "x" },
      bearer(staffKey),
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: NEWSLETTER_MESSAGES.subjectRequired,
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("makes one delivery and one job per confirmed subscriber, and a resume adds none again", async () => {
    const confirmed = await confirmedSubscriber();
    const pending = newEmail();
    await subscribe(pending);
    const sent = await graphqlCall(
      app.baseUrl,
      SEND,
      { subject: "Fall news", text: "Hi" },
      bearer(staffKey),
    );
    const issue = sent.data?.sendNewsletterIssue as { issueId: string; recipients: number };
    expect(issue.recipients).toBeGreaterThanOrEqual(1);
    const deliveries = await app.orm.em
      .fork()
      .find(NewsletterDelivery, { issue: issue.issueId }, { populate: ["subscriber"] });
    const emails = deliveries.map((d) => d.subscriber.email);
    expect(emails).toContain(confirmed);
    expect(emails).not.toContain(pending.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    // The delivery's id and the queuing request's id (docs/operations.md, "Logs"): nothing more.
    for (const delivery of deliveries)
      expect((await queue.getJob(delivery.id))?.data).toEqual({
        deliveryId: delivery.id,
        requestId: expect.any(String),
      });
    // Nothing written yet and every job still queued: the resume's adds are no-ops.
    const resumed = await graphqlCall(app.baseUrl, RESUME, { id: issue.issueId }, bearer(staffKey));
    expect(resumed.data?.resumeNewsletterIssue).toMatchObject({ recipients: deliveries.length });
    expect(
      await queue.getJobCountByTypes("waiting", "prioritized", "delayed"),
    ).toBeGreaterThanOrEqual(deliveries.length);
    const unknown = await graphqlCall(app.baseUrl, RESUME, { id: randomUUID() }, bearer(staffKey));
    expect(unknown.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});
