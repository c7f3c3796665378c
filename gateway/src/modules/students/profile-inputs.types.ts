/** GraphQL input of a stats update: the REST body's fields; a field left out keeps its value. */
import { Field, Float, InputType } from "type-graphql";

@InputType()
export class SectionScoresInput {
  @Field(() => Float, { nullable: true }) writing?: number | null;
  @Field(() => Float, { nullable: true }) reading?: number | null;
  @Field(() => Float, { nullable: true }) speaking?: number | null;
  @Field(() => Float, { nullable: true }) listening?: number | null;
}

@InputType()
export class EnglishScoresInput {
  @Field(() => SectionScoresInput, { nullable: true }) toefl?: SectionScoresInput;
  @Field(() => SectionScoresInput, { nullable: true }) ielts?: SectionScoresInput;
}

@InputType()
export class GreScoresInput {
  @Field(() => Float, { nullable: true }) verbal?: number | null;
  @Field(() => Float, { nullable: true }) quantitative?: number | null;
  @Field(() => Float, { nullable: true }) analytical_writing?: number | null;
}

@InputType()
export class WorkExperienceInput {
  @Field(() => Float, { nullable: true }) full?: number | null;
  @Field(() => Float, { nullable: true }) internship?: number | null;
}

@InputType()
export class ActivityInput {
  @Field(() => String, { nullable: true }) activityType?: string | null;
  @Field(() => String, { nullable: true }) organization?: string | null;
  @Field(() => String, { nullable: true }) role?: string | null;
  @Field(() => String, { nullable: true }) level?: string | null;
  @Field(() => String, { nullable: true }) achievement?: string | null;
}

@InputType()
export class UndergradCourseInput {
  @Field(() => String, { nullable: true }) course_name?: string | null;
  @Field(() => String, { nullable: true }) course_code?: string | null;
}

@InputType()
export class StudentStatsInput {
  @Field(() => String, { nullable: true }) degree?: string | null;
  @Field(() => String, { nullable: true }) program?: string | null;
  @Field(() => [String], { nullable: true }) courses?: string[] | null;
  @Field(() => String, { nullable: true }) current_education?: string | null;
  @Field(() => Float, { nullable: true }) gpa?: number | null;
  @Field(() => EnglishScoresInput, { nullable: true }) english_scores?: EnglishScoresInput | null;
  @Field(() => GreScoresInput, { nullable: true }) gre?: GreScoresInput | null;
  @Field(() => WorkExperienceInput, { nullable: true }) work_ex?: WorkExperienceInput | null;
  @Field(() => [ActivityInput], { nullable: true })
  extracurricular_activities?: ActivityInput[] | null;
  @Field(() => [String], { nullable: true }) research_papers?: string[] | null;
  @Field(() => String, { nullable: true }) applying_semester?: string | null;
  @Field(() => Float, { nullable: true }) gpa_ten_scale?: number | null;
  @Field(() => UndergradCourseInput, { nullable: true })
  undergrad_course?: UndergradCourseInput | null;
  @Field(() => [String], { nullable: true }) conferences?: string[] | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The form being saved: academic, tests, work, conferences, research or extracurricular.",
  })
  section?: string | null;
}
