/**
 * The sop-evaluation job: read one submission (pasted text, or a .docx read by documents/, as
 * a resume is), evaluate it against the student's other SOPs, and store the SOP and its
 * evaluation in one transaction that also marks the submission done and erases what it held.
 * Idempotent: a retried or recovered job finds the submission done and answers the same SOP.
 * A submission the student must change (unreadable, empty, too long, the limit reached
 * meanwhile, its SOP deleted meanwhile) fails at once, with the reason kept for the student.
 */
import { randomUUID } from "node:crypto";
import { SopEntity, SopSubmission, SUBMISSION_STATUS } from "@gradplan/gateway";
import {
  SOP_LIMIT,
  SOP_MESSAGES,
  SOP_TEXT_MAX_CHARS,
  type SopEvaluationJob,
  type SopEvaluationResult,
  searchKeyOf,
} from "@gradplan/schema";
import { type EntityManager, LockMode, type MikroORM } from "@mikro-orm/postgresql";
import { type Job, UnrecoverableError } from "bullmq";
import { DocumentEmptyError, DocumentExtractError } from "../../documents/errors";
import { readUploadedDocx } from "../../documents/upload";
import { checkLanguage, getLanguageChecker } from "../../language/checker";
import type { GrammarResult } from "../../language/grammar";
import { evaluateSop, sopParagraphs } from "./evaluate";

export interface ProcessorHooks {
  /** Tests stop here to play a worker killed between evaluating and committing. */
  beforeCommit?: () => Promise<void>;
}

class Refused extends UnrecoverableError {}

/** A .docx's paragraphs as text, a blank line between them. */
export async function readDocxText(file: Buffer): Promise<string> {
  try {
    const document = await readUploadedDocx(file);
    return document.paragraphs
      .map((p) => p.text.trim())
      .filter(Boolean)
      .join("\n\n");
  } catch (error) {
    if (error instanceof DocumentEmptyError) throw new Refused(SOP_MESSAGES.emptyFile);
    // Macros, lying sizes, unreadable or too slow to read: the same bytes read the same way,
    // so this is final.
    if (error instanceof DocumentExtractError) throw new Refused(error.userMessage);
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

/**
 * The catalogue's names of each university named (docs/catalogue.md, "Aliases": "CMU",
 * "Carnegie Mellon" for "Carnegie Mellon University"), by the name as given: what program fit
 * recognises the program by. A name is looked up by its search key among the university names
 * and aliases; a university whose own name it is wins, and a name that is only an alias of
 * several universities ("CMU": Carnegie Mellon and Central Michigan) gets none. A name the
 * catalogue does not know gets none: its own forms still count (names.ts).
 */
export async function universityAliases(
  em: EntityManager,
  names: readonly (string | null)[],
): Promise<Record<string, string[]>> {
  const given = [...new Set(names.filter((n): n is string => !!n?.trim()))];
  const keys = [...new Set(given.map(searchKeyOf).filter(Boolean))];
  if (keys.length === 0) return {};
  const rows = await em.execute<
    { key: string; university_id: number; own: boolean; term: string }[]
  >(
    `select m.search_key as key, m.university_id, m.term = m.university_name as own, t.term
       from university_search_term m
       join university_search_term t on t.university_id = m.university_id
      where m.search_key in (${keys.map(() => "?").join(", ")})
      order by t.term`,
    keys,
  );
  const found: Record<string, string[]> = {};
  for (const name of given) {
    const matched = rows.filter((r) => r.key === searchKeyOf(name));
    const own = new Set(matched.filter((r) => r.own).map((r) => r.university_id));
    const ids = own.size > 0 ? own : new Set(matched.map((r) => r.university_id));
    if (ids.size !== 1) continue;
    const [id] = ids;
    const terms = matched
      .filter((r) => r.university_id === id && r.term !== name)
      .map((r) => r.term);
    if (terms.length > 0) found[name] = [...new Set(terms)];
  }
  return found;
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
    const otherSops = sops
      .filter((s) => s !== target)
      .map((s) => ({
        sop_name: s.name,
        text: s.text,
        universityName: s.universityName ?? null,
        courseName: s.courseName ?? null,
      }));
    const aliases = await universityAliases(tx, [
      universityName,
      ...otherSops.map((s) => s.universityName),
    ]);
    const evaluation = evaluateSop(
      text,
      { universityName, courseName, otherSops, universityAliases: aliases },
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
