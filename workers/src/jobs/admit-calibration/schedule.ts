/**
 * The nightly refit is a BullMQ job scheduler upserted by a fixed id when the worker starts (as
 * the reminders' is): one schedule however many workers start. Staff can also ask for a refit
 * at any time (the recalibrateChances mutation).
 */
import { type AdmitCalibrationJob, QUEUE } from "@gradplan/schema";
import type { Queue } from "bullmq";

export const CALIBRATION_SCHEDULER_ID = "admit-calibration-nightly";
/** 03:30 UTC: the quietest hour across the Americas, Europe and India. */
export const CALIBRATION_CRON = "30 3 * * *";

export async function scheduleCalibration(queue: Queue<AdmitCalibrationJob>): Promise<void> {
  await queue.upsertJobScheduler(
    CALIBRATION_SCHEDULER_ID,
    { pattern: CALIBRATION_CRON, tz: "UTC" },
    {
      name: QUEUE.admitCalibration,
      data: { trigger: "schedule" },
      opts: { attempts: 3, backoff: { type: "exponential", delay: 60_000 } },
    },
  );
}
