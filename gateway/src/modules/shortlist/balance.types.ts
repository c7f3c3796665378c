/** GraphQL types of a list's balance: what it lacks and the programs that would balance it. */
import { Field, Int, ObjectType } from "type-graphql";
import { AdmitRangeType } from "../search/search.types";

@ObjectType({ description: "A program that would balance the list, with the model's chance." })
export class BalanceSuggestionType {
  @Field(() => Int) course_id!: number;
  @Field(() => String) course_name!: string;
  @Field(() => String) degree_code!: string;
  @Field(() => Int) university_id!: number;
  @Field(() => String) university_name!: string;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
  @Field(() => String, { description: "The group it fills: safe or moderate." }) group!: string;
  @Field(() => String) category!: string;
  @Field(() => Int) admitChances!: number;
  @Field(() => AdmitRangeType, { nullable: true }) admitRange!: AdmitRangeType | null;
  @Field(() => Int, {
    description: "Real decisions at the program the chance's level rests on (0: estimated).",
  })
  selectivityDecisions!: number;
  @Field(() => Int, { description: "How well it fits the student's preferences, 0-100." })
  preference_match!: number;
}

@ObjectType({ description: "What the shortlist lacks for balance, and programs to fill it." })
export class BalanceSuggestionsType {
  @Field(() => [String], {
    description: "safe (no Safe or Very Safe program) and/or moderate; [] when balanced.",
  })
  missing!: string[];
  @Field(() => [BalanceSuggestionType], { description: "At most 3 for each missing group." })
  suggestions!: BalanceSuggestionType[];
}
