/** GraphQL types of the student profile, field for field the REST shapes (spec 1 section 3). */
import { Field, Float, InputType, Int, ObjectType } from "type-graphql";

@ObjectType()
export class StudentInfoType {
  @Field(() => String) student_id!: string;
  @Field(() => String) firstname!: string;
  @Field(() => String) lastname!: string;
  @Field(() => String, { nullable: true }) nationality!: string | null;
  @Field(() => String, { nullable: true }) phone_number!: string | null;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD." }) dob!: string | null;
  @Field(() => String, { nullable: true }) gender!: string | null;
  @Field(() => String) email_id!: string;
  @Field(() => String) category!: string;
  @Field(() => String, { nullable: true }) undergrad_university!: string | null;
  @Field(() => Boolean, {
    description:
      "False while the category is the default a third-party sign-up gave, not yet confirmed by the student.",
  })
  category_confirmed!: boolean;
}

@ObjectType()
export class EnglishTestScoresType {
  @Field(() => Float) writing!: number;
  @Field(() => Float) reading!: number;
  @Field(() => Float) speaking!: number;
  @Field(() => Float) listening!: number;
  @Field(() => Float, { nullable: true, description: "TOEFL: the sum." }) total_score?: number;
  @Field(() => Float, { nullable: true, description: "IELTS: the average, to 0.5." })
  overall_band?: number;
}

@ObjectType({ description: "Keyed by the lower-case test name; one of the two is set." })
export class EnglishScoresType {
  @Field(() => EnglishTestScoresType, { nullable: true }) toefl?: EnglishTestScoresType;
  @Field(() => EnglishTestScoresType, { nullable: true }) ielts?: EnglishTestScoresType;
}

@ObjectType()
export class GreScoresType {
  @Field(() => Int) verbal!: number;
  @Field(() => Int) quantitative!: number;
  @Field(() => Float) analytical_writing!: number;
  @Field(() => Int) total!: number;
}

@ObjectType()
export class WorkExperienceType {
  @Field(() => Int, { description: "Full-time months." }) full!: number;
  @Field(() => Int) internship!: number;
}

@ObjectType()
export class ActivityType {
  @Field(() => String) activityType!: string;
  @Field(() => String, { nullable: true }) organization!: string | null;
  @Field(() => String, { nullable: true }) role!: string | null;
  @Field(() => String, { nullable: true }) level!: string | null;
  @Field(() => String, { nullable: true }) achievement!: string | null;
}

@ObjectType()
export class UndergradCourseType {
  @Field(() => String) course_name!: string;
  @Field(() => String) course_code!: string;
}

@ObjectType()
export class StudentStatsType {
  @Field(() => String) student_id!: string;
  @Field(() => String, { nullable: true }) degree!: string | null;
  @Field(() => String, { nullable: true, description: "Area of study." }) program!: string | null;
  @Field(() => [String], { nullable: true }) courses!: string[] | null;
  @Field(() => [String], { nullable: true }) course_names!: string[] | null;
  @Field(() => String, { nullable: true }) current_education!: string | null;
  @Field(() => Float, { nullable: true, description: "Four-point." }) gpa!: number | null;
  @Field(() => EnglishScoresType, { nullable: true }) english_scores!: EnglishScoresType | null;
  @Field(() => GreScoresType, { nullable: true }) gre!: GreScoresType | null;
  @Field(() => WorkExperienceType, { nullable: true }) work_ex!: WorkExperienceType | null;
  @Field(() => [ActivityType], { nullable: true })
  extracurricular_activities!: ActivityType[] | null;
  @Field(() => [String], { nullable: true }) research_papers!: string[] | null;
  @Field(() => String, { nullable: true }) applying_semester!: string | null;
  @Field(() => Float, { nullable: true }) gpa_ten_scale!: number | null;
  @Field(() => UndergradCourseType, { nullable: true })
  undergrad_course!: UndergradCourseType | null;
  @Field(() => [String], { nullable: true }) conferences!: string[] | null;
  @Field(() => [String]) answered_sections!: string[];
}

@ObjectType()
export class StudentProfileType {
  @Field(() => StudentInfoType) studentInfo!: StudentInfoType;
  @Field(() => StudentStatsType) studentStats!: StudentStatsType;
}

@ObjectType()
export class ProfileStrengthType {
  @Field(() => Int, { nullable: true }) abScore!: number | null;
  @Field(() => Int, { nullable: true }) sop_overall_score!: number | null;
  @Field(() => Int, { nullable: true }) resume_overall_score!: number | null;
}

@ObjectType()
export class ProgressType {
  @Field(() => Int) totalPercentage!: number;
  @Field(() => Int) currentLevelNumber!: number;
  @Field(() => String) currentLevelName!: string;
  @Field(() => String, { nullable: true }) nextLevelName!: string | null;
}

@InputType()
export class StudentInfoInput {
  @Field(() => String) firstname!: string;
  @Field(() => String) lastname!: string;
  @Field(() => String, { nullable: true }) nationality?: string | null;
  @Field(() => String, { nullable: true }) dob!: string | null;
  @Field(() => String, { nullable: true }) gender!: string | null;
  @Field(() => String, { nullable: true }) category!: string | null;
  @Field(() => String, { nullable: true }) undergrad_university!: string | null;
}
