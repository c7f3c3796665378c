/** GraphQL face of the newsletter: subscribing, and the staff's issues (a staff key only). */
import {
  NEWSLETTER_MESSAGES,
  newsletterIssueInput,
  newsletterSubscribeBody,
} from "@gradplan/schema";
import { Arg, Field, ID, Int, Mutation, ObjectType, Resolver } from "type-graphql";
import { Ctx } from "../../core/resolver-context";
import { parseBody } from "../../core/validation";
import { requireStaff } from "../auth/student-access";
import type { NewsletterContext } from "./newsletter.context";
import type { IssueOutcome } from "./newsletter-issues";

@ObjectType({ description: "A newsletter issue sent or resumed." })
export class NewsletterIssueResultType {
  @Field(() => ID) issueId!: string;
  @Field(() => Int, { description: "One per subscriber confirmed when the issue was sent." })
  recipients!: number;
  @Field(() => Int, {
    description: "Jobs this call added (a resume adds only what is unfinished).",
  })
  queued!: number;
}

@Resolver()
export class NewsletterResolver {
  @Mutation(() => String, {
    description:
      "Subscribes an email (double opt-in); the same answer whether or not it was subscribed.",
  })
  async subscribeToNewsletter(
    @Arg("email", () => String) email: string,
    @Ctx() ctx: NewsletterContext,
  ): Promise<string> {
    const input = parseBody(newsletterSubscribeBody, { email });
    await ctx.services.newsletter.subscribe(input.email, ctx.http.ip);
    return NEWSLETTER_MESSAGES.subscribed;
  }

  @Mutation(() => NewsletterIssueResultType, {
    description:
      "Staff only: sends an issue to every confirmed subscriber, one email job each, with its own unsubscribe link and one-click headers.",
  })
  async sendNewsletterIssue(
    @Arg("subject", () => String) subject: string,
    @Arg("text", () => String) text: string,
    @Arg("html", () => String, { nullable: true }) html: string | null | undefined,
    @Ctx() ctx: NewsletterContext,
  ): Promise<IssueOutcome> {
    const sentBy = await requireStaff(ctx, NEWSLETTER_MESSAGES.staffOnly);
    const input = parseBody(newsletterIssueInput, { subject, text, html });
    return ctx.services.newsletterIssues.send(input, sentBy);
  }

  @Mutation(() => NewsletterIssueResultType, {
    description:
      "Staff only: adds again the unfinished deliveries of an issue (after a crash); nobody is sent it twice.",
  })
  async resumeNewsletterIssue(
    @Arg("issueId", () => ID) issueId: string,
    @Ctx() ctx: NewsletterContext,
  ): Promise<IssueOutcome> {
    await requireStaff(ctx, NEWSLETTER_MESSAGES.staffOnly);
    return ctx.services.newsletterIssues.resume(issueId);
  }
}
