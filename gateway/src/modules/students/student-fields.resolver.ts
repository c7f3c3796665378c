/**
 * Fields of a student that read related rows: their stats, their profile completion and their
 * profile strength, for a staff tool's list of students (or one student). The parent query has
 * already decided who may read the student. Each goes through ProfileService, which reads through
 * the request's loaders (student-loaders.ts): a list of 200 students costs one statement for the
 * stats and one for the resume scores, not one per student.
 */
import { FieldResolver, Resolver, Root } from "type-graphql";
import { Ctx } from "../../core/resolver-context";
import { ProfileStrengthType, ProgressType, StudentStatsType } from "./profile.types";
import { StudentType } from "./student.types";
import type { StudentsContext } from "./students.context";

@Resolver(() => StudentType)
export class StudentFieldsResolver {
  @FieldResolver(() => StudentStatsType, { description: "The student's academic profile." })
  async stats(
    @Root() student: StudentType,
    @Ctx() ctx: StudentsContext,
  ): Promise<StudentStatsType> {
    return (await ctx.services.profile.profile(student.student_id))
      .studentStats as StudentStatsType;
  }

  @FieldResolver(() => ProgressType, { description: "Profile completion and level." })
  progress(@Root() student: StudentType, @Ctx() ctx: StudentsContext): Promise<ProgressType> {
    return ctx.services.profile.progress(student.student_id);
  }

  @FieldResolver(() => ProfileStrengthType, {
    description: "AB, SOP and Resume scores (0-100 or null).",
  })
  profileStrength(
    @Root() student: StudentType,
    @Ctx() ctx: StudentsContext,
  ): Promise<ProfileStrengthType> {
    return ctx.services.profile.strength(student.student_id);
  }
}
