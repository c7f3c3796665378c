/** Resume evaluation: extract, check the language, score, store. */
import { QUEUE, type ResumeEvaluationJob, type ResumeEvaluationResult } from "@gradplan/schema";
import { declareJob } from "../job";
import { resumeEvaluationProcessor } from "./resume-evaluation.processor";

export const resumeEvaluationJob = declareJob<ResumeEvaluationJob, ResumeEvaluationResult>({
  queue: QUEUE.resumeEvaluation,
  // Evaluation is CPU work on the event loop: two at a time keeps a 2-core machine responsive.
  concurrency: 2,
  processor: ({ orm }) => resumeEvaluationProcessor(orm),
});
