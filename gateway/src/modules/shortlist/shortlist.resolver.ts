/**
 * The shortlist through GraphQL: preferences, adding a course, recalculating; the same service
 * as the REST shims.
 */
import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../core/context";
import { requireStudentOwner, requireStudentReader } from "../auth/student-access";
import {
  PreferencesInput,
  ShortlistingPreferencesType,
  ShortlistRecalculationType,
} from "./shortlist.types";

@Resolver()
export class ShortlistResolver {
  @Query(() => ShortlistingPreferencesType)
  async shortlistingPreferences(
    @Arg("studentId", () => String) studentId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ShortlistingPreferencesType> {
    await requireStudentReader(ctx.req, studentId);
    return ctx.services.shortlist.preferences(studentId);
  }

  @Mutation(() => ShortlistingPreferencesType)
  async editPreferences(
    @Arg("studentId", () => String) studentId: string,
    @Arg("preferences", () => PreferencesInput) preferences: PreferencesInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ShortlistingPreferencesType> {
    await requireStudentOwner(ctx.req, studentId);
    return ctx.services.shortlist.editPreferences(studentId, {
      preferences: JSON.parse(JSON.stringify(preferences)),
    });
  }

  @Mutation(() => Boolean, {
    description: "Adds a course to the student's shortlist; true when it was already there.",
  })
  async checkAndAddCourse(
    @Arg("studentId", () => String) studentId: string,
    @Arg("courseId", () => Int) courseId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await requireStudentOwner(ctx.req, studentId);
    const { exists } = await ctx.services.shortlist.checkAndAdd(
      { studentId, course: { course_id: courseId } },
      studentId,
    );
    return exists;
  }

  @Mutation(() => ShortlistRecalculationType, {
    description: "Recalculates the student's shortlist with the current profile (waits, bounded).",
  })
  async recalculateShortlist(
    @Arg("studentId", () => String) studentId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ShortlistRecalculationType> {
    await requireStudentOwner(ctx.req, studentId);
    const outcome = await ctx.services.shortlist.recalculate(studentId);
    return { status: outcome.status, updated: outcome.status === "done" ? outcome.updated : null };
  }
}
