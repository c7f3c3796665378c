/** The dashboard's slices through GraphQL: one query each, the same services as REST. */
import { Arg, Query, Resolver } from "type-graphql";
import { Ctx } from "../../core/resolver-context";
import { requireStudentReader } from "../auth/student-access";
import type { DashboardContext } from "./dashboard.module";
import { AchievementType, EvaluationStatsType, ShortlistingStatsType } from "./dashboard.types";

@Resolver()
export class DashboardResolver {
  @Query(() => ShortlistingStatsType)
  async shortlistingStats(
    @Arg("studentId", () => String) studentId: string,
    @Ctx() ctx: DashboardContext,
  ): Promise<ShortlistingStatsType> {
    await requireStudentReader(ctx, studentId);
    return ctx.services.dashboard.shortlistingStats(studentId);
  }

  @Query(() => EvaluationStatsType)
  async sopStats(
    @Arg("studentId", () => String) studentId: string,
    @Ctx() ctx: DashboardContext,
  ): Promise<EvaluationStatsType> {
    await requireStudentReader(ctx, studentId);
    return ctx.services.dashboard.sopStats(studentId);
  }

  @Query(() => EvaluationStatsType)
  async resumeStats(
    @Arg("studentId", () => String) studentId: string,
    @Ctx() ctx: DashboardContext,
  ): Promise<EvaluationStatsType> {
    await requireStudentReader(ctx, studentId);
    return ctx.services.dashboard.resumeStats(studentId);
  }

  @Query(() => [AchievementType], { description: "Badges earned (steps taken), oldest first." })
  async badges(
    @Arg("studentId", () => String) studentId: string,
    @Ctx() ctx: DashboardContext,
  ): Promise<AchievementType[]> {
    await requireStudentReader(ctx, studentId);
    return ctx.services.dashboard.badges(studentId);
  }

  @Query(() => [AchievementType], { description: "Awards earned (quality reached), oldest first." })
  async awards(
    @Arg("studentId", () => String) studentId: string,
    @Ctx() ctx: DashboardContext,
  ): Promise<AchievementType[]> {
    await requireStudentReader(ctx, studentId);
    return ctx.services.dashboard.awards(studentId);
  }
}
