/** GraphQL types of community results: the submission input, rows, summaries, staff review, calibration. */
import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { ActivityInput } from "../students/profile-inputs.types";

@InputType()
export class AppliedUniversityInput {
  @Field(() => ID, { nullable: true }) universityId?: string | null;
  @Field(() => String, { nullable: true }) universityName?: string | null;
}

@InputType()
export class UniversityApplicationInput {
  @Field(() => AppliedUniversityInput, { nullable: true })
  appliedUniversity?: AppliedUniversityInput | null;
  @Field(() => String, { nullable: true }) appliedCourse?: string | null;
  @Field(() => String, { nullable: true }) appliedSemester?: string | null;
  @Field(() => String, { nullable: true }) applicationDecision?: string | null;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD, not after today." })
  notificationDate?: string | null;
  @Field(() => String, { nullable: true }) notificationMethod?: string | null;
}

@InputType()
export class ResultsEnglishScoresInput {
  @Field(() => String, { nullable: true, description: "TOEFL, IELTS or None." })
  test?: string | null;
  @Field(() => Float, { nullable: true }) writing?: number | null;
  @Field(() => Float, { nullable: true }) reading?: number | null;
  @Field(() => Float, { nullable: true }) speaking?: number | null;
  @Field(() => Float, { nullable: true }) listening?: number | null;
}

@InputType()
export class ResultsGreScoresInput {
  @Field(() => String, { nullable: true, description: "GRE or None." }) test?: string | null;
  @Field(() => Float, { nullable: true }) verbal?: number | null;
  @Field(() => Float, { nullable: true }) quantitative?: number | null;
  @Field(() => Float, { nullable: true }) analytical_writing?: number | null;
}

@InputType()
export class ListAnswerInput {
  @Field(() => Boolean, { nullable: true }) enabled?: boolean | null;
  @Field(() => [String], { nullable: true }) items?: string[] | null;
}

@InputType()
export class ResultsWorkExInput {
  @Field(() => Float, { nullable: true }) fulltime?: number | null;
  @Field(() => Float, { nullable: true }) internship?: number | null;
}

@InputType({ description: "The submit-results form (spec 2 section 3), field for field." })
export class SubmitResultsInputType {
  @Field(() => String, { nullable: true, description: "Optional; never shown." })
  name?: string | null;
  @Field(() => String, { nullable: true, description: "Optional; never shown." })
  email?: string | null;
  @Field(() => String, { nullable: true }) category?: string | null;
  @Field(() => String, { nullable: true }) undergradUniversity?: string | null;
  @Field(() => String, { nullable: true }) undergradCourse?: string | null;
  @Field(() => String, { nullable: true }) currentEducationLevel?: string | null;
  @Field(() => Float, { nullable: true }) gpaFourScale?: number | null;
  @Field(() => Float, { nullable: true }) gpaTenScale?: number | null;
  @Field(() => ResultsEnglishScoresInput, { nullable: true })
  englishTestScores?: ResultsEnglishScoresInput | null;
  @Field(() => ResultsGreScoresInput, { nullable: true }) greScores?: ResultsGreScoresInput | null;
  @Field(() => ListAnswerInput, { nullable: true }) researchPaperDetails?: ListAnswerInput | null;
  @Field(() => ListAnswerInput, { nullable: true }) conferences?: ListAnswerInput | null;
  @Field(() => [ActivityInput], { nullable: true })
  extracurricularActivities?: ActivityInput[] | null;
  @Field(() => ResultsWorkExInput, { nullable: true }) workEx?: ResultsWorkExInput | null;
  @Field(() => [UniversityApplicationInput], { nullable: true })
  appliedToUniversities?: UniversityApplicationInput[] | null;
}

@ObjectType()
export class SubmitResultsAnswerType {
  @Field(() => Boolean) success!: boolean;
  @Field(() => String) message!: string;
}

@ObjectType({ description: "One reported decision; never a name, an email or a college." })
export class CommunityResultType {
  @Field(() => ID) id!: string;
  @Field(() => Int) universityId!: number;
  @Field(() => String) universityName!: string;
  @Field(() => Int, { nullable: true }) courseId!: number | null;
  @Field(() => String) courseName!: string;
  @Field(() => String) decision!: string;
  @Field(() => Float) gpa!: number;
  @Field(() => Int, { nullable: true }) greTotal!: number | null;
  @Field(() => String) englishTest!: string;
  @Field(() => Float, { nullable: true }) englishScore!: number | null;
  @Field(() => String) semester!: string;
  @Field(() => Int) year!: number;
  @Field(() => String) category!: string;
  @Field(() => Boolean, { description: "A synthetic result of the demo catalogue." })
  sample!: boolean;
}

@ObjectType({ description: "Decisions of a group; figures only for groups of 5 results or more." })
export class ResultsSummaryType {
  @Field(() => Int) results!: number;
  @Field(() => Boolean) shown!: boolean;
  @Field(() => Int, { nullable: true }) accepted!: number | null;
  @Field(() => Int, { nullable: true }) rejected!: number | null;
  @Field(() => Int, { nullable: true }) waitListed!: number | null;
  @Field(() => Int, { nullable: true }) other!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: "Percent of Accepted among Accepted and Rejected.",
  })
  admitRate!: number | null;
}

@ObjectType()
export class CommunityResultsPageType {
  @Field(() => [CommunityResultType]) rows!: CommunityResultType[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => ResultsSummaryType) summary!: ResultsSummaryType;
}

@ObjectType()
export class CourseResultsSummaryType {
  @Field(() => Int) courseId!: number;
  @Field(() => String) courseName!: string;
  @Field(() => ResultsSummaryType) summary!: ResultsSummaryType;
}

@ObjectType()
export class CollegeGroupType {
  @Field(() => Int) universityId!: number;
  @Field(() => Int, { nullable: true, description: "The catalogue course, when linked." })
  courseId!: number | null;
  @Field(() => String) universityName!: string;
  @Field(() => String) courseName!: string;
  @Field(() => ResultsSummaryType) summary!: ResultsSummaryType;
}

@ObjectType({
  description: "Results of applicants from the student's undergrad college, as aggregates.",
})
export class CollegeResultsType {
  @Field(() => String, { nullable: true }) undergradUniversity!: string | null;
  @Field(() => Int) results!: number;
  @Field(() => [CollegeGroupType]) groups!: CollegeGroupType[];
  @Field(() => Int, { description: "Results in groups of fewer than 5, not shown." })
  hiddenResults!: number;
}

@ObjectType()
export class HeldApplicationType {
  @Field(() => String) universityName!: string;
  @Field(() => String) courseName!: string;
  @Field(() => String) decision!: string;
}

@ObjectType({ description: "A submission held for staff review (no name or email)." })
export class HeldResultType {
  @Field(() => ID) id!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => String) category!: string;
  @Field(() => Float) gpa!: number;
  @Field(() => [HeldApplicationType]) applications!: HeldApplicationType[];
}

@ObjectType()
export class ReliabilityBandType {
  @Field(() => Float, { description: "Percent." }) from!: number;
  @Field(() => Float, { description: "Percent." }) to!: number;
  @Field(() => Float, { description: "Mean predicted chance, percent." }) predicted!: number;
  @Field(() => Float, { description: "Observed admit rate, percent." }) observed!: number;
  @Field(() => Int) results!: number;
}

@ObjectType({ description: "How well the chances matched results held out from fitting." })
export class CalibrationReportType {
  @Field(() => Date) fittedAt!: Date;
  @Field(() => Int, { description: "Accepted or Rejected results of catalogue courses used." })
  results!: number;
  @Field(() => Int) sampleResults!: number;
  @Field(() => Int) training!: number;
  @Field(() => Int) heldOut!: number;
  @Field(() => Float) brierBefore!: number;
  @Field(() => Float) brierAfter!: number;
  @Field(() => [ReliabilityBandType]) reliabilityBefore!: ReliabilityBandType[];
  @Field(() => [ReliabilityBandType]) reliabilityAfter!: ReliabilityBandType[];
}

@ObjectType()
export class RecalibrationType {
  @Field(() => String) jobId!: string;
}
