/**
 * The two SOP queues the gateway adds to and waits on, bounded (DESIGN.md section 4). A draft
 * may be written by a configured LLM, so its wait outlasts the LLM's own time limit: the
 * template fallback then still answers within the request.
 */
import {
  QUEUE,
  type SopEvaluationJob,
  type SopEvaluationResult,
  type SopGenerationJob,
  type SopGenerationResult,
} from "@gradplan/schema";
import type { Redis } from "ioredis";
import type { LlmSettings } from "../../core/config";
import { WaitedJobs } from "../../core/job-waiter";
import { createQueue } from "../../core/queue-factory";

export const SOP_EVALUATION_WAIT_MS = 20_000;
/** Without an LLM, a template draft takes milliseconds; this is the queue's slack. */
export const SOP_GENERATION_WAIT_MS = 20_000;

export function generationWaitMs(llm: Pick<LlmSettings, "timeoutMs"> | null): number {
  return llm ? llm.timeoutMs + SOP_GENERATION_WAIT_MS : SOP_GENERATION_WAIT_MS;
}

export interface SopJobs {
  evaluation: WaitedJobs<SopEvaluationJob, SopEvaluationResult>;
  generation: WaitedJobs<SopGenerationJob, SopGenerationResult>;
  close(): Promise<void>;
}

export function sopJobs(connection: Redis, prefix: string): SopJobs {
  const settings = { connection, prefix };
  const evaluation = new WaitedJobs(
    createQueue<SopEvaluationJob, SopEvaluationResult>(QUEUE.sopEvaluation, settings),
    connection,
    prefix,
    { attempts: 3, backoff: { type: "exponential", delay: 500 } },
  );
  const generation = new WaitedJobs(
    createQueue<SopGenerationJob, SopGenerationResult>(QUEUE.sopGeneration, settings),
    connection,
    prefix,
    // A draft is written once: a failed LLM already fell back to the template inside the job.
    { attempts: 2, backoff: { type: "fixed", delay: 500 } },
  );
  return {
    evaluation,
    generation,
    close: async () => {
      await Promise.all([evaluation.close(), generation.close()]);
    },
  };
}
