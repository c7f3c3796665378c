/** GraphQL types of "applicants like me": the band compared and, from 5 results, the figures. */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { ResultsSummaryType } from "./results.types";

@ObjectType({ description: "Inclusive bounds around the student's GPA and GRE total." })
export class LikeMineBandType {
  @Field(() => Float) gpaFrom!: number;
  @Field(() => Float) gpaTo!: number;
  @Field(() => Int, { nullable: true, description: "Null when the student has no GRE." })
  greFrom!: number | null;
  @Field(() => Int, { nullable: true }) greTo!: number | null;
}

@ObjectType({
  description:
    "Results at a course of applicants with a profile like the student's, as aggregates of real results.",
})
export class ResultsLikeMineType {
  @Field(() => LikeMineBandType, {
    nullable: true,
    description: "Null when the profile has no GPA.",
  })
  band!: LikeMineBandType | null;
  @Field(() => ResultsSummaryType, {
    nullable: true,
    description: "Null below 5 results in the band: no count, no figures.",
  })
  summary!: ResultsSummaryType | null;
}
