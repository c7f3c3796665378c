/**
 * The student profile through GraphQL, on the same ProfileService as the REST shims. A student
 * reads and edits their own profile; a staff key may read any.
 */

import { updateStudentInfoSchema, updateStudentStatsSchema } from "@gradplan/schema";
import { Arg, Mutation, Query, Resolver } from "type-graphql";
import { Ctx } from "../../core/resolver-context";
import { parseBody } from "../../core/validation";
import { CurrentStudent, StudentToRead } from "../auth/current-student";
import {
  ProfileStrengthType,
  ProgressType,
  StudentInfoInput,
  StudentInfoType,
  StudentProfileType,
  StudentStatsType,
} from "./profile.types";
import { StudentStatsInput } from "./profile-inputs.types";
import type { StudentsContext } from "./students.context";

@Resolver()
export class ProfileResolver {
  @Query(() => StudentProfileType, { description: "A student's personal information and stats." })
  async studentProfile(
    @StudentToRead() studentId: string,
    @Ctx() ctx: StudentsContext,
  ): Promise<StudentProfileType> {
    return (await ctx.services.profile.profile(studentId)) as StudentProfileType;
  }

  @Query(() => ProgressType, { description: "Profile completion and level." })
  async studentProgress(
    @StudentToRead() studentId: string,
    @Ctx() ctx: StudentsContext,
  ): Promise<ProgressType> {
    return ctx.services.profile.progress(studentId);
  }

  @Query(() => [String], {
    description:
      "What the profile still lacks for an admit chance (GPA, English test, GRE); [] when nothing. Until it is [], programs invite the student to complete the tests form instead of showing NA.",
  })
  async chancesNeed(
    @StudentToRead() studentId: string,
    @Ctx() ctx: StudentsContext,
  ): Promise<string[]> {
    return ctx.services.profile.chancesNeed(studentId);
  }

  @Query(() => ProfileStrengthType, { description: "AB, SOP and Resume scores (0-100 or null)." })
  async studentProfileStrength(
    @StudentToRead() studentId: string,
    @Ctx() ctx: StudentsContext,
  ): Promise<ProfileStrengthType> {
    return ctx.services.profile.strength(studentId);
  }

  @Mutation(() => StudentInfoType, { description: "Updates personal information (all fields)." })
  async updateStudentInfo(
    @CurrentStudent() studentId: string,
    @Arg("input", () => StudentInfoInput) input: StudentInfoInput,
    @Ctx() ctx: StudentsContext,
  ): Promise<StudentInfoType> {
    return ctx.services.profile.updateInfo(studentId, parseBody(updateStudentInfoSchema, input));
  }

  @Mutation(() => StudentStatsType, {
    description: "Updates stats; fields left out keep their values, null clears one.",
  })
  async updateStudentStats(
    @CurrentStudent() studentId: string,
    @Arg("input", () => StudentStatsInput) input: StudentStatsInput,
    @Ctx() ctx: StudentsContext,
  ): Promise<StudentStatsType> {
    return (await ctx.services.profile.updateStats(
      studentId,
      // The REST body's schema; a section of null is no section.
      parseBody(updateStudentStatsSchema, { ...input, section: input.section ?? undefined }),
    )) as StudentStatsType;
  }
}
