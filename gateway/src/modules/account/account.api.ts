/** The account module's API, loaded by the gateway only: resolver, REST routes and service. */

import type { ModuleApi } from "../../core/module";
import { loginGuardOf } from "../auth/login-guard";
import { AccountResolver } from "./account.resolver";
import { accountRoutes } from "./account.routes";
import { AccountService } from "./account.service";

declare module "../../core/services" {
  interface DomainServices {
    account: {
      account: AccountService;
    };
  }
}

export const api: ModuleApi<"account"> = {
  resolvers: [AccountResolver],
  routes: accountRoutes,
  services: {
    account: (ctx) =>
      new AccountService({
        em: ctx.em,
        loginGuard: loginGuardOf(ctx.app),
        auth: ctx.services.auth,
        revokeEmailGrant: (studentId) => ctx.services.emailGrant.revokeIfConnected(studentId),
        personalData: ctx.app.personalData,
      }),
  },
};
