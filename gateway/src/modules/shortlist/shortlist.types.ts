/** GraphQL types of the shortlist: preferences, and a recalculation's outcome. */
import { Field, Float, InputType, Int, ObjectType } from "type-graphql";

@ObjectType()
export class ShortlistingPreferencesType {
  @Field(() => [Int]) tuition!: number[];
  @Field(() => [Int]) course_ranking!: number[];
  @Field(() => [String]) location!: string[];
  @Field(() => [String]) weather!: string[];
}

@InputType()
export class PreferencesInput {
  @Field(() => [Float]) tuition!: number[];
  @Field(() => [Float]) course_ranking!: number[];
  @Field(() => [String]) location!: string[];
  @Field(() => [String]) weather!: string[];
}

@ObjectType()
export class ShortlistRecalculationType {
  @Field(() => String, { description: "done, queued (still running) or failed." })
  status!: string;
  @Field(() => Int, { nullable: true }) updated!: number | null;
}
