/**
 * The sop-generation job: read the student's profile and the target's catalogue facts, write a
 * draft (the LLM when configured, the template otherwise or on any failure of it), and store it
 * as a new SOP whose id is the request's. Idempotent: a retried job finds its SOP and answers
 * it, never a second one. The SOP limit is checked again under the student's row lock, so
 * concurrent requests never pass it.
 */
import { SopEntity } from "@gradplan/gateway";
import {
  countWords,
  SOP_LIMIT,
  SOP_MESSAGES,
  type SopGenerationJob,
  type SopGenerationResult,
} from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import { type Job, UnrecoverableError } from "bullmq";
import { generateSop } from "./generate";
import type { LlmConfig } from "./llm";
import { readFacts } from "./profile-facts";

export interface GenerationSettings {
  llm: LlmConfig | null;
  /** Tests hand in their own; the worker uses the global fetch. */
  fetchImpl?: typeof fetch;
  /** Told when a configured LLM failed and the template wrote the draft. */
  onFallback?: (reason: string) => void;
}

export function sopGenerationProcessor(orm: MikroORM, settings: GenerationSettings) {
  return async (job: Job<SopGenerationJob, SopGenerationResult>): Promise<SopGenerationResult> => {
    const { studentId, request, sopName, universityName, courseName, answers } = job.data;
    const em = orm.em.fork();
    if (await em.count(SopEntity, { id: request })) return { sopId: request };
    const facts = await readFacts(em, studentId, { universityName, courseName });
    if (!facts) throw new UnrecoverableError(`student ${studentId} is gone`);
    const draft = await generateSop(facts, answers, settings.llm, settings.fetchImpl);
    if (draft.fallbackReason) settings.onFallback?.(draft.fallbackReason);

    await em.transactional(async (tx) => {
      await tx.execute("select id from student where id = ? for update", [studentId]);
      if (await tx.count(SopEntity, { id: request })) return;
      if ((await tx.count(SopEntity, { student: studentId })) >= SOP_LIMIT) {
        throw new UnrecoverableError(SOP_MESSAGES.limitReached);
      }
      const now = new Date();
      tx.create(SopEntity, {
        id: request,
        student: studentId,
        name: sopName,
        universityName,
        courseName,
        origin: "generated",
        text: draft.text,
        wordCount: countWords(draft.text),
        overallScore: null,
        evaluation: null,
        evaluatedAt: null,
        createdAt: now,
        updatedAt: now,
      });
    });
    return { sopId: request, writer: draft.writer };
  };
}
