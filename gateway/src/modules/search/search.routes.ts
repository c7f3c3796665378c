/** The REST routes of university search and details (spec 2 section 7). */
import { API } from "@gradplan/schema";
import { implement, type RouteImpl } from "../../core/route";
import type { SearchContext } from "./search.context";

const routes = API.search;

export function searchRoutes(): RouteImpl<SearchContext>[] {
  return [
    implement(routes.filterUniversities, (ctx, { body, query }) =>
      ctx.services.search.filterUniversities({ filters: body.filters, ...query }, null),
    ),
    implement(routes.filterUniversitiesForStudent, (ctx, { params, body, query }) =>
      ctx.services.search.filterUniversities(
        { filters: body.filters, ...query },
        params.student_id,
      ),
    ),
    implement(routes.universityCourses, (ctx, { params }) =>
      ctx.services.courseDetails.universityCourses(params.universityId),
    ),
    // The figures accepted with a source, as GraphQL's sourced_figures answers them.
    implement(routes.courseDetails, async (ctx, { params }) => {
      const course = await ctx.services.courseDetails.course(params.courseId);
      return { ...course, sourced_figures: await ctx.loaders.courseFigures.load(course.course_id) };
    }),
    implement(routes.universityDetails, (ctx, { params }) =>
      ctx.services.courseDetails.university(params.universityId),
    ),
    implement(routes.courseStatsForShortlisting, (ctx, { params }) =>
      ctx.services.courseChances.courseForStudent(params.courseId, params.student_id),
    ),
    // Ours: the details page's courses with this student's chances, in one call.
    implement(routes.universityCoursesForStudent, (ctx, { params }) =>
      ctx.services.courseChances.universityCoursesForStudent(
        params.universityId,
        params.student_id,
      ),
    ),
  ];
}
