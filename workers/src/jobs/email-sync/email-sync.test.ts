import { randomBytes } from "node:crypto";
import { EmailGrantProvider, parseSecretKeys, SecretBox, syncInbox } from "@gradplan/gateway";
import type { TestApp } from "@gradplan/gateway/testing";
import {
  type FakeMailProvider,
  grantInbox,
  startFakeMailProvider,
} from "@gradplan/gateway/testing/fake-mail-provider";
import {
  graphqlCall,
  type StudentClient,
  signUpStudent,
} from "@gradplan/gateway/testing/student-client";
import { EMAIL_GRANT_REDIRECTS, type EmailSyncJob, QUEUE } from "@gradplan/schema";
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type AppWithWorker, startAppWithWorkers } from "../../testing/app-with-worker";
import { emailSyncProcessor } from "./email-sync.processor";

const CMU = 211440;
const CMU_CS = 21144009;
const KEYS = `k1:${randomBytes(32).toString("base64")}`;

let provider: FakeMailProvider;
let harness: AppWithWorker;
let app: TestApp;
let queue: Queue<EmailSyncJob>;

beforeAll(async () => {
  provider = await startFakeMailProvider();
  const settings = provider.settings(KEYS);
  queue = new Queue(QUEUE.emailSync, {
    connection: { url: inject("redisUrl") },
    prefix: inject("queuePrefix"),
  });
  harness = await startAppWithWorkers(
    [
      {
        queue: QUEUE.emailSync,
        processor: (orm) =>
          emailSyncProcessor(
            orm,
            {
              provider: new EmailGrantProvider(settings, "http://127.0.0.1/cb", "unused", false),
              box: new SecretBox(parseSecretKeys(KEYS)),
              mailApiUrl: settings.mailApiUrl,
            },
            queue,
          ),
      },
    ],
    { emailGrant: settings },
  );
  app = harness.app;
});
afterAll(async () => {
  await harness.close();
  await queue.close();
  await provider.close();
});

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
const ACCEPTANCE =
  "Dear Asha,\n\nCongratulations! On behalf of the School of Computer Science, I am pleased to offer you admission to the Master of Science in Computer Science program at Carnegie Mellon University for Fall 2027.\n\nYour student ID will follow by separate email. Please respond by April 15.";

async function studentWithCmu(): Promise<StudentClient> {
  const s = await signUpStudent(app.baseUrl);
  const added = await s.call("POST", "/api/check-and-add-course", {
    studentId: s.studentId,
    course: { course_id: CMU_CS },
  });
  expect(added.status).toBe(200);
  return s;
}

const PROPOSALS = `query ($studentId: String!) { emailProposals(studentId: $studentId) {
  id decision proposedStatus universityId courseId courseName sentence sender subject receivedAt } }`;
interface Proposal {
  id: string;
  /** ISO 8601, as the DateTimeISO scalar answers it. */
  receivedAt: string;
  decision: string;
  proposedStatus: string | null;
  universityId: number;
  courseId: number | null;
  courseName: string | null;
  sentence: string;
  sender: string;
  subject: string;
}

async function proposalsOf(s: StudentClient, want: number): Promise<Proposal[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await graphqlCall<{ emailProposals: Proposal[] }>(
      app.baseUrl,
      PROPOSALS,
      { studentId: s.studentId },
      { cookie: s.jar.header() },
    );
    const list = answer.data?.emailProposals ?? [];
    if (list.length >= want || Date.now() > deadline) return list;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const count = async (table: string, studentId: string) => {
  const [row] = await app.orm.em
    .fork()
    .execute<{ n: number }[]>(`select count(*)::int as n from ${table} where student_id = ?`, [
      studentId,
    ]);
  return row?.n ?? 0;
};

describe("the inbox sync", () => {
  it("proposes a decision from a shortlisted university, sets the status only on the student's click, and leaves nothing after disconnecting", async () => {
    const s = await studentWithCmu();
    const decided = day(3);
    provider.mailbox.push(
      {
        id: `m1-${s.studentId}`,
        from: "CMU Graduate Admissions <admissions@cs.cmu.edu>",
        subject: "Your admission decision",
        date: decided,
        text: ACCEPTANCE,
      },
      {
        id: `m2-${s.studentId}`,
        from: "Carnegie Mellon News <news@cmu.edu>",
        subject: "This week at CMU",
        date: day(2),
        html: "<p>Join us for the robotics open house on Friday. Applications for spring events are open.</p>",
      },
      {
        id: `m3-${s.studentId}`,
        from: "Stanford Admissions <gradadmissions@stanford.edu>",
        subject: "Decision",
        date: day(1),
        text: "We regret to inform you that we are unable to offer you admission.",
      },
      {
        id: `m4-${s.studentId}`,
        from: "CMU Graduate Admissions <admissions@cmu.edu>",
        subject: "An old message",
        date: day(400),
        text: ACCEPTANCE,
      },
    );
    expect(await grantInbox(app.baseUrl, s)).toBe(EMAIL_GRANT_REDIRECTS.granted);
    const [proposal, ...more] = await proposalsOf(s, 1);
    expect(more).toEqual([]);
    expect(proposal).toMatchObject({
      decision: "Accepted",
      proposedStatus: "Accepted",
      universityId: CMU,
      courseId: CMU_CS,
      courseName: "Computer Science",
      sender: "admissions@cs.cmu.edu",
      subject: "Your admission decision",
    });
    expect(proposal!.sentence).toMatch(/pleased to offer you admission/);
    // The day it arrived, as an ISO date-time (what the page says "on 12 March" of).
    expect(proposal!.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(Math.abs(Date.parse(proposal!.receivedAt) - Date.parse(decided))).toBeLessThan(1000);
    // Only messages from shortlisted universities' domains, of the last days, were read.
    const mine = provider.fetched.filter((id) => id.endsWith(s.studentId));
    expect([...new Set(mine)].sort()).toEqual([`m1-${s.studentId}`, `m2-${s.studentId}`]);
    // Nothing of the body beyond the one sentence is stored.
    const [stored] = await app.orm.em
      .fork()
      .execute<Record<string, unknown>[]>("select * from email_decision where student_id = ?", [
        s.studentId,
      ]);
    expect(JSON.stringify(stored)).not.toMatch(/student ID will follow|April 15/);

    // No status changed by itself.
    const status = async () =>
      (
        await app.orm.em
          .fork()
          .execute<{ status: string }[]>(
            "select status from shortlisted_course where student_id = ? and course_id = ?",
            [s.studentId, CMU_CS],
          )
      )[0]?.status;
    expect(await status()).toBe("Shortlisted");
    const accepted = await graphqlCall<{ acceptEmailProposal: string }>(
      app.baseUrl,
      "mutation ($id: ID!) { acceptEmailProposal(id: $id) }",
      { id: proposal!.id },
      { cookie: s.jar.header() },
    );
    expect(accepted.data?.acceptEmailProposal).toBe("Accepted");
    expect(await status()).toBe("Accepted");
    expect(await proposalsOf(s, 0)).toEqual([]);

    // A second sync reads nothing again and proposes nothing twice.
    const fetchedBefore = provider.fetched.length;
    await graphqlCall(app.baseUrl, "mutation { syncEmail }", {}, { cookie: s.jar.header() });
    await new Promise((r) => setTimeout(r, 800));
    expect(provider.fetched.length).toBe(fetchedBefore);
    expect(await proposalsOf(s, 0)).toEqual([]);

    const disconnected = await s.call("POST", `/api/email-grant/disconnect/${s.studentId}`);
    expect(disconnected.status).toBe(200);
    for (const table of ["email_grant", "email_decision", "email_seen"]) {
      expect(await count(table, s.studentId), table).toBe(0);
    }
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((j) => j.key)).not.toContain(`email-sync:${s.studentId}`);
  });

  it("pauses a student whose grant was revoked at the provider, tells them, and stops their schedule", async () => {
    const s = await studentWithCmu();
    expect(await grantInbox(app.baseUrl, s)).toBe(EMAIL_GRANT_REDIRECTS.granted);
    provider.revoked.add(provider.issued.at(-1)!);
    await graphqlCall(app.baseUrl, "mutation { syncEmail }", {}, { cookie: s.jar.header() });
    const deadline = Date.now() + 10_000;
    let grant: { status: string | null; pausedReason: string | null } | undefined;
    while (Date.now() < deadline) {
      const answer = await graphqlCall<{
        emailGrant: { status: string | null; pausedReason: string | null };
      }>(
        app.baseUrl,
        "query ($studentId: String!) { emailGrant(studentId: $studentId) { status pausedReason } }",
        { studentId: s.studentId },
        { cookie: s.jar.header() },
      );
      grant = answer.data?.emailGrant;
      if (grant?.status === "paused") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(grant?.status).toBe("paused");
    expect(grant?.pausedReason).toMatch(/Connect your email again/);
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((j) => j.key)).not.toContain(`email-sync:${s.studentId}`);
  });

  it("reads a pasted decision with the same classifier", async () => {
    const s = await studentWithCmu();
    const pasted = await graphqlCall<{
      proposeFromPastedText: { decision: string; proposed: boolean };
    }>(
      app.baseUrl,
      "mutation ($text: String!) { proposeFromPastedText(text: $text) { decision proposed } }",
      { text: ACCEPTANCE },
      { cookie: s.jar.header() },
    );
    expect(pasted.data?.proposeFromPastedText).toEqual({ decision: "Accepted", proposed: true });
    const nothing = await graphqlCall(
      app.baseUrl,
      "mutation ($text: String!) { proposeFromPastedText(text: $text) { decision } }",
      { text: "See you at the picnic on Saturday!" },
      { cookie: s.jar.header() },
    );
    expect(nothing.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

    // Pasted with its header block, the proposal carries the date the email was sent, not today.
    const sent = new Date(Date.now() - 20 * 24 * 3600_000);
    sent.setUTCHours(12, 0, 0, 0); // midday: the same date in any time zone the test runs in
    const sentLine = sent.toLocaleString("en-US", {
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "UTC",
    });
    const withHeaders = [
      "From: Graduate Admissions <gradadmissions@cs.cmu.edu>",
      `Sent: ${sentLine.replace(" at ", " ")}`,
      "Subject: Your application to Carnegie Mellon University",
      "",
      "After careful review, we are unable to offer you admission to the Master of Science in Computer Science program.",
    ].join("\n");
    const rejected = await graphqlCall(
      app.baseUrl,
      "mutation ($text: String!) { proposeFromPastedText(text: $text) { decision } }",
      { text: withHeaders },
      { cookie: s.jar.header() },
    );
    expect(rejected.data).toEqual({ proposeFromPastedText: { decision: "Rejected" } });
    const listed = await graphqlCall<{
      emailProposals: { decision: string; source: string; receivedAt: string }[];
    }>(
      app.baseUrl,
      "query ($studentId: String!) { emailProposals(studentId: $studentId) { decision source receivedAt } }",
      { studentId: s.studentId },
      { cookie: s.jar.header() },
    );
    const byDecision = new Map(listed.data?.emailProposals.map((p) => [p.decision, p]));
    expect(byDecision.get("Rejected")?.receivedAt.slice(0, 10)).toBe(
      sent.toISOString().slice(0, 10),
    );
    // Without a header block it is the moment of pasting.
    expect(byDecision.get("Accepted")?.receivedAt.slice(0, 10)).toBe(
      new Date().toISOString().slice(0, 10),
    );
  });

  it("seals a grant again with the new key once the keys are rotated, and keeps reading", async () => {
    const s = await studentWithCmu();
    expect(await grantInbox(app.baseUrl, s)).toBe(EMAIL_GRANT_REDIRECTS.granted);
    const sealed = async () => {
      const [row] = await app.orm.em
        .fork()
        .execute<{ sealed: string; synced: Date | null }[]>(
          "select sealed_refresh_token as sealed, last_synced_at as synced from email_grant where student_id = ?",
          [s.studentId],
        );
      return row;
    };
    // The first sync (at connecting) ran with the old keys alone.
    const deadline = Date.now() + 10_000;
    while (!(await sealed())?.synced && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect((await sealed())?.sealed).toMatch(/^v1\.k1\./);

    const rotated = `k2:${randomBytes(32).toString("base64")},${KEYS}`;
    const box = new SecretBox(parseSecretKeys(rotated));
    const settings = provider.settings(rotated);
    const outcome = await syncInbox(
      app.orm.em.fork(),
      {
        provider: new EmailGrantProvider(settings, "http://127.0.0.1/cb", "unused", false),
        box,
        mailApiUrl: settings.mailApiUrl,
      },
      s.studentId,
    );
    expect(outcome.kind).toBe("synced");
    const resealed = (await sealed())!.sealed;
    expect(resealed).toMatch(/^v1\.k2\./);
    expect(box.needsResealing(resealed)).toBe(false);
    // The same refresh token, under the new key.
    expect(provider.issued).toContain(box.open(resealed, s.studentId));
  });
});
