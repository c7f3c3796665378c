/** Registration, sign-in, refresh-token rotation and sign-out. */
import { randomUUID } from "node:crypto";
import {
  AUTH_MESSAGES,
  type LoginInput,
  normalizeEmail,
  type RegisterInput,
  type SessionUser,
  STUDENT_CATEGORIES,
  type StudentCategory,
} from "@gradplan/schema";
import { newPasswordError } from "@gradplan/schema/password-strength";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { AttemptLimiter } from "../../core/attempt-limiter";
import { BadInputError, ConflictError, UnauthenticatedError } from "../../core/errors";
import { sha256 } from "../../core/hash";
import type { IssuedDeviceCookie, SignInClient } from "./device-cookie";
import type { LoginGuard } from "./login-guard";
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from "./password";
import { RefreshToken } from "./refresh-token.entity";
import { type IStudent, Student } from "./student.entity";
import {
  newRefreshToken,
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TOKEN_TTL_MS,
  signAccessToken,
} from "./tokens";

/** Not a scrypt hash: verifyPassword answers false for it, so no password signs in. */
const NO_PASSWORD = "none";

export interface IssuedSession {
  user: SessionUser;
  tokens: { access: string; refresh: string };
  /** A sign-in by password or provider: this browser's device cookie of the account. */
  device?: IssuedDeviceCookie;
}

export interface AuthDeps {
  em: EntityManager;
  jwtSecret: string;
  loginGuard: LoginGuard;
  /** Sign-ups per address and per network (core/attempt-limiter.ts, LIMITS.register). */
  registerLimiter: AttemptLimiter;
}

/** A password the spec's rule allows but a guesser tries early: a 400 on the named field. */
export function assertUnguessable(
  password: string,
  owner: { email: string; firstName?: string | null; lastName?: string | null },
  field: string,
): void {
  const message = newPasswordError(password, owner);
  if (message) throw new BadInputError(message, { [field]: message });
}

export class AuthService {
  private readonly em: EntityManager;

  constructor(private readonly deps: AuthDeps) {
    this.em = deps.em;
  }

  /**
   * Every sign-up that passes the input checks counts against its address and network, taken
   * emails too: a 409 tells whether an email has an account, so it must not come in bulk.
   */
  async register(input: RegisterInput, ip: string): Promise<IssuedSession> {
    const { registerLimiter, loginGuard } = this.deps;
    await registerLimiter.assertOpen("", ip, AUTH_MESSAGES.tooManySignUps);
    await registerLimiter.record("", ip);
    assertUnguessable(input.password, input, "password");
    if (await this.em.count(Student, { email: input.email }))
      throw new ConflictError(AUTH_MESSAGES.emailTaken);
    const student = this.em.create(Student, {
      id: randomUUID(),
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      category: input.category,
      applyingSemester: input.applyingSemester ?? null,
      createdAt: new Date(),
    });
    try {
      await this.em.flush();
    } catch (error) {
      // Two registrations racing for one email: the unique index decides, the loser gets the 409.
      if ((error as { code?: string }).code === "23505")
        throw new ConflictError(AUTH_MESSAGES.emailTaken);
      throw error;
    }
    return {
      ...(await this.issue(student, randomUUID())),
      device: loginGuard.deviceCookie(input.email),
    };
  }

  /** The login guard (login-guard.ts) decides whether this client may try, and counts failures. */
  async login({ email, password }: LoginInput, client: SignInClient): Promise<IssuedSession> {
    const { loginGuard } = this.deps;
    const device = await loginGuard.admit(email, client);
    const student = await this.em.findOne(Student, { email });
    const valid = await verifyPassword(
      password,
      student?.passwordHash ?? (await DUMMY_HASH_PROMISE),
    );
    if (!student || !valid) {
      await loginGuard.failed(email, client, device);
      throw new UnauthenticatedError(AUTH_MESSAGES.invalidCredentials);
    }
    await loginGuard.succeeded(email, client, device);
    return { ...(await this.issue(student, randomUUID())), device: loginGuard.deviceCookie(email) };
  }

  /**
   * Signs in a student the provider vouched for, creating the account on first visit. Such an
   * account has no password (its hash field holds a marker no password matches) until the
   * student sets one through "forgot password"; its category starts as International Student,
   * unconfirmed, and the profile page asks the student to confirm or correct it.
   */
  async signInWithProvider(profile: {
    email: string;
    givenName: string;
    familyName: string;
  }): Promise<IssuedSession> {
    const email = normalizeEmail(profile.email);
    let student = await this.em.findOne(Student, { email });
    if (!student) {
      student = this.em.create(Student, {
        id: randomUUID(),
        email,
        passwordHash: NO_PASSWORD,
        firstName: profile.givenName,
        lastName: profile.familyName,
        category: STUDENT_CATEGORIES[0],
        categoryConfirmed: false,
        applyingSemester: null,
        createdAt: new Date(),
      });
      await this.em.flush();
    }
    return {
      ...(await this.issue(student, randomUUID())),
      device: this.deps.loginGuard.deviceCookie(email),
    };
  }

  /**
   * Rotates a refresh token. The swap is one conditional UPDATE, so two requests presenting the
   * same token cannot both win; the loser, like any reuse of a replaced token, revokes the family,
   * unless the token was replaced within the last few seconds (a lost answer, see lostAnswer).
   */
  async refresh(presented: string | undefined): Promise<IssuedSession> {
    if (!presented) throw new UnauthenticatedError(AUTH_MESSAGES.signInRequired);
    const token = await this.em.findOne(
      RefreshToken,
      { tokenHash: sha256(presented) },
      { populate: ["student"] },
    );
    if (!token || token.revokedAt) throw new UnauthenticatedError(AUTH_MESSAGES.signInRequired);
    const now = new Date();
    const swapped = await this.em.nativeUpdate(
      RefreshToken,
      { id: token.id, replacedAt: null, revokedAt: null },
      { replacedAt: now },
    );
    if (token.expiresAt <= now) throw new UnauthenticatedError(AUTH_MESSAGES.signInRequired);
    if (swapped === 0 && !(await this.lostAnswer(token.id, now))) {
      await this.revokeFamily(token.familyId);
      throw new UnauthenticatedError(AUTH_MESSAGES.signInRequired);
    }
    return this.issue(token.student, token.familyId);
  }

  async logout(presented: string | undefined): Promise<void> {
    if (!presented) return;
    const token = await this.em.findOne(RefreshToken, { tokenHash: sha256(presented) });
    if (token) await this.revokeFamily(token.familyId);
  }

  /**
   * Ends every session of the student (each refresh-token family) and starts a new one for the
   * caller: after a password change only the tab that made it stays signed in.
   */
  async restartSessions(student: IStudent): Promise<IssuedSession> {
    await this.em.nativeUpdate(
      RefreshToken,
      { student: student.id, revokedAt: null },
      { revokedAt: new Date() },
    );
    return this.issue(student, randomUUID());
  }

  async me(studentId: string): Promise<SessionUser | null> {
    const student = await this.em.findOne(Student, studentId);
    if (!student) return null;
    const latest = await this.em.findOne(
      RefreshToken,
      { student: studentId, replacedAt: null, revokedAt: null },
      { orderBy: { createdAt: "desc" } },
    );
    return toSessionUser(student, latest?.expiresAt ?? new Date(Date.now() + REFRESH_TOKEN_TTL_MS));
  }

  /**
   * Was this token replaced moments ago (REFRESH_REUSE_GRACE_MS), and its family not revoked?
   * Then the answer that carried its replacement never arrived: a navigation cancelled the
   * request after the server had rotated the token. Read afresh: a concurrent use may have
   * replaced it after our first read.
   */
  private async lostAnswer(tokenId: string, now: Date): Promise<boolean> {
    const current = await this.em.fork().findOne(RefreshToken, tokenId);
    if (!current?.replacedAt || current.revokedAt) return false;
    return now.getTime() - current.replacedAt.getTime() < REFRESH_REUSE_GRACE_MS;
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.em.nativeUpdate(
      RefreshToken,
      { familyId, revokedAt: null },
      { revokedAt: new Date() },
    );
  }

  private async issue(student: IStudent, familyId: string): Promise<IssuedSession> {
    const refresh = newRefreshToken();
    const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_MS);
    this.em.create(RefreshToken, {
      id: randomUUID(),
      student,
      familyId,
      tokenHash: sha256(refresh),
      expiresAt,
      createdAt: new Date(),
      replacedAt: null,
      revokedAt: null,
    });
    await this.em.flush();
    const access = await signAccessToken({ studentId: student.id }, this.deps.jwtSecret);
    return { user: toSessionUser(student, expiresAt), tokens: { access, refresh } };
  }
}

export function toSessionUser(student: IStudent, expiresAt: Date): SessionUser {
  return {
    email: student.email,
    student_id: student.id,
    firstname: student.firstName,
    category: student.category as StudentCategory,
    applying_semester: student.applyingSemester ?? null,
    expiry: expiresAt.getTime(),
  };
}
