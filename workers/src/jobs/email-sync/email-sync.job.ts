/** One student's inbox sync; run only where the email grant is configured. */
import { type EmailSyncJob, type EmailSyncResult, QUEUE } from "@gradplan/schema";
import { declareJob } from "../job";
import { emailSyncProcessor, syncDepsOf } from "./email-sync.processor";

export const emailSyncJob = declareJob<EmailSyncJob, EmailSyncResult>({
  queue: QUEUE.emailSync,
  concurrency: 2,
  processor: ({ orm, config, queue }) => {
    const deps = syncDepsOf(config);
    return deps
      ? emailSyncProcessor(orm, deps, queue<EmailSyncJob, EmailSyncResult>(QUEUE.emailSync))
      : null;
  },
});
