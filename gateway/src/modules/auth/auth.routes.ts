/** The accounts' REST routes (DESIGN.md section 3): the AuthService plus the session cookies. */
import { API, AUTH_MESSAGES } from "@gradplan/schema";
import type { RequestContext } from "../../core/context";
import { NotFoundError, UnauthenticatedError } from "../../core/errors";
import { implement, Reply, type RouteImpl } from "../../core/route";
import type { AuthContext } from "./auth.context";
import type { IssuedSession } from "./auth.service";
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from "./cookies";
import { setDeviceCookie } from "./device-cookie";
import type { OidcSignIn } from "./oidc";
import { requireSignedIn } from "./student-access";

const routes = API.auth;
export const SIGNED_IN_REDIRECT = "/login?signin=google";
export const FAILED_REDIRECT = "/login?error=google";

function signedIn(ctx: RequestContext, session: IssuedSession) {
  setSessionCookies(ctx.http, session.tokens, ctx.auth.secureCookies);
  if (session.device) setDeviceCookie(ctx.http, session.device, ctx.auth.secureCookies);
  return { success: true as const, user: session.user };
}

export function authRoutes(oidc: OidcSignIn | null): RouteImpl<AuthContext>[] {
  return [
    implement(routes.register, async (ctx, { body }) =>
      Reply.json(201, signedIn(ctx, await ctx.services.auth.register(body, ctx.http.ip))),
    ),
    implement(routes.login, async (ctx, { body }) =>
      signedIn(ctx, await ctx.services.auth.login(body, ctx.http)),
    ),
    implement(routes.refreshToken, async (ctx) => {
      try {
        return signedIn(ctx, await ctx.services.auth.refresh(ctx.http.cookie(REFRESH_COOKIE)));
      } catch (error) {
        // A refused refresh ends the session on this browser too.
        clearSessionCookies(ctx.http, ctx.auth.secureCookies);
        throw error;
      }
    }),
    implement(routes.logout, async (ctx) => {
      await ctx.services.auth.logout(ctx.http.cookie(REFRESH_COOKIE));
      clearSessionCookies(ctx.http, ctx.auth.secureCookies);
      return { success: true as const };
    }),
    implement(routes.forgotPassword, async (ctx, { body }) => ({
      success: true as const,
      message: await ctx.services.passwordReset.forgot(body, ctx.http.ip),
    })),
    implement(routes.resetPassword, async (ctx, { body }) => {
      await ctx.services.passwordReset.reset(body);
      clearSessionCookies(ctx.http, ctx.auth.secureCookies);
      return { success: true as const };
    }),
    implement(routes.me, async (ctx) => {
      const user = await ctx.services.auth.me(await requireSignedIn(ctx));
      if (!user) throw new UnauthenticatedError(AUTH_MESSAGES.signInRequired);
      return user;
    }),
    // "Continue with Google": the way back lands on /login, which reads the new session from
    // /api/auth/me; failures land there too, with error=google, never on an error page of ours.
    implement(routes.providers, () => ({ google: oidc !== null })),
    implement(routes.google, async (ctx) => {
      if (!oidc) throw new NotFoundError("Google sign-in is not configured.");
      try {
        return Reply.redirect(await oidc.start(ctx.http));
      } catch (error) {
        ctx.logger.warn({ err: (error as Error).message }, "google sign-in could not start");
        return Reply.redirect(FAILED_REDIRECT);
      }
    }),
    implement(routes.googleCallback, async (ctx) => {
      if (!oidc) throw new NotFoundError("Google sign-in is not configured.");
      try {
        const profile = await oidc.finish(ctx.http);
        signedIn(ctx, await ctx.services.auth.signInWithProvider(profile));
        return Reply.redirect(SIGNED_IN_REDIRECT);
      } catch (error) {
        // Cancelled at the provider, a stale or forged callback, an unverified email: start over.
        ctx.logger.warn({ err: (error as Error).message }, "google sign-in failed");
        return Reply.redirect(FAILED_REDIRECT);
      }
    }),
  ];
}
