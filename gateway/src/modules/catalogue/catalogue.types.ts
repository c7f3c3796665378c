/** GraphQL object types of the catalogue. Explicit type functions: no decorator metadata needed. */
import { Field, Float, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "A university suggested for a search box." })
export class UniversitySuggestionType {
  @Field(() => Int) universityId!: number;
  @Field(() => String) universityName!: string;
}

@ObjectType({ description: "A course suggested for a search box." })
export class CourseSuggestionType {
  @Field(() => String) courseName!: string;
  @Field(() => String) courseCode!: string;
}

@ObjectType({ description: "A US university of the catalogue." })
export class UniversityType {
  @Field(() => Int) universityId!: number;
  @Field(() => String) name!: string;
  @Field(() => String) city!: string;
  @Field(() => String, { description: "Two-letter state code." }) state!: string;
  @Field(() => String, { nullable: true }) website!: string | null;
  @Field(() => String, { description: "Public or Private." }) universityType!: string;
  @Field(() => Float, { description: "Percent, 0-100." }) acceptanceRate!: number;
  @Field(() => Int, { description: "USD a year." }) tuition!: number;
  @Field(() => String, { description: "Warm, Hot or Cold." }) climate!: string;
  @Field(() => String, { description: "R1 or R2." }) researchTier!: string;
  @Field(() => Int, { description: "Number of graduate programs in the catalogue." })
  courseCount!: number;
}
