/** The dashboard's slices through GraphQL: one query each, the same services as REST. */
import { Query, Resolver } from "type-graphql";
import { Ctx } from "../../core/resolver-context";
import { StudentToRead } from "../auth/current-student";
import type { DashboardContext } from "./dashboard.context";
import { AchievementType, EvaluationStatsType, ShortlistingStatsType } from "./dashboard.types";

@Resolver()
export class DashboardResolver {
  @Query(() => ShortlistingStatsType)
  async shortlistingStats(
    @StudentToRead() studentId: string,
    @Ctx() ctx: DashboardContext,
  ): Promise<ShortlistingStatsType> {
    return ctx.services.dashboard.shortlistingStats(studentId);
  }

  @Query(() => EvaluationStatsType)
  async sopStats(
    @StudentToRead() studentId: string,
    @Ctx() ctx: DashboardContext,
  ): Promise<EvaluationStatsType> {
    return ctx.services.dashboard.sopStats(studentId);
  }

  @Query(() => EvaluationStatsType)
  async resumeStats(
    @StudentToRead() studentId: string,
    @Ctx() ctx: DashboardContext,
  ): Promise<EvaluationStatsType> {
    return ctx.services.dashboard.resumeStats(studentId);
  }

  @Query(() => [AchievementType], { description: "Badges earned (steps taken), oldest first." })
  async badges(
    @StudentToRead() studentId: string,
    @Ctx() ctx: DashboardContext,
  ): Promise<AchievementType[]> {
    return ctx.services.dashboard.badges(studentId);
  }

  @Query(() => [AchievementType], { description: "Awards earned (quality reached), oldest first." })
  async awards(
    @StudentToRead() studentId: string,
    @Ctx() ctx: DashboardContext,
  ): Promise<AchievementType[]> {
    return ctx.services.dashboard.awards(studentId);
  }
}
