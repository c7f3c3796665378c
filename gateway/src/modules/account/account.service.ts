/**
 * Account settings: changing the password and deleting the account, both confirmed with the
 * password. Wrong passwords count against the login limiter of the account, so these forms are
 * no side door for guessing.
 */
import {
  ACCOUNT_MESSAGES,
  type AccountExport,
  AUTH_MESSAGES,
  type ChangePasswordBody,
  type DeleteAccountBody,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { AttemptLimiter } from "../../core/attempt-limiter";
import { BadInputError, NotFoundError, TooManyAttemptsError } from "../../core/errors";
import type { AuthService, IssuedSession } from "../auth/auth.service";
import { hashPassword, isPasswordHash, verifyPassword } from "../auth/password";
import { type IStudent, Student } from "../auth/student.entity";
import { EMAIL_STATUS } from "../email/email-outbox.entity";
import { exportAccount } from "./account-export";

/** What a sent email's row keeps of its recipient once the account is gone. */
export const ANONYMISED_ADDRESS = "deleted-account@invalid";

export interface AccountDeps {
  em: EntityManager;
  /** The login limiter: a wrong password here counts as a failed sign-in. */
  limiter: AttemptLimiter;
  auth: AuthService;
  /** Revokes a connected inbox at its provider before the rows go (issue 17). */
  revokeEmailGrant: (studentId: string) => Promise<void>;
}

export class AccountService {
  constructor(private readonly deps: AccountDeps) {}

  /** Sets the new password, ends every session and answers a fresh one for the caller. */
  async changePassword(
    studentId: string,
    input: ChangePasswordBody,
    ip: string,
  ): Promise<IssuedSession> {
    const student = await this.confirm(studentId, input.currentPassword, ip, {
      field: "currentPassword",
      message: ACCOUNT_MESSAGES.wrongCurrentPassword,
    });
    student.passwordHash = await hashPassword(input.newPassword);
    await this.deps.em.flush();
    return this.deps.auth.restartSessions(student);
  }

  exportData(studentId: string): Promise<AccountExport> {
    return exportAccount(this.deps.em, studentId);
  }

  /**
   * Deletes the student row (every table's student_id cascades; feedback is kept anonymous) and
   * what is kept by email address: pending emails, the newsletter subscription and contact
   * messages; emails already sent keep no address or text. docs/account.md.
   */
  async deleteAccount(studentId: string, input: DeleteAccountBody, ip: string): Promise<void> {
    const student = await this.confirm(studentId, input.password, ip, {
      field: "password",
      message: ACCOUNT_MESSAGES.wrongPassword,
    });
    const email = student.email;
    await this.deps.revokeEmailGrant(studentId);
    await this.deps.em.transactional(async (tx) => {
      const sql = tx.getConnection();
      await sql.execute(
        "delete from email_outbox where lower(to_address) = lower(?) and status = ?",
        [email, EMAIL_STATUS.pending],
      );
      await sql.execute(
        "update email_outbox set to_address = ?, subject = '', text_body = '', html_body = null, headers = null where lower(to_address) = lower(?)",
        [ANONYMISED_ADDRESS, email],
      );
      await sql.execute("delete from newsletter_subscriber where lower(email) = lower(?)", [email]);
      await sql.execute("delete from contact_message where lower(email) = lower(?)", [email]);
      await tx.nativeDelete(Student, { id: student.id });
    });
    await this.deps.limiter.clear(email);
  }

  /** The student, once the password is theirs; a wrong one is counted like a failed sign-in. */
  private async confirm(
    studentId: string,
    password: string,
    ip: string,
    wrong: { field: string; message: string },
  ): Promise<IStudent> {
    const { em, limiter } = this.deps;
    const student = await em.findOne(Student, studentId);
    if (!student) throw new NotFoundError("We could not find this student.");
    if (await limiter.isBlocked(student.email, ip))
      throw new TooManyAttemptsError(AUTH_MESSAGES.tooManyAttempts);
    if (!isPasswordHash(student.passwordHash))
      throw new BadInputError(ACCOUNT_MESSAGES.noPassword, {
        [wrong.field]: ACCOUNT_MESSAGES.noPassword,
      });
    if (!(await verifyPassword(password, student.passwordHash))) {
      await limiter.record(student.email, ip);
      throw new BadInputError(wrong.message, { [wrong.field]: wrong.message });
    }
    await limiter.clear(student.email);
    return student;
  }
}
