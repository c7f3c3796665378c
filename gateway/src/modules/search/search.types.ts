/** GraphQL types of university search and course details: the REST shapes, field for field. */
import { Field, Float, InputType, Int, InterfaceType, ObjectType } from "type-graphql";

@ObjectType()
export class ToeflRequirementType {
  @Field(() => Int) total_score!: number;
}

@ObjectType()
export class IeltsRequirementType {
  @Field(() => Float) overall_band!: number;
}

@ObjectType({ description: "The program's English minimums." })
export class EnglishRequirementType {
  @Field(() => ToeflRequirementType) toefl!: ToeflRequirementType;
  @Field(() => IeltsRequirementType) ielts!: IeltsRequirementType;
}

@ObjectType({ description: "A chance's 90% range, in percent." })
export class AdmitRangeType {
  @Field(() => Int) low!: number;
  @Field(() => Int) high!: number;
}

@ObjectType({ description: "The chance with one thing about the student changed." })
export class WhatIfType {
  @Field(() => String, { description: "gpa, gre, english or paper." }) kind!: string;
  @Field(() => String) change!: string;
  @Field(() => Int) admitChances!: number;
  @Field(() => String) category!: string;
  @Field(() => Int, { description: "Percentage points against the current chance." })
  delta!: number;
}

/**
 * What every view of a course shows: the program, its university and their figures. A search
 * card and a course's details both implement it, so a client selects these fields once.
 */
@InterfaceType({ description: "A course as every view shows it: the program and its figures." })
export abstract class CourseSummaryType {
  @Field(() => String) university_name!: string;
  @Field(() => Int) university_id!: number;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
  @Field(() => Int) course_id!: number;
  @Field(() => String) course_name!: string;
  @Field(() => String) degree_code!: string;
  @Field(() => String) university_type!: string;
  @Field(() => Float) overall_acceptance_rate!: number;
  @Field(() => Int) tuition!: number;
  @Field(() => EnglishRequirementType) english_scores!: EnglishRequirementType;
  @Field(() => Int, { nullable: true }) gre_avg!: number | null;
  @Field(() => Float) gpa_min!: number;
  @Field(() => Float) gpa_avg!: number;
  @Field(() => Int, { description: "Months." }) course_duration!: number;
  @Field(() => String) network_building!: string;
  @Field(() => Int) course_ranking!: number;
  @Field(() => String) climate!: string;
}

@ObjectType({ implements: CourseSummaryType })
export class SearchResultCourseType extends CourseSummaryType {
  @Field(() => String, { nullable: true, description: "Logged-in variant only." })
  category?: string;
  @Field(() => Int, { nullable: true, description: "Logged-in variant only." })
  admitChances?: number;
  @Field(() => AdmitRangeType, {
    nullable: true,
    description: "Logged-in variant only; null for NA.",
  })
  admitRange?: AdmitRangeType | null;
  @Field(() => Int, { nullable: true, description: "Logged-in variant only." })
  preference_match?: number;
}

@ObjectType()
export class FilterUniversitiesType {
  @Field(() => [SearchResultCourseType]) universities!: SearchResultCourseType[];
  @Field(() => Int) totalCount!: number;
}

@ObjectType()
export class GreRequiredType {
  @Field(() => String) international!: string;
  @Field(() => String) domestic!: string;
}

@ObjectType({ implements: CourseSummaryType })
export class CourseDetailsType extends SearchResultCourseType {
  @Field(() => String) degree!: string;
  @Field(() => Int, { nullable: true }) gre_min!: number | null;
  @Field(() => GreRequiredType) gre_required!: GreRequiredType;
  @Field(() => String, { description: "Deadlines per semester, as JSON in the spec's shape." })
  deadlines!: string;
  @Field(() => String, {
    nullable: true,
    description: "The page the figures and deadlines were checked against; null: sample data.",
  })
  source_url!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The day they were checked (YYYY-MM-DD); null: unverified sample data.",
  })
  verified_at!: string | null;
}

@ObjectType()
export class ReasonsType {
  @Field(() => [String]) raised!: string[];
  @Field(() => [String]) lowered!: string[];
}

@ObjectType()
export class CourseChanceType {
  @Field(() => CourseDetailsType) course!: CourseDetailsType;
  @Field(() => Int) admitChances!: number;
  @Field(() => AdmitRangeType, { nullable: true, description: "Null for NA." })
  admitRange!: AdmitRangeType | null;
  @Field(() => String) category!: string;
  @Field(() => Int) studentScore!: number;
  @Field(() => Int) courseScore!: number;
  @Field(() => String) score_tier!: string;
  @Field(() => ReasonsType) reasons!: ReasonsType;
  @Field(() => Int, {
    description:
      "Community results of this course the chance is calibrated on (0: the model alone).",
  })
  calibratedOn!: number;
  @Field(() => Int, { nullable: true }) preference_match?: number;
  @Field(() => [WhatIfType], {
    nullable: true,
    description: "What would move the chance (the single-course query only).",
  })
  whatIf?: WhatIfType[];
}

@InputType()
export class UniversityFiltersInput {
  @Field(() => [String], { nullable: true }) states?: string[];
  @Field(() => [String], { nullable: true }) universityType?: string[];
  @Field(() => [String], { nullable: true }) climate?: string[];
  @Field(() => [Float], { nullable: true }) tuitionRange?: number[];
  @Field(() => [Float], { nullable: true }) rankRange?: number[];
  @Field(() => [Float], { nullable: true }) toeflRange?: number[];
  @Field(() => [Float], { nullable: true }) ieltsRange?: number[];
  @Field(() => [Float], { nullable: true }) greRange?: number[];
  @Field(() => [Float], { nullable: true }) gpaRange?: number[];
  @Field(() => [String], { nullable: true }) courses?: string[];
}
