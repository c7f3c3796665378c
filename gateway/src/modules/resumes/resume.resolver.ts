/** Resume evaluations through GraphQL (reads only: uploads stay on the REST multipart path). */

import { Arg, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../core/context";
import { requireStudentReader } from "../auth/student-access";
import { ResumeType } from "./resume.types";

@Resolver()
export class ResumeResolver {
  @Query(() => ResumeType, { nullable: true, description: "The student's latest evaluation." })
  async latestResume(
    @Arg("studentId", () => String) studentId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ResumeType | null> {
    await requireStudentReader(ctx, studentId);
    return ctx.services.resumes.latest(studentId);
  }

  @Query(() => [ResumeType], {
    description: "Every evaluated resume of the student, newest first.",
  })
  async resumes(
    @Arg("studentId", () => String) studentId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ResumeType[]> {
    await requireStudentReader(ctx, studentId);
    return ctx.services.resumes.list(studentId);
  }
}
