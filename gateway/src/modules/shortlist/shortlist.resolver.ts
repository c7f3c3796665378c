/**
 * The shortlist through GraphQL: preferences, adding a course, recalculating; the same service
 * as the REST shims.
 */
import { addCourseBody, editPreferencesBody } from "@gradplan/schema";
import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../core/context";
import { parseBody } from "../../core/validation";
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
    await requireStudentReader(ctx, studentId);
    return ctx.services.shortlist.preferences(studentId);
  }

  @Mutation(() => ShortlistingPreferencesType)
  async editPreferences(
    @Arg("studentId", () => String) studentId: string,
    @Arg("preferences", () => PreferencesInput) preferences: PreferencesInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ShortlistingPreferencesType> {
    await requireStudentOwner(ctx, studentId);
    const body = parseBody(editPreferencesBody, { preferences });
    return ctx.services.shortlist.editPreferences(studentId, body.preferences);
  }

  @Mutation(() => Boolean, {
    description: "Adds a course to the student's shortlist; true when it was already there.",
  })
  async checkAndAddCourse(
    @Arg("studentId", () => String) studentId: string,
    @Arg("courseId", () => Int) courseId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await requireStudentOwner(ctx, studentId);
    const input = parseBody(addCourseBody, { studentId, course: { course_id: courseId } });
    const { exists } = await ctx.services.shortlist.checkAndAdd(input, studentId);
    return exists;
  }

  @Mutation(() => ShortlistRecalculationType, {
    description: "Recalculates the student's shortlist with the current profile (waits, bounded).",
  })
  async recalculateShortlist(
    @Arg("studentId", () => String) studentId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ShortlistRecalculationType> {
    await requireStudentOwner(ctx, studentId);
    const outcome = await ctx.services.shortlist.recalculate(studentId);
    return { status: outcome.status, updated: outcome.status === "done" ? outcome.updated : null };
  }
}
