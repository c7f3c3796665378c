/**
 * The sop-evaluation job: read one submission (pasted text, or a .docx read here with the
 * resume's limits), evaluate it against the student's other SOPs, and store the SOP and its
 * evaluation in one transaction that also marks the submission done and erases what it held.
 * Idempotent: a retried or recovered job finds the submission done and answers the same SOP.
 * A submission the student must change (unreadable, empty, too long, the limit reached
 * meanwhile, its SOP deleted meanwhile) fails at once, with the reason kept for the student.
 */
import { randomUUID } from "node:crypto";
import { SopEntity, SopSubmission, SUBMISSION_STATUS } from "@gradplan/gateway";
import {
  RESUME_MESSAGES,
  SOP_LIMIT,
  SOP_MESSAGES,
  SOP_TEXT_MAX_CHARS,
  type SopEvaluationJob,
  type SopEvaluationResult,
} from "@gradplan/schema";
import { type EntityManager, LockMode, type MikroORM } from "@mikro-orm/postgresql";
import { type Job, UnrecoverableError } from "bullmq";
import { checkLanguage, getLanguageChecker } from "../../language/checker";
import type { GrammarResult } from "../../language/grammar";
import { DocxMacrosError, verifyDeclaredSizes } from "../resume-evaluation/declared-sizes";
import { extractResume, ResumeEmptyError, ResumeExtractError } from "../resume-evaluation/extract";
import { evaluateSop, sopParagraphs } from "./evaluate";

export interface ProcessorHooks {
  /** Tests stop here to play a worker killed between evaluating and committing. */
  beforeCommit?: () => Promise<void>;
}

class Refused extends UnrecoverableError {}

/** A .docx's paragraphs as text, a blank line between them. */
export async function readDocxText(file: Buffer): Promise<string> {
  try {
    await verifyDeclaredSizes(file);
  } catch (error) {
    const macros = error instanceof DocxMacrosError;
    throw new Refused(macros ? RESUME_MESSAGES.macros : RESUME_MESSAGES.tooManyParts);
  }
  try {
    const document = await extractResume(file);
    return document.paragraphs
      .map((p) => p.text.trim())
      .filter(Boolean)
      .join("\n\n");
  } catch (error) {
    if (error instanceof ResumeEmptyError) throw new Refused(SOP_MESSAGES.emptyFile);
    // Unreadable or too slow to read: the same bytes read the same way, so this is final.
    if (error instanceof ResumeExtractError) throw new Refused(error.userMessage);
    throw error;
  }
}

async function erase(em: EntityManager, submissionId: string): Promise<void> {
  await em.execute("update sop_submission set file = null, text = null where id = ?", [
    submissionId,
  ]);
}

async function markFailed(orm: MikroORM, submissionId: string, message: string): Promise<void> {
  const em = orm.em.fork();
  await em.nativeUpdate(
    SopSubmission,
    { id: submissionId, status: SUBMISSION_STATUS.pending },
    { status: SUBMISSION_STATUS.failed, failureMessage: message, finishedAt: new Date() },
  );
  await erase(em, submissionId);
}

/** Evaluates and stores under the student's row lock: the limit and the copy check see every SOP. */
async function store(
  em: EntityManager,
  submissionId: string,
  text: string,
  grammar: GrammarResult,
  hooks: ProcessorHooks,
): Promise<string> {
  return em.transactional(async (tx) => {
    const submission = await tx.findOneOrFail(SopSubmission, submissionId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
    if (submission.status === SUBMISSION_STATUS.done && submission.resultSopId) {
      return submission.resultSopId;
    }
    const studentId = submission.student.id;
    await tx.execute("select id from student where id = ? for update", [studentId]);
    const sops = await tx.find(
      SopEntity,
      { student: studentId },
      { orderBy: { createdAt: "asc" } },
    );
    const target = submission.sopId ? sops.find((s) => s.id === submission.sopId) : undefined;
    if (submission.sopId && !target) throw new Refused(SOP_MESSAGES.notFound);
    if (!target && sops.length >= SOP_LIMIT) throw new Refused(SOP_MESSAGES.limitReached);

    const universityName = submission.universityName ?? target?.universityName ?? null;
    const courseName = submission.courseName ?? target?.courseName ?? null;
    const evaluation = evaluateSop(
      text,
      {
        universityName,
        courseName,
        otherSops: sops
          .filter((s) => s !== target)
          .map((s) => ({
            sop_name: s.name,
            text: s.text,
            universityName: s.universityName ?? null,
            courseName: s.courseName ?? null,
          })),
      },
      grammar,
    );
    const now = new Date();
    const columns = {
      name: submission.sopName,
      universityName,
      courseName,
      text,
      wordCount: evaluation.word_count,
      overallScore: evaluation.sop_overall_score,
      evaluation,
      evaluatedAt: now,
      updatedAt: now,
    };
    let sopId: string;
    if (target) {
      tx.assign(target, columns);
      sopId = target.id;
    } else {
      sopId = randomUUID();
      tx.create(SopEntity, {
        id: sopId,
        student: studentId,
        origin: submission.origin,
        createdAt: now,
        ...columns,
      });
    }
    tx.assign(submission, { status: SUBMISSION_STATUS.done, resultSopId: sopId, finishedAt: now });
    await tx.flush();
    await erase(tx, submissionId);
    await hooks.beforeCommit?.();
    return sopId;
  });
}

export function sopEvaluationProcessor(orm: MikroORM, hooks: ProcessorHooks = {}) {
  // Started with the worker, so the first job does not wait for the checker (about 5 s).
  getLanguageChecker().catch(() => {});
  return async (job: Job<SopEvaluationJob, SopEvaluationResult>): Promise<SopEvaluationResult> => {
    const { submissionId } = job.data;
    const em = orm.em.fork();
    const submission = await em.findOne(SopSubmission, submissionId, { populate: ["file"] });
    if (!submission) throw new UnrecoverableError(`submission ${submissionId} is gone`);
    if (submission.status === SUBMISSION_STATUS.done && submission.resultSopId) {
      return { sopId: submission.resultSopId };
    }
    if (submission.status === SUBMISSION_STATUS.failed) {
      throw new UnrecoverableError(submission.failureMessage ?? SOP_MESSAGES.evaluationFailed);
    }
    try {
      const file = submission.file?.$;
      const text = submission.text ?? (file ? await readDocxText(Buffer.from(file)) : "");
      if (!/[\p{L}\p{N}]/u.test(text)) throw new Refused(SOP_MESSAGES.textRequired);
      if (text.length > SOP_TEXT_MAX_CHARS) throw new Refused(SOP_MESSAGES.textTooLong);
      // Checked before the transaction: no row lock waits on it.
      const grammar = await checkLanguage(sopParagraphs(text));
      return { sopId: await store(orm.em.fork(), submissionId, text, grammar, hooks) };
    } catch (error) {
      if (error instanceof Refused) await markFailed(orm, submissionId, error.message);
      throw error;
    }
  };
}
