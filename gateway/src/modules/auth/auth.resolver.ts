/** GraphQL face of accounts: the same AuthService and cookies as the REST shims. */
import { loginInputSchema, registerInputSchema } from "@gradplan/schema";
import { Arg, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../core/context";
import { Ctx } from "../../core/resolver-context";
import { parseBody } from "../../core/validation";
import type { AuthContext } from "./auth.context";
import type { IssuedSession } from "./auth.service";
import { RegisterInput, SessionUserType } from "./auth.types";
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from "./cookies";
import { setDeviceCookie } from "./device-cookie";
import { currentStudentId } from "./session";

function refreshCookie(ctx: RequestContext): string | undefined {
  return ctx.http.cookie(REFRESH_COOKIE);
}

function answer(ctx: RequestContext, session: IssuedSession): SessionUserType {
  setSessionCookies(ctx.http, session.tokens, ctx.auth.secureCookies);
  if (session.device) setDeviceCookie(ctx.http, session.device, ctx.auth.secureCookies);
  return session.user;
}

@Resolver()
export class AuthResolver {
  @Query(() => SessionUserType, { nullable: true, description: "The signed-in student, or null." })
  async me(@Ctx() ctx: AuthContext): Promise<SessionUserType | null> {
    const studentId = await currentStudentId(ctx);
    return studentId ? ctx.services.auth.me(studentId) : null;
  }

  @Mutation(() => SessionUserType, { description: "Creates an account and signs it in." })
  async register(
    @Arg("input", () => RegisterInput) input: RegisterInput,
    @Ctx() ctx: AuthContext,
  ): Promise<SessionUserType> {
    return answer(
      ctx,
      await ctx.services.auth.register(
        parseBody(registerInputSchema, {
          ...input,
          applyingSemester: input.applyingSemester ?? undefined,
        }),
        ctx.http.ip,
      ),
    );
  }

  @Mutation(() => SessionUserType, {
    description:
      "Signs in; a browser that signed in to the account before is counted apart from strangers (docs/accounts.md).",
  })
  async login(
    @Arg("email", () => String) email: string,
    @Arg("password", () => String) password: string,
    @Ctx() ctx: AuthContext,
  ): Promise<SessionUserType> {
    const input = parseBody(loginInputSchema, { email, password });
    return answer(ctx, await ctx.services.auth.login(input, ctx.http));
  }

  @Mutation(() => SessionUserType, {
    description: "Rotates the refresh cookie and renews the session.",
  })
  async refreshToken(@Ctx() ctx: AuthContext): Promise<SessionUserType> {
    try {
      return answer(ctx, await ctx.services.auth.refresh(refreshCookie(ctx)));
    } catch (error) {
      clearSessionCookies(ctx.http, ctx.auth.secureCookies);
      throw error;
    }
  }

  @Mutation(() => Boolean, {
    description: "Ends the session on this browser and revokes its tokens.",
  })
  async logout(@Ctx() ctx: AuthContext): Promise<boolean> {
    await ctx.services.auth.logout(refreshCookie(ctx));
    clearSessionCookies(ctx.http, ctx.auth.secureCookies);
    return true;
  }
}
