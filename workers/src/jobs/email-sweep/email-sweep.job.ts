/** The outbox sweep: every few minutes, stranded email rows get a job again, old ones fail. */
import {
  type EmailJob,
  type EmailOutboxSweepJob,
  type EmailOutboxSweepResult,
  QUEUE,
} from "@gradplan/schema";
import { declareJob } from "../job";
import { emailOutboxSweepProcessor } from "./email-sweep.processor";
import { scheduleOutboxSweep } from "./schedule";

export const emailSweepJob = declareJob<EmailOutboxSweepJob, EmailOutboxSweepResult>({
  queue: QUEUE.emailOutboxSweep,
  concurrency: 1,
  processor: ({ orm, queue, logger }) =>
    emailOutboxSweepProcessor(orm, queue<EmailJob>(QUEUE.email), logger),
  schedule: {
    upsert: scheduleOutboxSweep,
    failure: "the email outbox sweep could not be scheduled",
  },
});
