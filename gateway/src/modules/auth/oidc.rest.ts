/**
 * "Continue with Google": which providers are on, the redirect out, and the way back. The way
 * back lands on /login, which reads the new session from /api/auth/me; failures land there too,
 * with `error=google`, never on an error page of ours.
 */
import { Router } from "express";
import { NotFoundError } from "../../core/errors";
import { setSessionCookies } from "./cookies";
import type { OidcSignIn } from "./oidc";

export const SIGNED_IN_REDIRECT = "/login?signin=google";
export const FAILED_REDIRECT = "/login?error=google";

export function oidcRouter(oidc: OidcSignIn | null): Router {
  const router = Router();
  router.get("/auth/providers", (_req, res) => {
    res.json({ google: oidc !== null });
  });
  router.get("/auth/google", async (req, res) => {
    if (!oidc) throw new NotFoundError("Google sign-in is not configured.");
    try {
      res.redirect(302, await oidc.start(res));
    } catch (error) {
      req.ctx.logger.warn({ err: (error as Error).message }, "google sign-in could not start");
      res.redirect(302, FAILED_REDIRECT);
    }
  });
  router.get("/auth/google/callback", async (req, res) => {
    if (!oidc) throw new NotFoundError("Google sign-in is not configured.");
    try {
      const profile = await oidc.finish(req, res);
      const session = await req.ctx.services.auth.signInWithProvider(profile);
      setSessionCookies(res, session.tokens, req.ctx.auth.secureCookies);
      res.redirect(302, SIGNED_IN_REDIRECT);
    } catch (error) {
      // Cancelled at the provider, a stale or forged callback, an unverified email: start over.
      req.ctx.logger.warn({ err: (error as Error).message }, "google sign-in failed");
      res.redirect(302, FAILED_REDIRECT);
    }
  });
  return router;
}
