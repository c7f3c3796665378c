/** The auth module's API, loaded by the gateway only: resolvers, REST routes and services. */

import type { ModuleApi } from "../../core/module";
import { AuthResolver } from "./auth.resolver";
import { authRoutes } from "./auth.routes";
import { AuthService } from "./auth.service";
import { loginGuardOf } from "./login-guard";
import { OidcSignIn } from "./oidc";
import { PasswordResetService } from "./password-reset.service";

declare module "../../core/services" {
  interface DomainServices {
    auth: {
      auth: AuthService;
      passwordReset: PasswordResetService;
    };
  }
}

export const api: ModuleApi<"auth"> = {
  resolvers: [AuthResolver],
  routes: ({ config, auth }) => {
    const oidc = config.oidc
      ? new OidcSignIn(
          config.oidc,
          `${config.publicUrl}/api/auth/google/callback`,
          auth.jwtSecret,
          auth.secureCookies,
        )
      : null;
    return authRoutes(oidc);
  },
  services: {
    auth: (ctx) =>
      new AuthService({
        em: ctx.em,
        jwtSecret: ctx.app.auth.jwtSecret,
        loginGuard: loginGuardOf(ctx.app),
        registerLimiter: ctx.app.limiters.register,
      }),
    passwordReset: (ctx) =>
      new PasswordResetService({
        em: ctx.em,
        emailQueue: ctx.app.emailQueue,
        limiter: ctx.app.limiters.forgotPassword,
        publicUrl: ctx.app.config.publicUrl,
        defer: (work) => {
          const { logger } = ctx;
          work().catch((err: unknown) => logger.error({ err }, "a reset link was not sent"));
        },
      }),
  },
};
