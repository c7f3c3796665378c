/**
 * The student's grant: stored sealed when the provider grants it, read as a status (never a
 * token), and removed on disconnect after asking the provider to revoke it (docs/email-grant.md).
 */
import { EMAIL_GRANT_MESSAGES, type EmailGrantStatus } from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import { NotFoundError } from "../../core/errors";
import type { SecretBox } from "../../core/secret-box";
import { EmailDecision, EmailGrant, EmailSeen, GRANT_STATUS } from "./email-grant.entities";
import type { EmailGrantProvider } from "./provider";
import type { SyncSchedule } from "./sync-queue";

export class EmailGrantService {
  constructor(
    private readonly em: EntityManager,
    /** Null when the feature is not configured. */
    private readonly provider: EmailGrantProvider | null,
    private readonly box: SecretBox | null,
    private readonly schedule: SyncSchedule | null,
  ) {}

  get available(): boolean {
    return this.provider !== null && this.box !== null;
  }

  private configured(): { provider: EmailGrantProvider; box: SecretBox } {
    if (!this.provider || !this.box) throw new NotFoundError(EMAIL_GRANT_MESSAGES.notConfigured);
    return { provider: this.provider, box: this.box };
  }

  /** Stores (or replaces) the student's grant; a replaced token is revoked at the provider. */
  async connect(studentId: string, refreshToken: string, scope: string, now = new Date()) {
    const { provider, box } = this.configured();
    const sealed = box.seal(refreshToken, studentId);
    const previous = await this.em.findOne(EmailGrant, { student: studentId });
    if (previous) {
      const old = box.open(previous.sealedRefreshToken, studentId);
      if (old !== refreshToken) await provider.revoke(old);
      this.em.assign(previous, {
        sealedRefreshToken: sealed,
        scope,
        status: GRANT_STATUS.active,
        pausedReason: null,
        connectedAt: now,
      });
    } else {
      this.em.create(EmailGrant, {
        student: studentId,
        sealedRefreshToken: sealed,
        scope,
        status: GRANT_STATUS.active,
        pausedReason: null,
        connectedAt: now,
        lastSyncedAt: null,
      });
    }
    await this.em.flush();
    // The schedule's first run is at once, then every few hours.
    await this.schedule?.start(studentId);
  }

  /** A sync now (the student's "Check now"). */
  async syncNow(studentId: string): Promise<void> {
    this.configured();
    const grant = await this.em.findOne(EmailGrant, { student: studentId });
    if (!grant || grant.status !== GRANT_STATUS.active)
      throw new NotFoundError(EMAIL_GRANT_MESSAGES.notConnected);
    await this.schedule?.now(studentId);
  }

  async status(studentId: string): Promise<EmailGrantStatus> {
    const grant = this.available ? await this.em.findOne(EmailGrant, { student: studentId }) : null;
    return {
      available: this.available,
      connected: grant !== null,
      status: grant?.status ?? null,
      pausedReason: grant?.pausedReason ?? null,
      connectedAt: grant?.connectedAt.toISOString() ?? null,
      lastSyncedAt: grant?.lastSyncedAt?.toISOString() ?? null,
    };
  }

  /**
   * Revokes at the provider (best effort: a provider that is down does not keep the tokens
   * here), then deletes the grant. Everything read from the mailbox goes with it (cascade).
   */
  async disconnect(studentId: string): Promise<void> {
    const { provider, box } = this.configured();
    const grant = await this.em.findOne(EmailGrant, { student: studentId });
    if (!grant) throw new NotFoundError(EMAIL_GRANT_MESSAGES.notConnected);
    await this.schedule?.stop(studentId);
    await provider.revoke(box.open(grant.sealedRefreshToken, studentId));
    // Everything read from the mailbox goes with the grant; pasted texts were the student's own.
    await this.em.transactional(async (tx) => {
      await tx.nativeDelete(EmailDecision, { student: studentId, source: "mailbox" });
      await tx.nativeDelete(EmailSeen, { student: studentId });
      await tx.nativeDelete(EmailGrant, { student: studentId });
    });
  }

  /** The account's deletion: revoke a connected inbox at the provider; the rows cascade. */
  async revokeIfConnected(studentId: string): Promise<void> {
    if (!this.provider || !this.box) return;
    const grant = await this.em.findOne(EmailGrant, { student: studentId });
    if (!grant) return;
    await this.schedule?.stop(studentId);
    await this.provider.revoke(this.box.open(grant.sealedRefreshToken, studentId));
  }
}
