/** The email grant through GraphQL: its status (never a token) and disconnecting. */
import { EMAIL_GRANT_MESSAGES } from "@gradplan/schema";
import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../core/context";
import { requireStudentOwner, requireStudentReader } from "../auth/student-access";

@ObjectType({ description: "A student's inbox grant, as the pages show it." })
export class EmailGrantStatusType {
  @Field(() => Boolean, { description: "Connecting an inbox is configured on this server." })
  available!: boolean;
  @Field(() => Boolean) connected!: boolean;
  @Field(() => String, { nullable: true, description: "active or paused." })
  status!: string | null;
  @Field(() => String, { nullable: true }) pausedReason!: string | null;
  @Field(() => String, { nullable: true, description: "ISO date-time." })
  connectedAt!: string | null;
  @Field(() => String, { nullable: true, description: "ISO date-time." })
  lastSyncedAt!: string | null;
}

@Resolver()
export class EmailGrantResolver {
  @Query(() => EmailGrantStatusType)
  async emailGrant(
    @Arg("studentId", () => String) studentId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<EmailGrantStatusType> {
    await requireStudentReader(ctx, studentId);
    return ctx.services.emailGrant.status(studentId);
  }

  @Mutation(() => String, {
    description: "Revokes the grant at the provider and deletes its tokens and everything read.",
  })
  async disconnectEmail(
    @Arg("studentId", () => String) studentId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    await requireStudentOwner(ctx, studentId);
    await ctx.services.emailGrant.disconnect(studentId);
    return EMAIL_GRANT_MESSAGES.disconnected;
  }
}
