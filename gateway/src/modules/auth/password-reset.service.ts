/**
 * Forgotten passwords: a single-use link valid for an hour, sent through the email queue. The
 * answer is the same whether or not the account exists, and so is the work done before it (the
 * limiter's count): looking the account up and writing the link run after the answer (`defer`),
 * so its time does not tell a known email from an unknown one either.
 */
import { randomUUID } from "node:crypto";
import {
  AUTH_MESSAGES,
  type EmailJob,
  FORGOT_PASSWORD_ANSWER,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Queue } from "bullmq";
import type { AttemptLimiter } from "../../core/attempt-limiter";
import { BadInputError } from "../../core/errors";
import { sha256 } from "../../core/hash";
import { sendEmail } from "../email/send-email";
import { assertUnguessable } from "./auth.service";
import { hashPassword } from "./password";
import { PasswordResetToken } from "./password-reset-token.entity";
import { RefreshToken } from "./refresh-token.entity";
import { Student } from "./student.entity";
import { newRefreshToken } from "./tokens";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface PasswordResetDeps {
  em: EntityManager;
  emailQueue: Queue<EmailJob>;
  limiter: AttemptLimiter;
  publicUrl: string;
  /** Runs work after the answer is sent; it must log its own failures. */
  defer: (work: () => Promise<void>) => void;
}

export class PasswordResetService {
  constructor(private readonly deps: PasswordResetDeps) {}

  async forgot({ email }: ForgotPasswordInput, ip: string): Promise<string> {
    const { em, limiter, defer } = this.deps;
    await limiter.assertOpen(email, ip, AUTH_MESSAGES.tooManyAttempts);
    await limiter.record(email, ip);
    // The request's EntityManager ends with the request: the deferred work has its own.
    const own = em.fork();
    defer(() => this.sendLink(own, email));
    return FORGOT_PASSWORD_ANSWER;
  }

  /** Emails a link when the account exists; nothing otherwise. */
  async sendLink(em: EntityManager, email: string): Promise<void> {
    const student = await em.findOne(Student, { email });
    if (!student) return;
    const token = newRefreshToken();
    em.create(PasswordResetToken, {
      id: randomUUID(),
      student,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      usedAt: null,
      createdAt: new Date(),
    });
    const link = `${this.deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await sendEmail(em, this.deps.emailQueue, {
      to: student.email,
      subject: "Reset your GradPlan password",
      text:
        `Hello ${student.firstName},\n\nSomeone (we hope you) asked to reset the password of your GradPlan account.\n` +
        `Open this link within an hour to choose a new one; it works once:\n\n${link}\n\n` +
        "If you did not ask for this, ignore this email: your password stays as it is.\n",
    });
  }

  /**
   * Uses the token (once), sets the new password and ends every session of the account. A
   * guessable password is refused before the token is used, so the student can choose again.
   */
  async reset({ token, password }: ResetPasswordInput): Promise<void> {
    const pending = await this.deps.em.findOne(
      PasswordResetToken,
      { tokenHash: sha256(token), usedAt: null, expiresAt: { $gt: new Date() } },
      { populate: ["student"] },
    );
    if (!pending) throw new BadInputError(AUTH_MESSAGES.resetLinkInvalid);
    assertUnguessable(password, pending.student, "password");
    const passwordHash = await hashPassword(password);
    await this.deps.em.transactional(async (tx) => {
      const now = new Date();
      const claimed = await tx.nativeUpdate(
        PasswordResetToken,
        { tokenHash: sha256(token), usedAt: null, expiresAt: { $gt: now } },
        { usedAt: now },
      );
      if (claimed === 0) throw new BadInputError(AUTH_MESSAGES.resetLinkInvalid);
      const used = await tx.findOneOrFail(PasswordResetToken, { tokenHash: sha256(token) });
      await tx.nativeUpdate(Student, { id: used.student.id }, { passwordHash });
      await tx.nativeUpdate(
        RefreshToken,
        { student: used.student.id, revokedAt: null },
        { revokedAt: now },
      );
    });
  }
}
