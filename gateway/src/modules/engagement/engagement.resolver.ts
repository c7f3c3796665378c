/** GraphQL face of password reset, contact and feedback: the same services as the REST shims. */
import { Arg, Ctx, Int, Mutation, Resolver } from "type-graphql";
import type { RequestContext } from "../../core/context";
import { clearSessionCookies } from "../auth/cookies";
import { currentStudentId } from "../auth/session";

@Resolver()
export class EngagementResolver {
  @Mutation(() => String, {
    description: "Sends a reset link if the account exists; the answer is the same either way.",
  })
  forgotPassword(
    @Arg("email", () => String) email: string,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return ctx.services.passwordReset.forgot({ email }, ctx.req.ip ?? "unknown");
  }

  @Mutation(() => Boolean, {
    description: "Sets a new password with a reset link's token (once), ending every session.",
  })
  async resetPassword(
    @Arg("token", () => String) token: string,
    @Arg("password", () => String) password: string,
    @Arg("confirmPassword", () => String) confirmPassword: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await ctx.services.passwordReset.reset({ token, password, confirmPassword });
    clearSessionCookies(ctx.res, ctx.auth.secureCookies);
    return true;
  }

  @Mutation(() => Boolean, { description: "Sends a message to the team." })
  async contact(
    @Arg("name", () => String) name: string,
    @Arg("email", () => String) email: string,
    @Arg("message", () => String) message: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await ctx.services.engagement.contact({ name, email, message }, ctx.req.ip ?? "unknown");
    return true;
  }

  @Mutation(() => Boolean, {
    description: "Feedback with 1-5 stars; tied to the student when signed in.",
  })
  async submitFeedback(
    @Arg("feedbackStar", () => Int) feedbackStar: number,
    @Arg("feedbackDescription", () => String, { nullable: true }) feedbackDescription:
      | string
      | null,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    const studentId = await currentStudentId(ctx.req);
    await ctx.services.engagement.feedback(
      { feedback_star: feedbackStar, feedback_description: feedbackDescription },
      studentId,
    );
    return true;
  }
}
