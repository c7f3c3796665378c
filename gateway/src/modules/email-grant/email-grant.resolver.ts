/** The email grant through GraphQL: its status (never a token) and disconnecting. */
import { EMAIL_GRANT_MESSAGES, PROPOSAL_MESSAGES } from "@gradplan/schema";
import { Arg, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { BadInputError } from "../../core/errors";
import { Ctx } from "../../core/resolver-context";
import { CurrentStudent, StudentToRead } from "../auth/current-student";
import type { EmailGrantContext } from "./email-grant.context";

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

@ObjectType({
  description: "A decision found in the inbox or in a pasted text, for the student to confirm.",
})
export class EmailProposalType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "mailbox or pasted." }) source!: string;
  @Field(() => String) sender!: string;
  @Field(() => Date) receivedAt!: Date;
  @Field(() => String) subject!: string;
  @Field(() => String, {
    description: "Accepted, Rejected, Wait Listed, Interview or Information request.",
  })
  decision!: string;
  @Field(() => String, {
    nullable: true,
    description: "The shortlist status accepting sets; null for Interview and Information request.",
  })
  proposedStatus!: string | null;
  @Field(() => Int, { nullable: true }) universityId!: number | null;
  @Field(() => String, { nullable: true }) universityName!: string | null;
  @Field(() => Int, { nullable: true, description: "The shortlisted course, when it can be told." })
  courseId!: number | null;
  @Field(() => String, { nullable: true }) courseName!: string | null;
  @Field(() => String, { nullable: true, description: "The sentence that says it." })
  sentence!: string | null;
}

@ObjectType()
export class PastedDecisionType {
  @Field(() => String) decision!: string;
  @Field(() => Boolean, { description: "False: the same text was pasted before." })
  proposed!: boolean;
}

@Resolver()
export class EmailGrantResolver {
  @Query(() => [EmailProposalType], { description: "Decisions waiting for the student's answer." })
  async emailProposals(
    @StudentToRead() studentId: string,
    @Ctx() ctx: EmailGrantContext,
  ): Promise<EmailProposalType[]> {
    return ctx.services.emailProposals.list(studentId);
  }

  @Mutation(() => String, {
    description:
      "Sets the proposed status on the shortlisted course (courseId when the email did not name it); answers the status.",
  })
  async acceptEmailProposal(
    @CurrentStudent() studentId: string,
    @Arg("id", () => ID) id: string,
    @Arg("courseId", () => Int, { nullable: true }) courseId: number | null,
    @Ctx() ctx: EmailGrantContext,
  ): Promise<string> {
    return ctx.services.emailProposals.accept(studentId, id, courseId ?? null);
  }

  @Mutation(() => Boolean)
  async dismissEmailProposal(
    @CurrentStudent() studentId: string,
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: EmailGrantContext,
  ): Promise<boolean> {
    await ctx.services.emailProposals.dismiss(studentId, id);
    return true;
  }

  @Mutation(() => PastedDecisionType, {
    description:
      "Reads a decision email's pasted text with the same classifier; a decision becomes a proposal.",
  })
  async proposeFromPastedText(
    @CurrentStudent() studentId: string,
    @Arg("text", () => String) text: string,
    @Ctx() ctx: EmailGrantContext,
  ): Promise<PastedDecisionType> {
    if (!text.trim()) throw new BadInputError(PROPOSAL_MESSAGES.pastedEmpty);
    const found = await ctx.services.emailProposals.fromPastedText(studentId, text);
    return { decision: found.kind, proposed: found.proposed };
  }

  @Mutation(() => Boolean, { description: "Checks the connected inbox now (a background job)." })
  async syncEmail(
    @CurrentStudent() studentId: string,
    @Ctx() ctx: EmailGrantContext,
  ): Promise<boolean> {
    await ctx.services.emailGrant.syncNow(studentId);
    return true;
  }

  @Query(() => EmailGrantStatusType)
  async emailGrant(
    @StudentToRead() studentId: string,
    @Ctx() ctx: EmailGrantContext,
  ): Promise<EmailGrantStatusType> {
    return ctx.services.emailGrant.status(studentId);
  }

  @Mutation(() => String, {
    description: "Revokes the grant at the provider and deletes its tokens and everything read.",
  })
  async disconnectEmail(
    @CurrentStudent() studentId: string,
    @Ctx() ctx: EmailGrantContext,
  ): Promise<string> {
    await ctx.services.emailGrant.disconnect(studentId);
    return EMAIL_GRANT_MESSAGES.disconnected;
  }
}
