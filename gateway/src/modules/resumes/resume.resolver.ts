/** Resume evaluations through GraphQL (reads only: uploads stay on the REST multipart path). */

import { Query, Resolver } from "type-graphql";
import { Ctx } from "../../core/resolver-context";
import { StudentToRead } from "../auth/current-student";
import { ResumeType } from "./resume.types";
import type { ResumesContext } from "./resumes.context";

@Resolver()
export class ResumeResolver {
  @Query(() => ResumeType, { nullable: true, description: "The student's latest evaluation." })
  async latestResume(
    @StudentToRead() studentId: string,
    @Ctx() ctx: ResumesContext,
  ): Promise<ResumeType | null> {
    return ctx.services.resumes.latest(studentId);
  }

  @Query(() => [ResumeType], {
    description: "Every evaluated resume of the student, newest first.",
  })
  async resumes(
    @StudentToRead() studentId: string,
    @Ctx() ctx: ResumesContext,
  ): Promise<ResumeType[]> {
    return ctx.services.resumes.list(studentId);
  }
}
