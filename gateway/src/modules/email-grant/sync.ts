/**
 * One inbox sync (the email-sync job's data step, docs/email-grant.md): a fresh access token
 * from the sealed refresh token, the ids of the last SYNC_DAYS days of messages from the mail
 * domains of the universities on the student's shortlist, and each message not read before
 * classified; a decision becomes a proposal. A refused or revoked grant pauses the student's
 * sync and says so (no retry: the student must connect again); a provider that is down throws,
 * and the job's few retries with backoff take it from there.
 */
import { createHash, randomUUID } from "node:crypto";
import {
  classifyDecisionEmail,
  type DecisionFinding,
  isDecision,
  type KnownUniversity,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { SecretBox } from "../../core/secret-box";
import { EmailDecision, EmailGrant, GRANT_STATUS, PROPOSAL_STATUS } from "./email-grant.entities";
import { Mailbox, MailboxError } from "./mailbox";
import type { EmailGrantProvider } from "./provider";

/** How far back a sync reads. */
export const SYNC_DAYS = 60;
export const PAUSED_REASON =
  "Your email provider no longer lets us read your inbox (access was revoked or expired). Connect your email again to resume.";

export interface SyncDeps {
  provider: EmailGrantProvider;
  box: SecretBox;
  mailApiUrl: string;
}

export type SyncOutcome =
  | { kind: "synced"; read: number; proposals: number }
  | { kind: "paused" }
  | { kind: "not-connected" };

interface ShortlistRow {
  course_id: number;
  course_name: string;
  university_id: number;
  university_name: string;
  mail_domains: string[];
}

/** The universities on the student's shortlist, as the classifier recognises them. */
export async function shortlistUniversities(em: EntityManager, studentId: string) {
  const rows = await em.execute<ShortlistRow[]>(
    `select c.id as course_id, c.course_name, u.id as university_id, u.name as university_name,
            u.mail_domains
       from shortlisted_course sc join course c on c.id = sc.course_id
       join university u on u.id = c.university_id
      where sc.student_id = ?`,
    [studentId],
  );
  const universities = new Map<number, KnownUniversity & { courseIds: Map<string, number> }>();
  for (const r of rows) {
    const u = universities.get(r.university_id) ?? {
      id: r.university_id,
      name: r.university_name,
      domains: r.mail_domains,
      courses: [],
      courseIds: new Map<string, number>(),
    };
    u.courses!.push(r.course_name);
    u.courseIds.set(r.course_name.toLowerCase(), r.course_id);
    universities.set(r.university_id, u);
  }
  return [...universities.values()];
}

/** The shortlisted course a finding is about: named, or the only one at that university. */
export function courseOf(
  finding: DecisionFinding,
  universities: Awaited<ReturnType<typeof shortlistUniversities>>,
): number | null {
  const u = universities.find((x) => x.id === finding.universityId);
  if (!u) return null;
  if (finding.courseName) return u.courseIds.get(finding.courseName.toLowerCase()) ?? null;
  return u.courseIds.size === 1 ? [...u.courseIds.values()][0]! : null;
}

/** Stores a finding as a proposal once (its message id is the key); true when it is new. */
export async function propose(
  em: EntityManager,
  studentId: string,
  source: "mailbox" | "pasted",
  messageId: string,
  receivedAt: Date,
  finding: DecisionFinding,
  courseId: number | null,
): Promise<boolean> {
  const inserted = await em.execute<{ id: string }[]>(
    `insert into email_decision (id, student_id, source, message_id, sender, received_at, subject,
       decision, university_id, university_name, course_id, sentence, status, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now())
     on conflict (student_id, message_id) do nothing returning id`,
    [
      randomUUID(),
      studentId,
      source,
      messageId.slice(0, 200),
      finding.sender.slice(0, 320),
      receivedAt,
      finding.subject.slice(0, 300),
      finding.kind,
      finding.universityId,
      finding.universityName?.slice(0, 200) ?? null,
      courseId,
      finding.sentence,
      PROPOSAL_STATUS.proposed,
    ],
  );
  return inserted.length > 0;
}

/** A pasted text's key: the same text pasted twice is one proposal. */
export const pastedKey = (text: string) =>
  `pasted:${createHash("sha256").update(text.trim()).digest("hex")}`;

export async function syncInbox(
  em: EntityManager,
  deps: SyncDeps,
  studentId: string,
  now = new Date(),
): Promise<SyncOutcome> {
  const grant = await em.findOne(EmailGrant, { student: studentId });
  if (!grant || grant.status !== GRANT_STATUS.active) return { kind: "not-connected" };
  const pause = async () => {
    grant.status = GRANT_STATUS.paused;
    grant.pausedReason = PAUSED_REASON;
    await em.flush();
    return { kind: "paused" as const };
  };
  let accessToken: string;
  try {
    const refreshToken = deps.box.open(grant.sealedRefreshToken, studentId);
    // Sealed by a key being retired (docs/email-grant.md, rotation): sealed again with the new one.
    if (deps.box.needsResealing(grant.sealedRefreshToken)) {
      grant.sealedRefreshToken = deps.box.seal(refreshToken, studentId);
      await em.flush();
    }
    accessToken = await deps.provider.accessToken(refreshToken);
  } catch (error) {
    // invalid_grant: revoked at the provider or expired. Anything else is worth a retry.
    const code = (error as { error?: unknown }).error;
    if (
      code === "invalid_grant" ||
      /invalid_grant|unauthorized_client|invalid_client/.test(String((error as Error).message))
    )
      return pause();
    throw error;
  }
  const universities = await shortlistUniversities(em, studentId);
  const mailbox = new Mailbox(deps.mailApiUrl, accessToken);
  let read = 0;
  let proposals = 0;
  try {
    const domains = [...new Set(universities.flatMap((u) => u.domains))];
    const ids = await mailbox.recentFrom(domains, SYNC_DAYS);
    const known = new Set(
      (
        await em.find(
          EmailDecision,
          { student: studentId, messageId: { $in: ids } },
          { fields: ["messageId"] },
        )
      ).map((d) => d.messageId),
    );
    const seen = await em.execute<{ message_id: string }[]>(
      `select message_id from email_seen where student_id = ?
          and message_id in (select value from jsonb_array_elements_text(?::jsonb))`,
      [studentId, JSON.stringify(ids)],
    );
    for (const s of seen) known.add(s.message_id);
    for (const id of ids) {
      if (known.has(id)) continue;
      const message = await mailbox.message(id);
      read++;
      const finding = classifyDecisionEmail(message, universities);
      if (isDecision(finding.kind) && finding.universityId !== null) {
        const course = courseOf(finding, universities);
        if (await propose(em, studentId, "mailbox", id, new Date(message.date), finding, course))
          proposals++;
      } else {
        // Read and not a decision: remembered by id alone, so it is not fetched again.
        await em.execute(
          "insert into email_seen (student_id, message_id) values (?, ?) on conflict do nothing",
          [studentId, id.slice(0, 200)],
        );
      }
    }
  } catch (error) {
    if (error instanceof MailboxError && error.refused) return pause();
    throw error;
  }
  grant.lastSyncedAt = now;
  await em.flush();
  return { kind: "synced", read, proposals };
}
