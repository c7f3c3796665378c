/**
 * University search and course details through GraphQL, on the same services as the REST shims.
 * Chances are the student's own (or a staff key's).
 */

import {
  type CourseDetails,
  courseIdSchema,
  filterUniversitiesBody,
  SEARCH_SORTS,
  type SearchSort,
  searchPageQuery,
  universityIdSchema,
} from "@gradplan/schema";
import { Arg, Int, Query, Resolver } from "type-graphql";
import { Ctx } from "../../core/resolver-context";
import { parseBody, parseValue } from "../../core/validation";
import { StudentToRead } from "../auth/current-student";
import { studentToRead } from "../auth/student-access";
import type { SearchContext } from "./search.context";
import {
  CourseChanceType,
  CourseDetailsType,
  FilterUniversitiesType,
  UniversityFiltersInput,
} from "./search.types";

const withJsonDeadlines = (c: CourseDetails): CourseDetailsType => ({
  ...c,
  deadlines: c.deadlines === null ? null : JSON.stringify(c.deadlines),
});

@Resolver()
export class SearchResolver {
  @Query(() => FilterUniversitiesType, {
    description:
      "A page (at most 10) of courses matching the filters; with studentId, chances too.",
  })
  async filterUniversities(
    @Arg("filters", () => UniversityFiltersInput, { nullable: true })
    filters: UniversityFiltersInput | undefined,
    @Arg("page", () => Int, { defaultValue: 1 }) page: number,
    @Arg("limit", () => Int, { defaultValue: 10 }) limit: number,
    @Arg("studentId", () => String, { nullable: true }) studentId: string | undefined,
    @Ctx() ctx: SearchContext,
    @Arg("sort", () => String, {
      nullable: true,
      description: `The order: ${SEARCH_SORTS.join(", ")} (docs/search.md); default best.`,
    })
    sort?: SearchSort | null,
    @Arg("name", () => String, {
      nullable: true,
      description: "Part of a university's name or alias, or of a program's name.",
    })
    name?: string | null,
  ): Promise<FilterUniversitiesType> {
    if (studentId) await studentToRead(ctx, studentId);
    // The REST route's schemas: absent filters take their defaults, the same messages.
    const body = parseBody(filterUniversitiesBody, { filters: { ...filters } });
    const query = parseValue(searchPageQuery, { page, limit, sort, name });
    return ctx.services.search.filterUniversities(
      { filters: body.filters, ...query },
      studentId ?? null,
    ) as Promise<FilterUniversitiesType>;
  }

  @Query(() => [CourseDetailsType], { description: "A university's courses, best ranked first." })
  async universityCourses(
    @Arg("universityId", () => Int) universityId: number,
    @Ctx() ctx: SearchContext,
  ): Promise<CourseDetailsType[]> {
    return (
      await ctx.services.courseDetails.universityCourses(
        parseValue(universityIdSchema, universityId),
      )
    ).map(withJsonDeadlines);
  }

  @Query(() => [CourseChanceType], {
    description: "A university's courses with the student's chance, reasons and what-ifs.",
  })
  async universityCoursesForStudent(
    @Arg("universityId", () => Int) universityId: number,
    @StudentToRead() studentId: string,
    @Ctx() ctx: SearchContext,
  ): Promise<CourseChanceType[]> {
    const rows = await ctx.services.courseChances.universityCoursesForStudent(
      parseValue(universityIdSchema, universityId),
      studentId,
    );
    return rows.map((row) => ({ ...row, course: withJsonDeadlines(row.course) }));
  }

  @Query(() => CourseDetailsType)
  async courseDetails(
    @Arg("courseId", () => Int) courseId: number,
    @Ctx() ctx: SearchContext,
  ): Promise<CourseDetailsType> {
    return withJsonDeadlines(
      await ctx.services.courseDetails.course(parseValue(courseIdSchema, courseId)),
    );
  }

  @Query(() => CourseChanceType, { description: "A course with the student's chance and reasons." })
  async courseStatsForShortlisting(
    @Arg("courseId", () => Int) courseId: number,
    @StudentToRead() studentId: string,
    @Ctx() ctx: SearchContext,
  ): Promise<CourseChanceType> {
    const stats = await ctx.services.courseChances.courseForStudent(
      parseValue(courseIdSchema, courseId),
      studentId,
    );
    return { ...stats, course: withJsonDeadlines(stats.course) };
  }
}
