/**
 * Account settings: changing the password and deleting the account, both confirmed with the
 * password. Wrong passwords count in the login guard like failed sign-ins (this browser's device
 * or, without one, a stranger's counts), so these forms are no side door for guessing. A new
 * password must pass the same checks as registration's, the guessability one included.
 */
import {
  ACCOUNT_MESSAGES,
  type AccountExport,
  type ChangePasswordBody,
  type DeleteAccountBody,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import { BadInputError, NotFoundError } from "../../core/errors";
import type { PersonalTable } from "../../core/module";
import { type AuthService, assertUnguessable, type IssuedSession } from "../auth/auth.service";
import type { SignInClient } from "../auth/device-cookie";
import type { LoginGuard } from "../auth/login-guard";
import { hashPassword, isPasswordHash, verifyPassword } from "../auth/password";
import { type IStudent, Student } from "../auth/student.entity";
import { exportAccount } from "./account-export";
import { eraseByEmail } from "./personal-rows";

export interface AccountDeps {
  em: EntityManager;
  /** The login guard: a wrong password here counts as a failed sign-in. */
  loginGuard: LoginGuard;
  auth: AuthService;
  /** Revokes a connected inbox at its provider before the rows go (issue 17). */
  revokeEmailGrant: (studentId: string) => Promise<void>;
  /** Every domain's tables holding personal data (their modules' declarations). */
  personalData: readonly PersonalTable[];
}

export class AccountService {
  constructor(private readonly deps: AccountDeps) {}

  /** Sets the new password, ends every session and answers a fresh one for the caller. */
  async changePassword(
    studentId: string,
    input: ChangePasswordBody,
    client: SignInClient,
  ): Promise<IssuedSession> {
    const student = await this.confirm(studentId, input.currentPassword, client, {
      field: "currentPassword",
      message: ACCOUNT_MESSAGES.wrongCurrentPassword,
    });
    assertUnguessable(input.newPassword, student, "newPassword");
    student.passwordHash = await hashPassword(input.newPassword);
    await this.deps.em.flush();
    return this.deps.auth.restartSessions(student);
  }

  exportData(studentId: string): Promise<AccountExport> {
    return exportAccount(this.deps.em, studentId, this.deps.personalData);
  }

  /**
   * Deletes what the domains keep by the student's email address (or anonymises it, as each
   * table declares), then the student row, whose foreign keys take or anonymise the rest.
   * docs/account.md.
   */
  async deleteAccount(
    studentId: string,
    input: DeleteAccountBody,
    client: SignInClient,
  ): Promise<void> {
    const student = await this.confirm(studentId, input.password, client, {
      field: "password",
      message: ACCOUNT_MESSAGES.wrongPassword,
    });
    const email = student.email;
    await this.deps.revokeEmailGrant(studentId);
    await this.deps.em.transactional(async (tx) => {
      await eraseByEmail(tx, this.deps.personalData, email);
      await tx.nativeDelete(Student, { id: student.id });
    });
  }

  /** The student, once the password is theirs; a wrong one is counted like a failed sign-in. */
  private async confirm(
    studentId: string,
    password: string,
    client: SignInClient,
    wrong: { field: string; message: string },
  ): Promise<IStudent> {
    const { em, loginGuard } = this.deps;
    const student = await em.findOne(Student, studentId);
    if (!student) throw new NotFoundError("We could not find this student.");
    const device = await loginGuard.admit(student.email, client);
    if (!isPasswordHash(student.passwordHash))
      throw new BadInputError(ACCOUNT_MESSAGES.noPassword, {
        [wrong.field]: ACCOUNT_MESSAGES.noPassword,
      });
    if (!(await verifyPassword(password, student.passwordHash))) {
      await loginGuard.failed(student.email, client, device);
      throw new BadInputError(wrong.message, { [wrong.field]: wrong.message });
    }
    await loginGuard.succeeded(student.email, client, device);
    return student;
  }
}
