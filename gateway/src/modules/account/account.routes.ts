/** The REST routes of account settings: the AccountService plus the session cookies. */
import { ACCOUNT_MESSAGES, API, accountExportFileName } from "@gradplan/schema";
import { implement, Reply, type RouteImpl } from "../../core/route";
import { clearSessionCookies, setSessionCookies } from "../auth/cookies";
import type { AccountContext } from "./account.context";

const routes = API.account;

export function accountRoutes(): RouteImpl<AccountContext>[] {
  return [
    implement(routes.changePassword, async (ctx, { params, body }) => {
      const session = await ctx.services.account.changePassword(params.student_id, body, ctx.http);
      // This tab stays signed in with a new session; every other one has ended.
      setSessionCookies(ctx.http, session.tokens, ctx.auth.secureCookies);
      return { success: true as const, message: ACCOUNT_MESSAGES.passwordChanged };
    }),
    implement(routes.exportData, async (ctx, { params }) => {
      const data = await ctx.services.account.exportData(params.student_id);
      return Reply.file(Buffer.from(JSON.stringify(data, null, 2)), {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="${accountExportFileName(new Date())}"`,
        "cache-control": "private, no-store",
      });
    }),
    implement(routes.deleteAccount, async (ctx, { params, body }) => {
      await ctx.services.account.deleteAccount(params.student_id, body, ctx.http);
      clearSessionCookies(ctx.http, ctx.auth.secureCookies);
      return { success: true as const, message: ACCOUNT_MESSAGES.deleted };
    }),
  ];
}
