/** SOP drafts: written by the configured LLM, or by the template when there is none. */
import { QUEUE, type SopGenerationJob, type SopGenerationResult } from "@gradplan/schema";
import { declareJob } from "../job";
import { sopGenerationProcessor } from "./sop-generation.processor";

export const sopGenerationJob = declareJob<SopGenerationJob, SopGenerationResult>({
  queue: QUEUE.sopGeneration,
  // A draft mostly waits on the LLM's answer when one is configured: several at once is fine.
  concurrency: 4,
  processor: ({ orm, config, logger }) =>
    sopGenerationProcessor(orm, {
      llm: config.llm,
      onFallback: (reason) =>
        logger.warn({ reason }, "the LLM did not write the SOP draft: the template did"),
    }),
});
