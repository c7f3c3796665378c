import { Arg, Int, Query, Resolver } from "type-graphql";
import { ForbiddenError, UnauthenticatedError } from "../../core/errors";
import { isUuid } from "../../core/ids";
import { Ctx } from "../../core/resolver-context";
import { StudentToRead } from "../auth/current-student";
import { currentStudentId } from "../auth/session";
import { type IStudent, Student } from "../auth/student.entity";
import { currentStaff } from "../staff/staff-keys";
import { StudentType } from "./student.types";
import type { StudentsContext } from "./students.context";

function toType(s: IStudent): StudentType {
  return {
    student_id: s.id,
    email: s.email,
    firstname: s.firstName,
    lastname: s.lastName,
    category: s.category,
    applying_semester: s.applyingSemester ?? null,
    created_at: s.createdAt,
  };
}

const STAFF_ONLY = "This is available to staff API keys only.";

@Resolver()
export class StudentResolver {
  @Query(() => StudentType, {
    nullable: true,
    description: "One student: their own record, or any with a staff key.",
  })
  async student(
    @StudentToRead() studentId: string,
    @Ctx() ctx: StudentsContext,
  ): Promise<StudentType | null> {
    if (!isUuid(studentId)) return null;
    const found = await ctx.em.findOne(Student, studentId);
    return found ? toType(found) : null;
  }

  @Query(() => [StudentType], { description: "Students, newest first (staff only)." })
  async students(
    @Arg("limit", () => Int, { defaultValue: 50 }) limit: number,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: StudentsContext,
  ): Promise<StudentType[]> {
    if (!(await currentStaff(ctx))) {
      throw (await currentStudentId(ctx))
        ? new ForbiddenError(STAFF_ONLY)
        : new UnauthenticatedError(STAFF_ONLY);
    }
    const rows = await ctx.em.find(
      Student,
      {},
      {
        orderBy: { createdAt: "desc" },
        limit: Math.min(Math.max(limit, 1), 200),
        offset: Math.max(offset, 0),
      },
    );
    return rows.map(toType);
  }
}
