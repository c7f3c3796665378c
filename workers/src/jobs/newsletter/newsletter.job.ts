/** One newsletter delivery: its email queued through the outbox. */
import { type EmailJob, type NewsletterJob, QUEUE } from "@gradplan/schema";
import { declareJob } from "../job";
import { type NewsletterResult, newsletterProcessor } from "./newsletter.processor";

export const newsletterJob = declareJob<NewsletterJob, NewsletterResult>({
  queue: QUEUE.newsletter,
  processor: ({ orm, queue, config }) =>
    newsletterProcessor(orm, queue<EmailJob>(QUEUE.email), config.publicUrl),
});
