/**
 * The resume-evaluation job: read one stored upload, evaluate it, and store the evaluation in
 * one transaction that also marks the upload done. Idempotent and step-checkpointed: a retried
 * or recovered job finds the upload done and answers the same resume, never a second one. A
 * file that cannot be read fails at once (no retries), with the reason kept for the student.
 * Either way the uploaded file's bytes are erased in the same write.
 */
import { randomUUID } from "node:crypto";
import { ResumeEntity, ResumeUpload, UPLOAD_STATUS } from "@gradplan/gateway";
import {
  RESUME_LIMIT,
  RESUME_MESSAGES,
  type ResumeEvaluation,
  type ResumeEvaluationJob,
  type ResumeEvaluationResult,
} from "@gradplan/schema";
import { type EntityManager, LockMode, type MikroORM } from "@mikro-orm/postgresql";
import { type Job, UnrecoverableError } from "bullmq";
import { DocumentExtractError } from "../../documents/errors";
import type { ExtractedDocument } from "../../documents/extract";
import { readUploadedDocx } from "../../documents/upload";
import { checkLanguage, getLanguageChecker } from "../../language/checker";
import { evaluateResume } from "./evaluate";

export interface ProcessorHooks {
  /** Tests stop here to play a worker killed between evaluating and committing. */
  beforeCommit?: () => Promise<void>;
}

class RefusedUpload extends UnrecoverableError {}

/**
 * The student's file is kept only until it is evaluated or refused: the row keeps the outcome,
 * the evaluation is what we keep. (SQL, as the lazy blob is a reference in the entity.)
 */
async function eraseFile(em: EntityManager, uploadId: string): Promise<void> {
  await em.execute("update resume_upload set file = ''::bytea where id = ?", [uploadId]);
}

async function evaluateFile(file: Buffer): Promise<ResumeEvaluation> {
  let document: ExtractedDocument;
  try {
    document = await readUploadedDocx(file);
  } catch (error) {
    // Macros, lying sizes, unreadable, empty, or too slow to read: another try would read the
    // same bytes the same way, so these are final. Anything else is ours and is retried.
    if (error instanceof DocumentExtractError) throw new RefusedUpload(error.userMessage);
    throw error;
  }
  const grammar = await checkLanguage(document.paragraphs.map((p) => p.text));
  return evaluateResume(document, grammar);
}

function columns(e: ResumeEvaluation, name: string, evaluatedAt: Date) {
  return {
    name,
    overallScore: e.resume_overall_score,
    readability: e.resume_readability,
    sentiment: e.resume_sentiment,
    lengthLabel: e.resume_length,
    wordCount: e.resume_word_count,
    academicBackgroundScore: e.resume_academic_background_score,
    projectAndResearchScore: e.resume_project_and_research_score,
    workExScore: e.resume_work_ex_score,
    skillsAndAchievementScore: e.resume_skills_and_achievement_score,
    formattingScore: e.resume_formatting_score,
    grammarScore: e.resume_grammar_score,
    contentComments: e.resume_content_comments,
    grammarComments: e.resume_grammar_comments,
    evaluatedAt,
  };
}

async function markFailed(orm: MikroORM, uploadId: string, message: string): Promise<void> {
  await orm.em.fork().nativeUpdate(
    ResumeUpload,
    { id: uploadId, status: UPLOAD_STATUS.pending },
    {
      status: UPLOAD_STATUS.failed,
      failureMessage: message,
      finishedAt: new Date(),
    },
  );
  await eraseFile(orm.em.fork(), uploadId);
}

/** Stores the evaluation; the student row lock makes the 5-resume limit hold under concurrency. */
async function store(
  em: EntityManager,
  uploadId: string,
  evaluation: ResumeEvaluation,
  hooks: ProcessorHooks,
) {
  return em.transactional(async (tx) => {
    const upload = await tx.findOneOrFail(ResumeUpload, uploadId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
    if (upload.status === UPLOAD_STATUS.done && upload.resultResumeId) return upload.resultResumeId;
    const studentId = upload.student.id;
    await tx.execute("select id from student where id = ? for update", [studentId]);
    const now = new Date();
    let resumeId = upload.replacesResumeId;
    const replaced = resumeId
      ? await tx.findOne(ResumeEntity, { id: resumeId, student: studentId })
      : null;
    if (replaced) tx.assign(replaced, columns(evaluation, upload.resumeName, now));
    else {
      if ((await tx.count(ResumeEntity, { student: studentId })) >= RESUME_LIMIT) {
        throw new RefusedUpload(RESUME_MESSAGES.limit);
      }
      resumeId = randomUUID();
      tx.create(ResumeEntity, {
        id: resumeId,
        student: studentId,
        ...columns(evaluation, upload.resumeName, now),
        createdAt: now,
      });
    }
    tx.assign(upload, { status: UPLOAD_STATUS.done, resultResumeId: resumeId, finishedAt: now });
    await eraseFile(tx, uploadId);
    await hooks.beforeCommit?.();
    return resumeId as string;
  });
}

export function resumeEvaluationProcessor(orm: MikroORM, hooks: ProcessorHooks = {}) {
  // The language checker compiles its WebAssembly once (about 5 s): start it with the worker,
  // so the first job does not wait for it. A failure here shows again in the first job.
  getLanguageChecker().catch(() => {});
  return async (
    job: Job<ResumeEvaluationJob, ResumeEvaluationResult>,
  ): Promise<ResumeEvaluationResult> => {
    const { uploadId } = job.data;
    const em = orm.em.fork();
    const upload = await em.findOne(ResumeUpload, uploadId, { populate: ["file"] });
    if (!upload) throw new UnrecoverableError(`upload ${uploadId} is gone`);
    if (upload.status === UPLOAD_STATUS.done && upload.resultResumeId) {
      return { resumeId: upload.resultResumeId };
    }
    if (upload.status === UPLOAD_STATUS.failed) {
      throw new UnrecoverableError(upload.failureMessage ?? RESUME_MESSAGES.failed);
    }
    try {
      const evaluation = await evaluateFile(Buffer.from(upload.file.$));
      return { resumeId: await store(orm.em.fork(), uploadId, evaluation, hooks) };
    } catch (error) {
      if (error instanceof RefusedUpload) await markFailed(orm, uploadId, error.message);
      throw error;
    }
  };
}
