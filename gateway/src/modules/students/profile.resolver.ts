/**
 * The student profile through GraphQL, on the same ProfileService as the REST shims. A student
 * reads and edits their own profile; a staff key may read any.
 */

import { updateStudentInfoSchema, updateStudentStatsSchema } from "@gradplan/schema";
import { Arg, Mutation, Query, Resolver } from "type-graphql";
import { Ctx } from "../../core/resolver-context";
import { parseBody } from "../../core/validation";
import { requireStudentOwner, requireStudentReader } from "../auth/student-access";
import {
  ProfileStrengthType,
  ProgressType,
  StudentInfoInput,
  StudentInfoType,
  StudentProfileType,
  StudentStatsType,
} from "./profile.types";
import { StudentStatsInput } from "./profile-inputs.types";
import type { StudentsContext } from "./students.module";

@Resolver()
export class ProfileResolver {
  @Query(() => StudentProfileType, { description: "A student's personal information and stats." })
  async studentProfile(
    @Arg("studentId", () => String) studentId: string,
    @Ctx() ctx: StudentsContext,
  ): Promise<StudentProfileType> {
    await requireStudentReader(ctx, studentId);
    return (await ctx.services.profile.profile(studentId)) as StudentProfileType;
  }

  @Query(() => ProgressType, { description: "Profile completion and level." })
  async studentProgress(
    @Arg("studentId", () => String) studentId: string,
    @Ctx() ctx: StudentsContext,
  ): Promise<ProgressType> {
    await requireStudentReader(ctx, studentId);
    return ctx.services.profile.progress(studentId);
  }

  @Query(() => [String], {
    description:
      "What the profile still lacks for an admit chance (GPA, English test, GRE); [] when nothing. Until it is [], programs invite the student to complete the tests form instead of showing NA.",
  })
  async chancesNeed(
    @Arg("studentId", () => String) studentId: string,
    @Ctx() ctx: StudentsContext,
  ): Promise<string[]> {
    await requireStudentReader(ctx, studentId);
    return ctx.services.profile.chancesNeed(studentId);
  }

  @Query(() => ProfileStrengthType, { description: "AB, SOP and Resume scores (0-100 or null)." })
  async studentProfileStrength(
    @Arg("studentId", () => String) studentId: string,
    @Ctx() ctx: StudentsContext,
  ): Promise<ProfileStrengthType> {
    await requireStudentReader(ctx, studentId);
    return ctx.services.profile.strength(studentId);
  }

  @Mutation(() => StudentInfoType, { description: "Updates personal information (all fields)." })
  async updateStudentInfo(
    @Arg("studentId", () => String) studentId: string,
    @Arg("input", () => StudentInfoInput) input: StudentInfoInput,
    @Ctx() ctx: StudentsContext,
  ): Promise<StudentInfoType> {
    await requireStudentOwner(ctx, studentId);
    return ctx.services.profile.updateInfo(studentId, parseBody(updateStudentInfoSchema, input));
  }

  @Mutation(() => StudentStatsType, {
    description: "Updates stats; fields left out keep their values, null clears one.",
  })
  async updateStudentStats(
    @Arg("studentId", () => String) studentId: string,
    @Arg("input", () => StudentStatsInput) input: StudentStatsInput,
    @Ctx() ctx: StudentsContext,
  ): Promise<StudentStatsType> {
    await requireStudentOwner(ctx, studentId);
    return (await ctx.services.profile.updateStats(
      studentId,
      // The REST body's schema; a section of null is no section.
      parseBody(updateStudentStatsSchema, { ...input, section: input.section ?? undefined }),
    )) as StudentStatsType;
  }
}
