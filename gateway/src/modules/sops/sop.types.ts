/** GraphQL types of SOPs: the list's row, the details with the latest evaluation, the inputs. */
import { Field, Float, InputType, Int, ObjectType } from "type-graphql";
import { GrammarPairType } from "../resumes/resume.types";

@ObjectType()
export class SopPartScoreType {
  @Field(() => String, {
    description:
      "length, structure, specificity, program_fit, originality, readability or grammar.",
  })
  part!: string;
  @Field(() => Int, { description: "0-100." }) score!: number;
  @Field(() => [String], {
    description: "What to change, quoting the sentence where there is one.",
  })
  comments!: string[];
}

@ObjectType()
export class SopEvaluationType {
  @Field(() => Int, { description: "0-100: the SOP Score of the profile strength." })
  sop_overall_score!: number;
  @Field(() => Int) word_count!: number;
  @Field(() => Float, { description: "Flesch reading ease, 0-100." }) readability!: number;
  @Field(() => [SopPartScoreType]) parts!: SopPartScoreType[];
  @Field(() => [GrammarPairType]) grammar!: GrammarPairType[];
  @Field(() => [String], {
    description: "Mostly template text, or a copy of an SOP written for another program.",
  })
  warnings!: string[];
}

@ObjectType()
export class SopSummaryType {
  @Field(() => String) sop_id!: string;
  @Field(() => String) sop_name!: string;
  @Field(() => String, { nullable: true }) university_name!: string | null;
  @Field(() => String, { nullable: true }) course_name!: string | null;
  @Field(() => Int) word_count!: number;
  @Field(() => Int, {
    nullable: true,
    description: "The latest evaluation's; null until evaluated.",
  })
  sop_overall_score!: number | null;
  @Field(() => String, { description: "generated, pasted or uploaded." }) origin!: string;
  @Field(() => String) created_at!: string;
  @Field(() => String) updated_at!: string;
}

@ObjectType()
export class SopDetailsType extends SopSummaryType {
  @Field(() => String) text!: string;
  @Field(() => SopEvaluationType, { nullable: true }) evaluation!: SopEvaluationType | null;
  @Field(() => String, { nullable: true }) evaluated_at!: string | null;
}

@ObjectType()
export class SopWriteType {
  @Field(() => Boolean, { description: "false while the worker is still on it (REST's 202)." })
  success!: boolean;
  @Field(() => String) message!: string;
  @Field(() => SopDetailsType, { nullable: true }) newSOP!: SopDetailsType | null;
}

@InputType()
export class SopAnswersInput {
  @Field(() => String, { nullable: true }) whyField?: string | null;
  @Field(() => String, { nullable: true }) formativeExperience?: string | null;
  @Field(() => String, { nullable: true }) careerGoals?: string | null;
  @Field(() => String, { nullable: true }) whyProgram?: string | null;
}

@InputType()
export class GenerateSopInput {
  @Field(() => String) sop_name!: string;
  @Field(() => String, { nullable: true }) universityName?: string | null;
  @Field(() => String, { nullable: true }) courseName?: string | null;
  @Field(() => SopAnswersInput) answers!: SopAnswersInput;
}

@InputType({ description: "Pasted text; a .docx goes through POST /api/evaluate-sop (multipart)." })
export class EvaluateSopInput {
  @Field(() => String) sop_name!: string;
  @Field(() => String) text!: string;
  @Field(() => String, { nullable: true, description: "Re-evaluate (and replace) this SOP." })
  sop_id?: string | null;
  @Field(() => String, { nullable: true }) universityName?: string | null;
  @Field(() => String, { nullable: true }) courseName?: string | null;
}
