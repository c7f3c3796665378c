/**
 * GraphQL face of password reset, contact and feedback (the same services as the REST shims),
 * and of when the founder's message asked a student for feedback (GraphQL only: the client's).
 */
import {
  contactInputSchema,
  feedbackInputSchema,
  forgotPasswordInputSchema,
  resetPasswordInputSchema,
} from "@gradplan/schema";
import { Arg, Int, Mutation, Query, Resolver } from "type-graphql";
import { Ctx } from "../../core/resolver-context";
import { parseBody } from "../../core/validation";
import { clearSessionCookies } from "../auth/cookies";
import { CurrentStudent, StudentToRead } from "../auth/current-student";
import { currentStudentId } from "../auth/session";
import { requireStudentOwner } from "../auth/student-access";
import type { EngagementContext } from "./engagement.context";

@Resolver()
export class EngagementResolver {
  @Mutation(() => String, {
    description: "Sends a reset link if the account exists; the answer is the same either way.",
  })
  forgotPassword(
    @Arg("email", () => String) email: string,
    @Ctx() ctx: EngagementContext,
  ): Promise<string> {
    return ctx.services.passwordReset.forgot(
      parseBody(forgotPasswordInputSchema, { email }),
      ctx.http.ip,
    );
  }

  @Mutation(() => Boolean, {
    description: "Sets a new password with a reset link's token (once), ending every session.",
  })
  async resetPassword(
    @Arg("token", () => String) token: string,
    @Arg("password", () => String) password: string,
    @Arg("confirmPassword", () => String) confirmPassword: string,
    @Ctx() ctx: EngagementContext,
  ): Promise<boolean> {
    await ctx.services.passwordReset.reset(
      parseBody(resetPasswordInputSchema, { token, password, confirmPassword }),
    );
    clearSessionCookies(ctx.http, ctx.auth.secureCookies);
    return true;
  }

  @Mutation(() => Boolean, { description: "Sends a message to the team." })
  async contact(
    @Arg("name", () => String) name: string,
    @Arg("email", () => String) email: string,
    @Arg("message", () => String) message: string,
    @Ctx() ctx: EngagementContext,
  ): Promise<boolean> {
    const input = parseBody(contactInputSchema, { name, email, message });
    await ctx.services.engagement.contact(input, ctx.http.ip);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      "Feedback with 1-5 stars. With studentId it is that student's (their own session only, as " +
      "POST /api/feedback/student/{student_id}); without, it is tied to the session if any.",
  })
  async submitFeedback(
    @Arg("feedbackStar", () => Int) feedbackStar: number,
    @Arg("feedbackDescription", () => String, { nullable: true }) feedbackDescription:
      | string
      | null,
    @Arg("studentId", () => String, { nullable: true }) asStudent: string | null | undefined,
    @Ctx() ctx: EngagementContext,
  ): Promise<boolean> {
    // Naming the student makes a lapsed session a 401 (the client refreshes and retries)
    // instead of feedback stored as a visitor's.
    if (asStudent != null) await requireStudentOwner(ctx, asStudent);
    const studentId = asStudent ?? (await currentStudentId(ctx));
    await ctx.services.engagement.feedback(
      parseBody(feedbackInputSchema, {
        feedback_star: feedbackStar,
        feedback_description: feedbackDescription,
      }),
      studentId,
    );
    return true;
  }

  @Query(() => String, {
    nullable: true,
    description:
      "When the founder's message first asked the student for feedback (ISO 8601), or null: " +
      "they are asked once, whichever browser they use.",
  })
  async founderFeedbackAskedAt(
    @StudentToRead() studentId: string,
    @Ctx() ctx: EngagementContext,
  ): Promise<string | null> {
    const askedAt = await ctx.services.engagement.founderFeedbackAskedAt(studentId);
    return askedAt?.toISOString() ?? null;
  }

  @Mutation(() => String, {
    description:
      "Records that the founder's message is asking the student for feedback; the first time " +
      "is kept and answered (ISO 8601).",
  })
  async markFounderFeedbackAsked(
    @CurrentStudent() studentId: string,
    @Ctx() ctx: EngagementContext,
  ): Promise<string> {
    const askedAt = await ctx.services.engagement.markFounderFeedbackAsked(studentId);
    return askedAt.toISOString();
  }
}
