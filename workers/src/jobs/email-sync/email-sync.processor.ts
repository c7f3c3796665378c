/**
 * The email-sync job (docs/email-grant.md): one student's inbox read and classified. A grant the
 * provider refused pauses the student's sync and removes their schedule, so a revoked grant
 * costs one failed token request, not a retry storm.
 */
import {
  type Config,
  EmailGrantProvider,
  parseSecretKeys,
  SecretBox,
  type SyncDeps,
  SyncSchedule,
  syncInbox,
} from "@gradplan/gateway";
import type { EmailSyncJob, EmailSyncResult } from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { Job, Queue } from "bullmq";

/** What the job needs from the configuration; null when the grant is not configured. */
export function syncDepsOf(config: Config, jwtSecret = ""): SyncDeps | null {
  const settings = config.emailGrant;
  if (!settings) return null;
  return {
    // The worker never starts or finishes a grant: the redirect and cookie settings are unused.
    provider: new EmailGrantProvider(
      settings,
      `${config.publicUrl}/api/email-grant/callback`,
      jwtSecret,
      false,
    ),
    box: new SecretBox(parseSecretKeys(settings.tokenKeys)),
    mailApiUrl: settings.mailApiUrl,
  };
}

export function emailSyncProcessor(orm: MikroORM, deps: SyncDeps, queue: Queue<EmailSyncJob>) {
  const schedule = new SyncSchedule(queue);
  return async (job: Job<EmailSyncJob, EmailSyncResult>): Promise<EmailSyncResult> => {
    const { studentId } = job.data;
    const outcome = await syncInbox(orm.em.fork(), deps, studentId);
    if (outcome.kind !== "synced") {
      await schedule.stop(studentId);
      return { outcome: outcome.kind, read: 0, proposals: 0 };
    }
    return { outcome: "synced", read: outcome.read, proposals: outcome.proposals };
  };
}
