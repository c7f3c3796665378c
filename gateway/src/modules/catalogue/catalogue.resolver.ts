/** GraphQL queries of the catalogue: the same services as the REST shims. */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context";
import { CourseSuggestionType, UniversitySuggestionType, UniversityType } from "./catalogue.types";

@Resolver()
export class CatalogueResolver {
  @Query(() => [UniversitySuggestionType], { description: "Universities whose name matches." })
  searchUniversities(
    @Arg("searchQuery", () => String) searchQuery: string,
    @Ctx() ctx: RequestContext,
  ): Promise<UniversitySuggestionType[]> {
    return ctx.services.suggestions.universities(searchQuery);
  }

  @Query(() => [String], {
    description: "Undergraduate universities (worldwide) whose name matches.",
  })
  searchUndergradUniversities(
    @Arg("searchQuery", () => String) searchQuery: string,
    @Ctx() ctx: RequestContext,
  ): Promise<string[]> {
    return ctx.services.suggestions.undergradUniversities(searchQuery);
  }

  @Query(() => [CourseSuggestionType], { description: "Courses whose name matches." })
  async searchCourses(
    @Arg("searchQuery", () => String) searchQuery: string,
    @Ctx() ctx: RequestContext,
  ): Promise<CourseSuggestionType[]> {
    const found = await ctx.services.suggestions.courses(searchQuery);
    return found.map((c) => ({ courseName: c.course_name, courseCode: c.course_code }));
  }

  @Query(() => [String], { description: "Conferences whose name or acronym matches." })
  searchConferences(
    @Arg("searchQuery", () => String) searchQuery: string,
    @Ctx() ctx: RequestContext,
  ): Promise<string[]> {
    return ctx.services.suggestions.conferences(searchQuery);
  }

  @Query(() => [String], { description: "Journals whose name matches." })
  searchJournals(
    @Arg("searchQuery", () => String) searchQuery: string,
    @Ctx() ctx: RequestContext,
  ): Promise<string[]> {
    return ctx.services.suggestions.journals(searchQuery);
  }

  @Query(() => UniversityType, { nullable: true, description: "One university, or null." })
  async university(
    @Arg("universityId", () => Int) universityId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<UniversityType | null> {
    const found = await ctx.services.universities.byId(universityId);
    if (!found) return null;
    const u = found.university;
    return {
      universityId: u.id,
      name: u.name,
      city: u.city,
      state: u.state,
      website: u.website ?? null,
      universityType: u.universityType,
      acceptanceRate: Number(u.acceptanceRate),
      tuition: u.tuition,
      climate: u.climate,
      researchTier: u.researchTier,
      courseCount: found.courseCount,
    };
  }
}
