/** The daily deadline reminder run: it queues the day's reminder emails. */
import {
  type DeadlineRemindersJob,
  type DeadlineRemindersResult,
  type EmailJob,
  QUEUE,
} from "@gradplan/schema";
import { declareJob } from "../job";
import { deadlineRemindersProcessor } from "./deadline-reminders.processor";
import { scheduleDeadlineReminders } from "./schedule";

export const deadlineRemindersJob = declareJob<DeadlineRemindersJob, DeadlineRemindersResult>({
  queue: QUEUE.deadlineReminders,
  concurrency: 1,
  processor: ({ orm, queue, config }) =>
    deadlineRemindersProcessor(orm, {
      emailQueue: queue<EmailJob>(QUEUE.email),
      publicUrl: config.publicUrl,
    }),
  schedule: {
    upsert: scheduleDeadlineReminders,
    failure: "the daily deadline reminder run could not be scheduled",
  },
});
