/** GraphQL face of account settings: the same service and cookies as the REST routes. */
import { ACCOUNT_MESSAGES, changePasswordBody, deleteAccountBody } from "@gradplan/schema";
import { Arg, Mutation, Query, Resolver } from "type-graphql";
import { Ctx } from "../../core/resolver-context";
import { parseBody } from "../../core/validation";
import { clearSessionCookies, setSessionCookies } from "../auth/cookies";
import { CurrentStudent } from "../auth/current-student";
import type { AccountContext } from "./account.context";

@Resolver()
export class AccountResolver {
  @Query(() => String, {
    description:
      "Every row of the student's data, as the JSON text of GET /api/account/export/{student_id} (the student only).",
  })
  async accountExport(
    @CurrentStudent() studentId: string,
    @Ctx() ctx: AccountContext,
  ): Promise<string> {
    return JSON.stringify(await ctx.services.account.exportData(studentId));
  }

  @Mutation(() => String, {
    description:
      "Changes the password (the current one required); every other session ends, this one gets new cookies.",
  })
  async changePassword(
    @CurrentStudent() studentId: string,
    @Arg("currentPassword", () => String) currentPassword: string,
    @Arg("newPassword", () => String) newPassword: string,
    @Arg("confirmPassword", () => String) confirmPassword: string,
    @Ctx() ctx: AccountContext,
  ): Promise<string> {
    const input = parseBody(changePasswordBody, { currentPassword, newPassword, confirmPassword });
    const session = await ctx.services.account.changePassword(studentId, input, ctx.http);
    setSessionCookies(ctx.http, session.tokens, ctx.auth.secureCookies);
    return ACCOUNT_MESSAGES.passwordChanged;
  }

  @Mutation(() => Boolean, {
    description: "Deletes the account and its data (docs/account.md), confirmed with the password.",
  })
  async deleteAccount(
    @CurrentStudent() studentId: string,
    @Arg("password", () => String) password: string,
    @Ctx() ctx: AccountContext,
  ): Promise<boolean> {
    const input = parseBody(deleteAccountBody, { password });
    await ctx.services.account.deleteAccount(studentId, input, ctx.http);
    clearSessionCookies(ctx.http, ctx.auth.secureCookies);
    return true;
  }
}
