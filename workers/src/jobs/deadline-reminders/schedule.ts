/**
 * The daily run is a BullMQ job scheduler, upserted by a fixed id when the worker starts: any
 * number of workers starting any number of times leave one scheduler, and Redis, not a timer in
 * some process, keeps the schedule.
 */
import type { DeadlineRemindersJob, DeadlineRemindersResult } from "@gradplan/schema";
import { QUEUE } from "@gradplan/schema";
import type { Queue } from "bullmq";

export const REMINDER_SCHEDULER_ID = "deadline-reminders-daily";
/** 13:00 UTC: morning in the Americas, afternoon or evening in Europe and Asia. */
export const REMINDER_CRON = "0 13 * * *";

export async function scheduleDeadlineReminders(
  queue: Queue<DeadlineRemindersJob, DeadlineRemindersResult>,
): Promise<void> {
  await queue.upsertJobScheduler(
    REMINDER_SCHEDULER_ID,
    { pattern: REMINDER_CRON, tz: "UTC" },
    {
      name: QUEUE.deadlineReminders,
      data: {},
      // A failed run retries (idempotent); a run still failing is logged and tomorrow's goes on.
      opts: { attempts: 5, backoff: { type: "exponential", delay: 60_000 } },
    },
  );
}
