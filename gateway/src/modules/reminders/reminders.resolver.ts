/** The student's email choices through GraphQL: the same service as REST. */
import { Arg, Field, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { Ctx } from "../../core/resolver-context";
import { CurrentStudent, StudentToRead } from "../auth/current-student";
import type { RemindersContext } from "./reminders.context";

@ObjectType()
export class NotificationChoicesType {
  @Field(() => Boolean, {
    description: "Deadline reminder emails, 7 days and 1 day before each deadline (default on).",
  })
  deadline_reminders!: boolean;
}

@Resolver()
export class RemindersResolver {
  @Query(() => NotificationChoicesType)
  async notificationChoices(
    @StudentToRead() studentId: string,
    @Ctx() ctx: RemindersContext,
  ): Promise<NotificationChoicesType> {
    return ctx.services.reminders.choices(studentId);
  }

  @Mutation(() => NotificationChoicesType)
  async setDeadlineReminders(
    @CurrentStudent() studentId: string,
    @Arg("on", () => Boolean) on: boolean,
    @Ctx() ctx: RemindersContext,
  ): Promise<NotificationChoicesType> {
    return ctx.services.reminders.setDeadlineReminders(studentId, on);
  }
}
