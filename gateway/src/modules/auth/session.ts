/** Who is calling: the student of a valid access cookie, verified once per request. */
import type { HttpExchange, RequestContext } from "../../core/module";
import { ACCESS_COOKIE } from "./cookies";
import { verifyAccessToken } from "./tokens";

// By the request's exchange: every module's view of one request shares it (core/context.ts).
const sessions = new WeakMap<HttpExchange, Promise<string | null>>();

/** The signed-in student's id, or null. */
export function currentStudentId(ctx: RequestContext): Promise<string | null> {
  let found = sessions.get(ctx.http);
  if (!found) {
    found = verifyAccessToken(ctx.http.cookie(ACCESS_COOKIE), ctx.auth.jwtSecret).then(
      (claims) => claims?.studentId ?? null,
    );
    sessions.set(ctx.http, found);
  }
  return found;
}
