/**
 * Statements of purpose: the list, one SOP, removing, and the two requests the worker answers
 * (a generated draft; an evaluation of pasted text or a .docx). Everything a request can be
 * refused for is checked here before anything is stored; the worker checks the limit again under
 * the student's row lock, so concurrent requests never pass it (docs/sop.md).
 */
import { randomUUID } from "node:crypto";
import {
  AUTH_MESSAGES,
  type EvaluateSopFields,
  type GenerateSopBody,
  SOP_LIMIT,
  SOP_MESSAGES,
  type SopDetails,
  type SopSummary,
  sopTextProblem,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  BadInputError,
  ConflictError,
  DomainError,
  type ErrorKind,
  ForbiddenError,
  NotFoundError,
  UnavailableError,
} from "../../core/errors";
import { isUuid } from "../../core/ids";
import type { UploadedFile } from "../../core/route";
import { Student } from "../auth/student.entity";
import { checkDocxUpload } from "../resumes/docx-check";
import { type ISop, SopEntity, SopSubmission, SUBMISSION_STATUS } from "./sop.entities";
import type { SopJobs } from "./sop-jobs";
import { SOP_EVALUATION_WAIT_MS } from "./sop-jobs";
import { toSopDetails, toSopSummary } from "./sop-mapping";

/** The worker's refusals the student can act on, by the message it recorded. */
const REFUSAL_KIND: Record<string, ErrorKind> = {
  [SOP_MESSAGES.limitReached]: "conflict",
  [SOP_MESSAGES.notFound]: "not-found",
};

/**
 * A request's outcome: the SOP within the wait, or still being worked on (the worker will
 * finish it and it will appear in the list). No transport in it: REST answers 200 or 202.
 */
export type SopOutcome = { done: true; sop: SopDetails } | { done: false };

/** Who may see or change an SOP, once its owner is known: throws 401/403 as the caller decides. */
export type SopAccess = (ownerId: string) => Promise<void>;

export class SopService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: SopJobs,
    private readonly generationWaitMs: number,
  ) {}

  /** Newest first; the text and evaluation stay out of the list. */
  async list(studentId: string): Promise<SopSummary[]> {
    const rows = await this.em.find(
      SopEntity,
      { student: studentId },
      {
        orderBy: { createdAt: "desc", id: "asc" },
        exclude: ["text", "evaluation"],
      },
    );
    return rows.map(toSopSummary);
  }

  /** The SOP, after `allow` has accepted its owner; 404 for an id that is no SOP. */
  async find(sopId: string, allow: SopAccess): Promise<ISop> {
    const sop = isUuid(sopId) ? await this.em.findOne(SopEntity, sopId) : null;
    if (!sop) throw new NotFoundError(SOP_MESSAGES.notFound);
    await allow(sop.student.id);
    return sop;
  }

  async details(sopId: string, allow: SopAccess): Promise<SopDetails> {
    return toSopDetails(await this.find(sopId, allow));
  }

  async remove(sopId: string, allow: SopAccess): Promise<void> {
    const sop = await this.find(sopId, allow);
    await this.em.nativeDelete(SopEntity, { id: sop.id });
  }

  async generate(studentId: string, body: GenerateSopBody): Promise<SopOutcome> {
    await this.refuseAtLimit(studentId);
    const request = randomUUID();
    const outcome = await this.jobs.generation.run(
      request,
      {
        studentId,
        request,
        sopName: body.sop_name,
        universityName: body.universityName,
        courseName: body.courseName,
        answers: body.answers,
      },
      this.generationWaitMs,
    );
    if (outcome.status === "queued") return { done: false };
    if (outcome.status === "failed") {
      if (outcome.reason === SOP_MESSAGES.limitReached) throw new ConflictError(outcome.reason);
      throw new UnavailableError(SOP_MESSAGES.generationFailed);
    }
    return { done: true, sop: await this.stored(outcome.result.sopId) };
  }

  async evaluate(
    studentId: string,
    fields: EvaluateSopFields,
    file: UploadedFile | undefined,
  ): Promise<SopOutcome> {
    const text = await this.checkedInput(fields.text, file);
    if (fields.sop_id) {
      // Only the student's own SOP can be replaced: another's is a 403, an unknown id a 404.
      await this.find(fields.sop_id, async (owner) => {
        if (owner !== studentId) throw new ForbiddenError(AUTH_MESSAGES.forbidden);
      });
    } else {
      await this.refuseAtLimit(studentId);
    }
    const submission = this.em.create(SopSubmission, {
      id: randomUUID(),
      student: this.em.getReference(Student, studentId),
      sopId: fields.sop_id,
      sopName: fields.sop_name,
      universityName: fields.universityName,
      courseName: fields.courseName,
      origin: file ? "uploaded" : "pasted",
      text,
      file: file?.buffer ?? null,
      status: SUBMISSION_STATUS.pending,
      createdAt: new Date(),
    });
    await this.em.flush();
    const outcome = await this.jobs.evaluation.run(
      submission.id,
      { submissionId: submission.id },
      SOP_EVALUATION_WAIT_MS,
    );
    if (outcome.status === "queued") return { done: false };
    if (outcome.status === "done")
      return { done: true, sop: await this.stored(outcome.result.sopId) };
    return this.refused(submission.id);
  }

  /** The pasted text, or null for a file that passed its checks; exactly one of them. */
  private async checkedInput(
    text: string | null,
    file: UploadedFile | undefined,
  ): Promise<string | null> {
    if (file && text !== null) throw new BadInputError(SOP_MESSAGES.textOrFile);
    if (!file) {
      const problem = sopTextProblem(text ?? "");
      if (problem) throw new BadInputError(SOP_MESSAGES[problem]);
      return (text as string).replace(/\r\n?/g, "\n").trim();
    }
    await checkDocxUpload(file);
    return null;
  }

  private async refuseAtLimit(studentId: string): Promise<void> {
    if ((await this.em.count(SopEntity, { student: studentId })) >= SOP_LIMIT) {
      throw new ConflictError(SOP_MESSAGES.limitReached);
    }
  }

  private async stored(sopId: string): Promise<SopDetails> {
    return toSopDetails(await this.em.fork().findOneOrFail(SopEntity, sopId));
  }

  /**
   * The worker recorded why when the student can act on it (unreadable file, the limit reached
   * meanwhile, the SOP deleted meanwhile); otherwise the failure is ours. Either way the
   * submission goes.
   */
  private async refused(submissionId: string): Promise<never> {
    const fork = this.em.fork();
    const submission = await fork.findOne(SopSubmission, submissionId);
    await fork.nativeDelete(SopSubmission, {
      id: submissionId,
      status: { $ne: SUBMISSION_STATUS.done },
    });
    const message = submission?.failureMessage;
    if (!message) throw new UnavailableError(SOP_MESSAGES.evaluationFailed);
    throw new DomainError(REFUSAL_KIND[message] ?? "unprocessable", message);
  }
}
