/**
 * Who may touch a student's data: the student alone writes; a staff key may also read (GraphQL).
 * 401 without a session, 403 for another student's id (DESIGN.md section 3).
 */
import { AUTH_MESSAGES } from "@gradplan/schema";
import type { RequestContext } from "../../core/context";
import { BadInputError, ForbiddenError, UnauthenticatedError } from "../../core/errors";
import { currentStaff } from "../staff/staff-keys";
import { currentStudentId } from "./session";

/** The signed-in student's id, or a 401. */
export async function requireSignedIn(ctx: RequestContext): Promise<string> {
  const own = await currentStudentId(ctx);
  if (!own) throw new UnauthenticatedError(AUTH_MESSAGES.signInRequired);
  return own;
}

/** A named student's own session, or a 401/403 (a GraphQL argument some operations keep). */
export async function requireStudentOwner(ctx: RequestContext, studentId: string): Promise<void> {
  if ((await requireSignedIn(ctx)) !== studentId) throw new ForbiddenError(AUTH_MESSAGES.forbidden);
}

/**
 * The student a read is about: the one named (a staff key may name anyone, a student only
 * themselves: 403), else the session's; a staff key names one (400), no one else may read (401).
 */
export async function studentToRead(
  ctx: RequestContext,
  named: string | null | undefined,
): Promise<string> {
  if (named == null) {
    const own = await currentStudentId(ctx);
    if (own) return own;
    if (await currentStaff(ctx)) throw new BadInputError(AUTH_MESSAGES.staffNamesStudent);
    throw new UnauthenticatedError(AUTH_MESSAGES.signInRequired);
  }
  if (!(await currentStaff(ctx))) await requireStudentOwner(ctx, named);
  return named;
}

/**
 * The staff key's name; 401 with no credentials at all, 403 with a wrong key or a student's
 * session (staff keys are checked in staff/, sessions here, so the guard lives on both).
 */
export async function requireStaff(ctx: RequestContext, message: string): Promise<string> {
  const staff = await currentStaff(ctx);
  if (staff) return staff.keyName;
  const presented = ctx.http.header("authorization") || (await currentStudentId(ctx));
  throw presented ? new ForbiddenError(message) : new UnauthenticatedError(message);
}
