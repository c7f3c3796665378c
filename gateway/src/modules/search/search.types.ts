/**
 * GraphQL types of university search and course details: the REST shapes, field for field. A
 * figure the catalogue does not know is null (never 0), so those fields are nullable.
 */
import { Field, Float, InputType, Int, InterfaceType, ObjectType } from "type-graphql";

@ObjectType()
export class ToeflRequirementType {
  @Field(() => Int, { nullable: true, description: "Null: not known." })
  total_score!: number | null;
}

@ObjectType()
export class IeltsRequirementType {
  @Field(() => Float, { nullable: true, description: "Null: not known." })
  overall_band!: number | null;
}

@ObjectType({ description: "The program's English minimums." })
export class EnglishRequirementType {
  @Field(() => ToeflRequirementType) toefl!: ToeflRequirementType;
  @Field(() => IeltsRequirementType) ielts!: IeltsRequirementType;
}

@ObjectType({ description: "A chance's 80% range, in percent." })
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
  @Field(() => Float, {
    nullable: true,
    description: "The program's acceptance rate, percent; null: not known.",
  })
  overall_acceptance_rate!: number | null;
  @Field(() => Int, { nullable: true, description: "USD a year, out of state; null: not known." })
  tuition!: number | null;
  @Field(() => EnglishRequirementType) english_scores!: EnglishRequirementType;
  @Field(() => Int, { nullable: true }) gre_avg!: number | null;
  @Field(() => Float, { nullable: true }) gpa_min!: number | null;
  @Field(() => Float, { nullable: true }) gpa_avg!: number | null;
  @Field(() => Int, { nullable: true, description: "Months; null: not known." })
  course_duration!: number | null;
  @Field(() => String, { nullable: true }) network_building!: string | null;
  @Field(() => Int, { nullable: true, description: "1 = best; null: no sourced rank." })
  course_ranking!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: "Master's degrees awarded in the latest award year (IPEDS); null: not known.",
  })
  graduates_latest!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: "USD a year for an in-state student (tuition is out of state); null: not known.",
  })
  tuition_in_state!: number | null;
  @Field(() => Int, {
    description:
      "Real admits the GPA and GRE averages come from (from N reported decisions); 0: not from decisions.",
  })
  reported_admits!: number;
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
  @Field(() => Boolean, {
    nullable: true,
    description:
      "Logged-in variant only. False: the program's selectivity is not known, so the chance is a range from the student's profile alone.",
  })
  selectivityKnown?: boolean;
  @Field(() => Int, {
    nullable: true,
    description:
      "Logged-in variant only. Real decisions at the program the chance's level rests on: reported ones the model learned from and the course's own community results (0: estimated from similar programs, a wide range).",
  })
  selectivityDecisions?: number;
}

@ObjectType({
  description:
    "Per range the filter sets, the courses matching every other condition whose figure for it is not known; null for a range left at its default.",
})
export class UnknownCountsType {
  @Field(() => Int, { nullable: true }) tuitionRange?: number;
  @Field(() => Int, { nullable: true }) rankRange?: number;
  @Field(() => Int, { nullable: true }) toeflRange?: number;
  @Field(() => Int, { nullable: true }) ieltsRange?: number;
  @Field(() => Int, { nullable: true }) greRange?: number;
  @Field(() => Int, { nullable: true }) gpaRange?: number;
}

@ObjectType()
export class FilterUniversitiesType {
  @Field(() => [SearchResultCourseType]) universities!: SearchResultCourseType[];
  @Field(() => Int) totalCount!: number;
  @Field(() => UnknownCountsType) unknownCounts!: UnknownCountsType;
}

@ObjectType({ description: "Master's degrees a program awarded in one award year (IPEDS)." })
export class GraduatesInYearType {
  @Field(() => Int, { description: "The year the award year ends: 2024 for 2023-24." })
  year!: number;
  @Field(() => String, { description: "2023-24." }) academic_year!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: "Where a figure of the course comes from." })
export class FigureSourceType {
  @Field(() => String, { description: "The figure: tuition or graduates." }) figure!: string;
  @Field(() => String, { description: "The source's key." }) key!: string;
  @Field(() => String, { description: "What to show beside the figure: IPEDS 2023-24." })
  label!: string;
  @Field(() => String) description!: string;
  @Field(() => String) url!: string;
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
  @Field(() => GreRequiredType, { nullable: true, description: "Null: not known." })
  gre_required!: GreRequiredType | null;
  @Field(() => String, {
    nullable: true,
    description: "Deadlines per semester, as JSON in the spec's shape; null: no sourced deadline.",
  })
  deadlines!: string | null;
  @Field(() => [String], { description: "The IPEDS CIP codes the program groups." })
  cip_codes!: string[];
  @Field(() => [GraduatesInYearType], {
    description: "Master's awarded per award year, oldest first; only the years known.",
  })
  graduates!: GraduatesInYearType[];
  @Field(() => [FigureSourceType], { description: "The sources of the figures that have one." })
  sources!: FigureSourceType[];
  @Field(() => String, {
    nullable: true,
    description: "Public, Private nonprofit or Private for-profit; null: not known.",
  })
  university_control!: string | null;
  @Field(() => String, { nullable: true, description: "The university's website." })
  website!: string | null;
  @Field(() => String, { nullable: true, description: "The university's application page." })
  application_url!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The page the row's figures were checked against; null: no such check (each figure then says its own source, or that it is not known).",
  })
  source_url!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The day they were checked (YYYY-MM-DD); null: no such check.",
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
  @Field(() => Int, {
    nullable: true,
    description: "How selective the program is, 0-100; null: its selectivity is not known.",
  })
  courseScore!: number | null;
  @Field(() => String) score_tier!: string;
  @Field(() => Boolean, {
    description:
      "False: the program's selectivity is not known, so the chance is a range from the student's profile alone.",
  })
  selectivityKnown!: boolean;
  @Field(() => Int, {
    description:
      "Real decisions at the program the chance's level rests on: reported ones the model learned from and the course's own community results (0: estimated from similar programs, a wide range).",
  })
  selectivityDecisions!: number;
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
  @Field(() => [String], {
    nullable: true,
    description:
      "Ranges (tuitionRange, rankRange, toeflRange, ieltsRange, greRange, gpaRange) whose courses with the figure unknown count as matches; default none.",
  })
  includeUnknown?: string[];
}
