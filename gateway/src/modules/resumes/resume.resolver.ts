/** Resume evaluations through GraphQL (reads only: uploads stay on the REST multipart path). */

import { Arg, Query, Resolver } from "type-graphql";
import { Ctx } from "../../core/resolver-context";
import { requireStudentReader } from "../auth/student-access";
import { ResumeType } from "./resume.types";
import type { ResumesContext } from "./resumes.module";

@Resolver()
export class ResumeResolver {
  @Query(() => ResumeType, { nullable: true, description: "The student's latest evaluation." })
  async latestResume(
    @Arg("studentId", () => String) studentId: string,
    @Ctx() ctx: ResumesContext,
  ): Promise<ResumeType | null> {
    await requireStudentReader(ctx, studentId);
    return ctx.services.resumes.latest(studentId);
  }

  @Query(() => [ResumeType], {
    description: "Every evaluated resume of the student, newest first.",
  })
  async resumes(
    @Arg("studentId", () => String) studentId: string,
    @Ctx() ctx: ResumesContext,
  ): Promise<ResumeType[]> {
    await requireStudentReader(ctx, studentId);
    return ctx.services.resumes.list(studentId);
  }
}
