/** SOP evaluation: extract, check the language, score against the target program, store. */
import { QUEUE, type SopEvaluationJob, type SopEvaluationResult } from "@gradplan/schema";
import { declareJob } from "../job";
import { sopEvaluationProcessor } from "./sop-evaluation.processor";

export const sopEvaluationJob = declareJob<SopEvaluationJob, SopEvaluationResult>({
  queue: QUEUE.sopEvaluation,
  // CPU work on the event loop, like the resume's: two at a time.
  concurrency: 2,
  processor: ({ orm }) => sopEvaluationProcessor(orm),
});
