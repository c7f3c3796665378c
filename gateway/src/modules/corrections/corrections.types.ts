/** The GraphQL shapes of corrections: the proposal input, staff's view, sourced figures, the audit. */
import { Field, ID, InputType, Int, ObjectType } from "type-graphql";

@InputType({ description: "A proposed figure of a course, with the page that shows it." })
export class ProposeCorrectionInputType {
  @Field(() => Int) courseId!: number;
  @Field(() => String, {
    description: "deadline, toefl_min, ielts_min, gre_min or program_url.",
  })
  field!: string;
  @Field(() => String, {
    nullable: true,
    description: "A deadline's semester: Fall, Spring or Summer.",
  })
  semester?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "A deadline's applicants: international or domestic.",
  })
  applicants?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "A deadline's kind: early_deadline, priority_deadline or regular_deadline.",
  })
  kind?: string | null;
  @Field(() => String, { description: "YYYY-MM-DD, a score, or the page's address." })
  value!: string;
  @Field(() => String, { description: "The http(s) page that shows the figure." })
  sourceUrl!: string;
  @Field(() => String, { nullable: true }) note?: string | null;
}

@ObjectType()
export class ProposeCorrectionAnswerType {
  @Field(() => Boolean) success!: boolean;
  @Field(() => String) message!: string;
  @Field(() => ID) id!: string;
}

@ObjectType({ description: "A proposal, as staff review it." })
export class CourseCorrectionType {
  @Field(() => ID) id!: string;
  @Field(() => Int) courseId!: number;
  @Field(() => String) courseName!: string;
  @Field(() => String) universityName!: string;
  @Field(() => String) field!: string;
  @Field(() => String, {
    description: "The figure's key, e.g. deadline.fall_semester.international.regular_deadline.",
  })
  figure!: string;
  @Field(() => String, { description: "The figure in words." })
  figureLabel!: string;
  @Field(() => String, { description: "The proposed value." })
  value!: string;
  @Field(() => String, {
    nullable: true,
    description: "What the course shows now (before a decision) or showed (at it).",
  })
  currentValue!: string | null;
  @Field(() => String) sourceUrl!: string;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => String, { description: "pending, accepted or rejected." })
  status!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) decidedAt!: Date | null;
  @Field(() => String, { nullable: true, description: "The staff key's name." })
  decidedBy!: string | null;
  @Field(() => String, { nullable: true }) reason!: string | null;
}

@ObjectType({
  description: "A figure of a course with where it comes from and the day it was checked.",
})
export class SourcedFigureType {
  @Field(() => String, { description: "The figure's key (see CourseCorrectionType.figure)." })
  figure!: string;
  @Field(() => String, { description: "The figure in words." })
  label!: string;
  @Field(() => String) value!: string;
  @Field(() => String) source_url!: string;
  @Field(() => String, { description: "YYYY-MM-DD." })
  verified_at!: string;
}

@ObjectType({ description: "One step in a figure's history: append-only." })
export class FigureAuditType {
  @Field(() => ID) id!: string;
  @Field(() => Int) courseId!: number;
  @Field(() => String) figure!: string;
  @Field(() => String, { description: "proposed, accepted or rejected." })
  action!: string;
  @Field(() => String, { description: "student or staff." })
  actorKind!: string;
  @Field(() => String, { description: "The student's id or the staff key's name." })
  actor!: string;
  @Field(() => String, { nullable: true }) oldValue!: string | null;
  @Field(() => String, { nullable: true }) newValue!: string | null;
  @Field(() => String, { nullable: true }) sourceUrl!: string | null;
  @Field(() => String, { nullable: true }) correctionId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "A rejection's reason; an acceptance's verified date.",
  })
  detail!: string | null;
  @Field(() => Date) at!: Date;
}
