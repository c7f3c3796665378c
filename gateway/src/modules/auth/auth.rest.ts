/** REST shims of accounts (DESIGN.md section 3): the AuthService plus the session cookies. */
import { AUTH_MESSAGES } from "@gradplan/schema";
import { type Request, type Response, Router } from "express";
import { UnauthenticatedError } from "../../core/errors";
import type { IssuedSession } from "./auth.service";
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from "./cookies";
import { currentStudentId } from "./session";

function refreshCookie(req: Request): string | undefined {
  return (req.cookies as Record<string, string | undefined> | undefined)?.[REFRESH_COOKIE];
}

export function authRouter(): Router {
  const router = Router();
  const answer = (req: Request, res: Response, session: IssuedSession, status = 200) => {
    setSessionCookies(res, session.tokens, req.ctx.auth.secureCookies);
    res.status(status).json({ success: true, user: session.user });
  };

  router.post("/auth/register", async (req, res) => {
    answer(req, res, await req.ctx.services.auth.register(req.body), 201);
  });
  router.post("/auth/login", async (req, res) => {
    answer(req, res, await req.ctx.services.auth.login(req.body, req.ip ?? "unknown"));
  });
  router.post("/auth/refresh-token", async (req, res) => {
    try {
      answer(req, res, await req.ctx.services.auth.refresh(refreshCookie(req)));
    } catch (error) {
      // A refused refresh ends the session on this browser too.
      clearSessionCookies(res, req.ctx.auth.secureCookies);
      throw error;
    }
  });
  router.post("/auth/logout", async (req, res) => {
    await req.ctx.services.auth.logout(refreshCookie(req));
    clearSessionCookies(res, req.ctx.auth.secureCookies);
    res.json({ success: true });
  });
  router.post("/auth/forgot-password", async (req, res) => {
    const message = await req.ctx.services.passwordReset.forgot(req.body, req.ip ?? "unknown");
    res.json({ success: true, message });
  });
  router.post("/auth/reset-password", async (req, res) => {
    await req.ctx.services.passwordReset.reset(req.body);
    clearSessionCookies(res, req.ctx.auth.secureCookies);
    res.json({ success: true });
  });
  router.get("/auth/me", async (req, res) => {
    const studentId = await currentStudentId(req);
    const user = studentId ? await req.ctx.services.auth.me(studentId) : null;
    if (!user) throw new UnauthenticatedError(AUTH_MESSAGES.signInRequired);
    res.json(user);
  });
  return router;
}
