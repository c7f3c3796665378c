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
  @Field(() => String, {
    nullable: true,
    description: "Public, Private nonprofit or Private for-profit (IPEDS); null: not known.",
  })
  control!: string | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Undergraduate admission rate, percent 0-100; null: not known. Not a program's rate.",
  })
  acceptanceRate!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: "Graduate tuition and fees, USD a year, out of state; null: not reported.",
  })
  tuition!: number | null;
  @Field(() => Int, { nullable: true, description: "The same, in state; null: not known." })
  tuitionInState!: number | null;
  @Field(() => String, { description: "Warm, Hot or Cold." }) climate!: string;
  @Field(() => String, { nullable: true, description: "R1 or R2; null: neither." })
  researchTier!: string | null;
  @Field(() => String, { nullable: true, description: "The university's application page." })
  applicationUrl!: string | null;
  @Field(() => Int, { description: "Number of graduate programs in the catalogue." })
  courseCount!: number;
}
