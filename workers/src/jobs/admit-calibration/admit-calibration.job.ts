/** The admit-chance calibration refit: nightly or asked for; it queues the shortlists it moved. */
import {
  type AdmitCalibrationJob,
  type AdmitCalibrationResult,
  QUEUE,
  type ShortlistRecalculationJob,
  type ShortlistRecalculationResult,
} from "@gradplan/schema";
import { declareJob } from "../job";
import { admitCalibrationProcessor } from "./admit-calibration.processor";
import { scheduleCalibration } from "./schedule";

export const admitCalibrationJob = declareJob<AdmitCalibrationJob, AdmitCalibrationResult>({
  queue: QUEUE.admitCalibration,
  concurrency: 1,
  processor: ({ orm, queue }) =>
    admitCalibrationProcessor(
      orm,
      queue<ShortlistRecalculationJob, ShortlistRecalculationResult>(QUEUE.shortlistRecalculation),
    ),
  schedule: {
    upsert: scheduleCalibration,
    failure: "the nightly calibration refit could not be scheduled",
  },
});
