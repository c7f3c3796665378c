/**
 * SOPs through GraphQL: the same services as the REST shims. Staff keys read; only the student
 * writes. A .docx upload and the .docx download stay on REST (multipart and a file).
 */
import { evaluateSopFields, generateSopBody, SOP_MESSAGES } from "@gradplan/schema";
import { Arg, Mutation, Query, Resolver } from "type-graphql";
import { Ctx } from "../../core/resolver-context";
import { parseBody } from "../../core/validation";
import { CurrentStudent, StudentToRead } from "../auth/current-student";
import { studentToRead } from "../auth/student-access";
import type { SopOutcome } from "./sop.service";
import {
  EvaluateSopInput,
  GenerateSopInput,
  SopDetailsType,
  SopSummaryType,
  SopWriteType,
} from "./sop.types";
import type { SopsContext } from "./sops.context";
import { ownerOnly } from "./sops.routes";

function written(outcome: SopOutcome, pending: string, message: string): SopWriteType {
  return outcome.done
    ? { success: true, message, newSOP: outcome.sop }
    : { success: false, message: pending, newSOP: null };
}

@Resolver()
export class SopResolver {
  @Query(() => [SopSummaryType], { description: "The student's SOPs, newest first." })
  async sops(
    @StudentToRead() studentId: string,
    @Ctx() ctx: SopsContext,
  ): Promise<SopSummaryType[]> {
    return ctx.services.sops.list(studentId);
  }

  @Query(() => SopDetailsType, { description: "One SOP with its text and latest evaluation." })
  sop(@Arg("sopId", () => String) sopId: string, @Ctx() ctx: SopsContext): Promise<SopDetailsType> {
    return ctx.services.sops.details(sopId, async (owner) => {
      await studentToRead(ctx, owner);
    });
  }

  @Mutation(() => SopWriteType, {
    description: "Writes a first draft from the profile and the answers (not yet evaluated).",
  })
  async generateSop(
    @CurrentStudent() studentId: string,
    @Arg("input", () => GenerateSopInput) input: GenerateSopInput,
    @Ctx() ctx: SopsContext,
  ): Promise<SopWriteType> {
    const body = parseBody(generateSopBody, input);
    return written(
      await ctx.services.sops.generate(studentId, body),
      SOP_MESSAGES.stillGenerating,
      SOP_MESSAGES.generated,
    );
  }

  @Mutation(() => SopWriteType, {
    description: "Evaluates pasted text: a new SOP, or sop_id's with its text replaced.",
  })
  async evaluateSop(
    @CurrentStudent() studentId: string,
    @Arg("input", () => EvaluateSopInput) input: EvaluateSopInput,
    @Ctx() ctx: SopsContext,
  ): Promise<SopWriteType> {
    const fields = parseBody(evaluateSopFields, input);
    return written(
      await ctx.services.sops.evaluate(studentId, fields, undefined),
      SOP_MESSAGES.stillEvaluating,
      SOP_MESSAGES.evaluated,
    );
  }

  @Mutation(() => Boolean, { description: "Deletes one of the student's SOPs." })
  async deleteSop(
    @Arg("sopId", () => String) sopId: string,
    @Ctx() ctx: SopsContext,
  ): Promise<boolean> {
    await ctx.services.sops.remove(sopId, ownerOnly(ctx));
    return true;
  }
}
