/** GraphQL queries of the catalogue: the same services as the REST shims. */
import { searchQuerySchema, universityIdSchema } from "@gradplan/schema";
import { Arg, Int, Query, Resolver } from "type-graphql";
import { NotFoundError } from "../../core/errors";
import { Ctx } from "../../core/resolver-context";
import { parseValue } from "../../core/validation";
import type { CatalogueContext } from "./catalogue.context";
import { CourseSuggestionType, UniversitySuggestionType, UniversityType } from "./catalogue.types";

@Resolver()
export class CatalogueResolver {
  @Query(() => [UniversitySuggestionType], { description: "Universities whose name matches." })
  searchUniversities(
    @Arg("searchQuery", () => String) searchQuery: string,
    @Ctx() ctx: CatalogueContext,
  ): Promise<UniversitySuggestionType[]> {
    return ctx.services.suggestions.universities(parseValue(searchQuerySchema, searchQuery));
  }

  @Query(() => [String], {
    description: "Undergraduate universities (worldwide) whose name matches.",
  })
  searchUndergradUniversities(
    @Arg("searchQuery", () => String) searchQuery: string,
    @Ctx() ctx: CatalogueContext,
  ): Promise<string[]> {
    return ctx.services.suggestions.undergradUniversities(
      parseValue(searchQuerySchema, searchQuery),
    );
  }

  @Query(() => [CourseSuggestionType], { description: "Courses whose name matches." })
  async searchCourses(
    @Arg("searchQuery", () => String) searchQuery: string,
    @Ctx() ctx: CatalogueContext,
  ): Promise<CourseSuggestionType[]> {
    const found = await ctx.services.suggestions.courses(
      parseValue(searchQuerySchema, searchQuery),
    );
    return found.map((c) => ({ courseName: c.course_name, courseCode: c.course_code }));
  }

  @Query(() => [String], { description: "Conferences whose name or acronym matches." })
  searchConferences(
    @Arg("searchQuery", () => String) searchQuery: string,
    @Ctx() ctx: CatalogueContext,
  ): Promise<string[]> {
    return ctx.services.suggestions.conferences(parseValue(searchQuerySchema, searchQuery));
  }

  @Query(() => [String], { description: "Journals whose name matches." })
  searchJournals(
    @Arg("searchQuery", () => String) searchQuery: string,
    @Ctx() ctx: CatalogueContext,
  ): Promise<string[]> {
    return ctx.services.suggestions.journals(parseValue(searchQuerySchema, searchQuery));
  }

  @Query(() => UniversityType, { nullable: true, description: "One university, or null." })
  async university(
    @Arg("universityId", () => Int) universityId: number,
    @Ctx() ctx: CatalogueContext,
  ): Promise<UniversityType | null> {
    // The same read as REST's get-university-details: a bad id is bad input there and here; an
    // unknown one is a 404 there and null here (the field is nullable).
    const id = parseValue(universityIdSchema, universityId);
    const u = await ctx.services.courseDetails.university(id).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    if (!u) return null;
    return {
      universityId: u.university_id,
      name: u.university_name,
      city: u.city,
      state: u.state,
      website: u.website,
      universityType: u.university_type,
      control: u.control,
      acceptanceRate: u.acceptance_rate,
      tuition: u.tuition,
      tuitionInState: u.tuition_in_state,
      climate: u.climate,
      researchTier: u.research_tier,
      applicationUrl: u.application_url,
      courseCount: u.course_count,
    };
  }
}
