/** GraphQL types of a resume evaluation: the spec's Resume entity, field for field. */
import { Field, Float, Int, ObjectType } from "type-graphql";

@ObjectType()
export class ResumeContentCommentsType {
  @Field(() => [String]) academic_background_comments!: string[];
  @Field(() => [String]) projects_and_research_comments!: string[];
  @Field(() => [String]) work_ex_comments!: string[];
  @Field(() => [String]) skills_and_achievements_comments!: string[];
  @Field(() => [String]) structure_comments!: string[];
  @Field(() => [String]) formatting_comments!: string[];
}

@ObjectType()
export class GrammarPairType {
  @Field(() => String) original!: string;
  @Field(() => String) corrected!: string;
}

@ObjectType()
export class GrammarCommentsType {
  @Field(() => [GrammarPairType]) comments!: GrammarPairType[];
}

@ObjectType()
export class ResumeType {
  @Field(() => String) resume_id!: string;
  @Field(() => String) resume_name!: string;
  @Field(() => Int) resume_overall_score!: number;
  @Field(() => Float, { description: "Flesch reading ease, 0-100." }) resume_readability!: number;
  @Field(() => Float, { description: "-5 to 5." }) resume_sentiment!: number;
  @Field(() => String) resume_length!: string;
  @Field(() => Int) resume_academic_background_score!: number;
  @Field(() => Int) resume_project_and_research_score!: number;
  @Field(() => Int) resume_work_ex_score!: number;
  @Field(() => Int) resume_skills_and_achievement_score!: number;
  @Field(() => Int) resume_formatting_score!: number;
  @Field(() => Int) resume_grammar_score!: number;
  @Field(() => ResumeContentCommentsType) resume_content_comments!: ResumeContentCommentsType;
  @Field(() => GrammarCommentsType) resume_grammar_comments!: GrammarCommentsType;
  @Field(() => Int) resume_word_count!: number;
  @Field(() => String) evaluated_at!: string;
}
