/**
 * Corrections through GraphQL: a signed-in student proposes; staff (a staff key) list the
 * pending proposals, accept or reject them and read the audit. Every course's details carry its
 * sourced figures: search's field (search/course-figures.resolver.ts), on this module's loader.
 */
import {
  acceptCorrectionBody,
  CORRECTION_MESSAGES,
  proposeCorrectionBody,
  rejectCorrectionBody,
} from "@gradplan/schema";
import { Arg, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { BadInputError } from "../../core/errors";
import { Ctx } from "../../core/resolver-context";
import { parseBody } from "../../core/validation";
import { requireSignedIn, requireStaff } from "../auth/student-access";
import type { CorrectionsContext } from "./corrections.context";
import {
  CourseCorrectionType,
  FigureAuditType,
  ProposeCorrectionAnswerType,
  ProposeCorrectionInputType,
} from "./corrections.types";

/** Today in UTC, the default day staff checked a source. */
const today = () => new Date().toISOString().slice(0, 10);

function limitOf(limit: number | null | undefined): number {
  if (limit == null) return 100;
  if (!Number.isInteger(limit) || limit < 1 || limit > 500)
    throw new BadInputError("limit must be a whole number from 1 to 500.");
  return limit;
}

@Resolver()
export class CorrectionsResolver {
  @Mutation(() => ProposeCorrectionAnswerType, {
    description:
      "The signed-in student proposes a course's deadline, test minimum or program page, with its source; it shows once staff accept it.",
  })
  async proposeCorrection(
    @Arg("input", () => ProposeCorrectionInputType) input: ProposeCorrectionInputType,
    @Ctx() ctx: CorrectionsContext,
  ): Promise<ProposeCorrectionAnswerType> {
    const studentId = await requireSignedIn(ctx);
    const body = parseBody(proposeCorrectionBody, input);
    const id = await ctx.services.corrections.propose(body, { studentId, ip: ctx.http.ip });
    return { success: true, message: CORRECTION_MESSAGES.submitted, id };
  }

  @Query(() => [CourseCorrectionType], {
    description: "Staff only: proposals waiting for a decision, oldest first.",
  })
  async pendingCorrections(
    @Arg("limit", () => Int, { nullable: true }) limit: number | null,
    @Ctx() ctx: CorrectionsContext,
  ): Promise<CourseCorrectionType[]> {
    await requireStaff(ctx, CORRECTION_MESSAGES.staffOnly);
    return ctx.services.corrections.pending(limitOf(limit));
  }

  @Mutation(() => CourseCorrectionType, {
    description:
      "Staff only: the figure goes into the course with its source and the day it was checked (default today, UTC).",
  })
  async acceptCorrection(
    @Arg("id", () => ID) id: string,
    @Arg("verifiedAt", () => String, {
      nullable: true,
      description: "YYYY-MM-DD, not in the future.",
    })
    verifiedAt: string | null,
    @Ctx() ctx: CorrectionsContext,
  ): Promise<CourseCorrectionType> {
    const staff = await requireStaff(ctx, CORRECTION_MESSAGES.staffOnly);
    const input = parseBody(acceptCorrectionBody, { id, verifiedAt });
    return ctx.services.corrections.accept(input.id, input.verifiedAt ?? today(), staff);
  }

  @Mutation(() => CourseCorrectionType, {
    description: "Staff only: closes a proposal with a reason; the course keeps its figure.",
  })
  async rejectCorrection(
    @Arg("id", () => ID) id: string,
    @Arg("reason", () => String) reason: string,
    @Ctx() ctx: CorrectionsContext,
  ): Promise<CourseCorrectionType> {
    const staff = await requireStaff(ctx, CORRECTION_MESSAGES.staffOnly);
    const input = parseBody(rejectCorrectionBody, { id, reason });
    return ctx.services.corrections.reject(input.id, input.reason, staff);
  }

  @Query(() => [FigureAuditType], {
    description: "Staff only: who changed which figure, when, from what to what; newest first.",
  })
  async figureAudit(
    @Arg("courseId", () => Int, { nullable: true }) courseId: number | null,
    @Arg("limit", () => Int, { nullable: true }) limit: number | null,
    @Ctx() ctx: CorrectionsContext,
  ): Promise<FigureAuditType[]> {
    await requireStaff(ctx, CORRECTION_MESSAGES.staffOnly);
    const rows = await ctx.services.corrections.auditTrail(courseId ?? null, limitOf(limit));
    return rows.map((row) => ({
      ...row,
      id: String(row.id),
      oldValue: row.oldValue ?? null,
      newValue: row.newValue ?? null,
      sourceUrl: row.sourceUrl ?? null,
      correctionId: row.correctionId ?? null,
      detail: row.detail ?? null,
    }));
  }
}
