/** GraphQL types of the dashboard's slices: the same shapes as the REST answers. */
import { Field, Int, ObjectType } from "type-graphql";

@ObjectType()
export class CategoryCountType {
  @Field(() => String, {
    description: "very safe ... very ambitious, NA, or not calculated (not placed yet).",
  })
  category!: string;
  @Field(() => Int) count!: number;
}

@ObjectType()
export class StatusCountType {
  @Field(() => String) status!: string;
  @Field(() => Int) count!: number;
}

@ObjectType()
export class UpcomingDeadlineType {
  @Field(() => Int) course_id!: number;
  @Field(() => String) course_name!: string;
  @Field(() => String) university_name!: string;
  @Field(() => String) degree_code!: string;
  @Field(() => String) status!: string;
  @Field(() => String, { description: "YYYY-MM-DD." }) deadline!: string;
  @Field(() => String, { description: "early_deadline, priority_deadline or regular_deadline." })
  kind!: string;
  @Field(() => Int, { description: "0 on the day itself." }) days_left!: number;
}

@ObjectType()
export class ShortlistingStatsType {
  @Field(() => Int) total!: number;
  @Field(() => [CategoryCountType]) by_category!: CategoryCountType[];
  @Field(() => [StatusCountType]) by_status!: StatusCountType[];
  @Field(() => [UpcomingDeadlineType]) next_deadlines!: UpcomingDeadlineType[];
  @Field(() => Int, { description: "Still Shortlisted, every deadline passed." }) past_due!: number;
  @Field(() => Int) rolling!: number;
}

@ObjectType()
export class ScoredItemType {
  @Field(() => String) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Int) score!: number;
  @Field(() => String) evaluated_at!: string;
}

@ObjectType()
export class EvaluationStatsType {
  @Field(() => Int) count!: number;
  @Field(() => Int) evaluated!: number;
  @Field(() => ScoredItemType, { nullable: true }) best!: ScoredItemType | null;
  @Field(() => ScoredItemType, { nullable: true }) latest!: ScoredItemType | null;
  @Field(() => [ScoredItemType], { description: "Oldest first." }) trend!: ScoredItemType[];
  @Field(() => Int, { nullable: true, description: "Latest minus the one before it." })
  change!: number | null;
}

@ObjectType()
export class AchievementType {
  @Field(() => String) key!: string;
  @Field(() => String, { description: "badge or award." }) kind!: string;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => String) earned_at!: string;
}
