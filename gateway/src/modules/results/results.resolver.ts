/**
 * Community results through GraphQL: sharing (public), browsing (public), "from my undergrad
 * college" and "applicants like me" (signed in), the calibration report (public), and the
 * staff's review and refit.
 */
import {
  APPLICATION_DECISIONS,
  type ApplicationDecision,
  parseSeason,
  SUBMIT_RESULTS_MESSAGES,
  submitResultsBody,
  submitResultsInputOf,
} from "@gradplan/schema";
import { Arg, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { BadInputError } from "../../core/errors";
import { Ctx } from "../../core/resolver-context";
import { parseBody } from "../../core/validation";
import { currentStudentId } from "../auth/session";
import { requireSignedIn, requireStaff } from "../auth/student-access";
import type { ResultsContext } from "./results.context";
import {
  CalibrationReportType,
  CollegeResultsType,
  CommunityResultsPageType,
  CourseResultsSummaryType,
  HeldResultType,
  RecalibrationType,
  SubmitResultsAnswerType,
  SubmitResultsInputType,
} from "./results.types";
import { ResultsLikeMineType } from "./results-like-mine.types";

const STAFF_ONLY = "Only staff may review results or refit the chances.";

function decisionOf(value: string | null | undefined): ApplicationDecision | null {
  if (!value) return null;
  if (!(APPLICATION_DECISIONS as readonly string[]).includes(value)) {
    throw new BadInputError(`decision must be one of: ${APPLICATION_DECISIONS.join(", ")}.`);
  }
  return value as ApplicationDecision;
}

@Resolver()
export class ResultsResolver {
  @Mutation(() => SubmitResultsAnswerType, {
    description:
      "Shares past application results (no login needed). Stored once however often it is sent; an implausible one waits for staff review.",
  })
  async submitResults(
    @Arg("input", () => SubmitResultsInputType) input: SubmitResultsInputType,
    @Ctx() ctx: ResultsContext,
  ): Promise<SubmitResultsAnswerType> {
    const body = parseBody(submitResultsBody, input);
    const studentId = await currentStudentId(ctx);
    await ctx.services.results.submit(submitResultsInputOf(body), { ip: ctx.http.ip, studentId });
    return { success: true, message: SUBMIT_RESULTS_MESSAGES.submitted };
  }

  @Query(() => CommunityResultsPageType, {
    description:
      "Shared results, newest first, 20 a page; the summary leaves out the decision filter.",
  })
  async communityResults(
    @Arg("universityId", () => Int, { nullable: true }) universityId: number | null,
    @Arg("courseId", () => Int, { nullable: true }) courseId: number | null,
    @Arg("decision", () => String, { nullable: true }) decision: string | null,
    @Arg("season", () => String, { nullable: true, description: '"Fall 2026".' })
    season: string | null,
    @Arg("page", () => Int, { nullable: true }) page: number | null,
    @Ctx() ctx: ResultsContext,
  ): Promise<CommunityResultsPageType> {
    if (page !== null && page !== undefined && (page < 1 || page > 10_000)) {
      throw new BadInputError("page must be between 1 and 10000.");
    }
    if (season && !parseSeason(season)) {
      throw new BadInputError('season must read like "Fall 2026".');
    }
    return ctx.services.resultsBrowse.results(
      { universityId, courseId, decision: decisionOf(decision), season },
      page ?? 1,
    );
  }

  @Query(() => [CourseResultsSummaryType], {
    description: "The university's catalogue courses with shared results, most results first.",
  })
  async universityCourseResults(
    @Arg("universityId", () => Int) universityId: number,
    @Ctx() ctx: ResultsContext,
  ): Promise<CourseResultsSummaryType[]> {
    return ctx.services.resultsBrowse.universityCourses(universityId);
  }

  @Query(() => [String], { description: "Seasons with shared results, newest first." })
  async resultSeasons(@Ctx() ctx: ResultsContext): Promise<string[]> {
    return ctx.services.resultsBrowse.seasons();
  }

  @Query(() => CollegeResultsType, {
    description:
      "Results of applicants from the signed-in student's undergrad college, per university and course; groups under 5 hidden.",
  })
  async resultsFromMyCollege(@Ctx() ctx: ResultsContext): Promise<CollegeResultsType> {
    const studentId = await requireSignedIn(ctx);
    const college = await ctx.services.results.undergradOf(studentId);
    return ctx.services.resultsBrowse.fromCollege(college);
  }

  @Query(() => ResultsLikeMineType, {
    description:
      "Results at a course of applicants whose GPA (and GRE total) are near the signed-in student's; figures from 5 results.",
  })
  async resultsLikeMine(
    @Arg("courseId", () => Int) courseId: number,
    @Ctx() ctx: ResultsContext,
  ): Promise<ResultsLikeMineType> {
    // The student is the session's: no argument can name another student's profile.
    const studentId = await requireSignedIn(ctx);
    return ctx.services.resultsLikeMine.forStudent(studentId, courseId);
  }

  @Query(() => CalibrationReportType, {
    nullable: true,
    description: "The latest calibration's accuracy on held-out results; null before the first.",
  })
  async calibrationReport(@Ctx() ctx: ResultsContext): Promise<CalibrationReportType | null> {
    return ctx.services.calibration.report();
  }

  @Query(() => [HeldResultType], { description: "Staff only: submissions held for review." })
  async heldResults(@Ctx() ctx: ResultsContext): Promise<HeldResultType[]> {
    await requireStaff(ctx, STAFF_ONLY);
    return ctx.services.results.held();
  }

  @Mutation(() => String, {
    description:
      "Staff only: accept (shown and used) or refuse a held submission; answers its status.",
  })
  async reviewResult(
    @Arg("id", () => ID) id: string,
    @Arg("accept", () => Boolean) accept: boolean,
    @Ctx() ctx: ResultsContext,
  ): Promise<string> {
    const staff = await requireStaff(ctx, STAFF_ONLY);
    return ctx.services.results.review(id, accept, staff);
  }

  @Mutation(() => RecalibrationType, {
    description: "Staff only: refits the chances on the shared results now (a background job).",
  })
  async recalibrateChances(@Ctx() ctx: ResultsContext): Promise<RecalibrationType> {
    const staff = await requireStaff(ctx, STAFF_ONLY);
    return ctx.services.calibration.requestRefit(`staff:${staff}`);
  }
}
