/** The REST routes of the student profile (spec 1 section 7): thin adapters over ProfileService. */
import { API } from "@gradplan/schema";
import { implement, type RouteImpl } from "../../core/route";
import type { StudentsContext } from "./students.context";

const routes = API.students;

export function studentRoutes(): RouteImpl<StudentsContext>[] {
  return [
    implement(routes.studentInfo, (ctx, { params }) =>
      ctx.services.profile.profile(params.student_id),
    ),
    implement(routes.studentDetails, (ctx, { params }) =>
      ctx.services.profile.details(params.student_id),
    ),
    implement(routes.profileStrength, (ctx, { params }) =>
      ctx.services.profile.strength(params.student_id),
    ),
    implement(routes.progress, (ctx, { params }) =>
      ctx.services.profile.progress(params.student_id),
    ),
    implement(routes.updateStudentInfo, async (ctx, { params, body }) => ({
      success: true as const,
      studentInfo: await ctx.services.profile.updateInfo(params.student_id, body),
    })),
    implement(routes.updateStudentStats, async (ctx, { params, body }) => ({
      success: true as const,
      studentStats: await ctx.services.profile.updateStats(params.student_id, body),
    })),
  ];
}
