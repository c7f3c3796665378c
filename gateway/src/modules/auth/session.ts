/** Who is calling: the student of a valid access cookie, and the guard for `{studentId}` paths. */
import { AUTH_MESSAGES } from "@gradplan/schema";
import type { Request, RequestHandler } from "express";
import { ForbiddenError, UnauthenticatedError } from "../../core/errors";
import { ACCESS_COOKIE } from "./cookies";
import { verifyAccessToken } from "./tokens";

const sessions = new WeakMap<Request, Promise<string | null>>();

/** The signed-in student's id, or null; verified once per request. */
export function currentStudentId(req: Request): Promise<string | null> {
  let found = sessions.get(req);
  if (!found) {
    const cookies = req.cookies as Record<string, string | undefined> | undefined;
    found = verifyAccessToken(cookies?.[ACCESS_COOKIE], req.ctx.auth.jwtSecret).then(
      (claims) => claims?.studentId ?? null,
    );
    sessions.set(req, found);
  }
  return found;
}

/** 401 without a session, 403 when the path's student is not the session's own. */
export function requireOwnStudent(param: string): RequestHandler {
  return async (req, _res, next) => {
    const studentId = await currentStudentId(req);
    if (!studentId) return next(new UnauthenticatedError(AUTH_MESSAGES.signInRequired));
    if (req.params[param] !== studentId) return next(new ForbiddenError(AUTH_MESSAGES.forbidden));
    next();
  };
}
