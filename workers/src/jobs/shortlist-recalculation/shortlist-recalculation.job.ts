/** A student's shortlist recalculated with their current profile. */
import {
  QUEUE,
  type ShortlistRecalculationJob,
  type ShortlistRecalculationResult,
} from "@gradplan/schema";
import { declareJob } from "../job";
import { shortlistRecalculationProcessor } from "./shortlist-recalculation.processor";

export const shortlistRecalculationJob = declareJob<
  ShortlistRecalculationJob,
  ShortlistRecalculationResult
>({
  queue: QUEUE.shortlistRecalculation,
  processor: ({ orm }) => shortlistRecalculationProcessor(orm),
});
