/** Who is calling: the student of a valid access cookie, verified once per request. */
import type { RequestContext } from "../../core/context";
import { ACCESS_COOKIE } from "./cookies";
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
