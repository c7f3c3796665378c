/** Who is calling: the student of a valid access cookie, verified once per request. */
import { AUTH_MESSAGES } from "@gradplan/schema";
import type { RequestContext } from "../../core/context";
import { UnauthenticatedError } from "../../core/errors";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "./cookies";
import { verifyAccessToken } from "./tokens";

const sessions = new WeakMap<RequestContext, Promise<string | null>>();

/** The signed-in student's id, or null. */
export function currentStudentId(ctx: RequestContext): Promise<string | null> {
  let found = sessions.get(ctx);
  if (!found) {
    found = verifyAccessToken(ctx.http.cookie(ACCESS_COOKIE), ctx.auth.jwtSecret).then(
      (claims) => claims?.studentId ?? null,
    );
    sessions.set(ctx, found);
  }
  return found;
}

/**
 * For calls open to visitors that act for the student when signed in (feedback): the student's
 * id, or null for a visitor. A refresh cookie without a valid access token is a signed-in
 * student whose access token lapsed: that is UNAUTHENTICATED, so the client renews the session
 * and retries, rather than the call being taken as a visitor's.
 */
export async function visitorOrStudentId(ctx: RequestContext): Promise<string | null> {
  const studentId = await currentStudentId(ctx);
  if (studentId === null && ctx.http.cookie(REFRESH_COOKIE)) {
    throw new UnauthenticatedError(AUTH_MESSAGES.signInRequired);
  }
  return studentId;
}
