/**
 * The admit-calibration job (docs/results.md): refits the calibration on the shared results,
 * then queues a shortlist recalculation for every student with a course whose adjustment moved
 * (deduplicated per student, as the gateway's own requests are).
 */
import { randomUUID } from "node:crypto";
import { refitCalibration, studentsShortlisting } from "@gradplan/gateway";
import {
  type AdmitCalibrationJob,
  type AdmitCalibrationResult,
  QUEUE,
  type ShortlistRecalculationJob,
} from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { Job, Queue } from "bullmq";

export function admitCalibrationProcessor(
  orm: MikroORM,
  recalculations: Queue<ShortlistRecalculationJob>,
) {
  return async (job: Job<AdmitCalibrationJob, AdmitCalibrationResult>) => {
    const em = orm.em.fork();
    const outcome = await refitCalibration(em, job.data.trigger || "schedule");
    const students = await studentsShortlisting(em, outcome.changedCourses);
    await recalculations.addBulk(
      students.map((studentId) => ({
        name: QUEUE.shortlistRecalculation,
        data: { studentId, request: randomUUID() },
        opts: { deduplication: { id: studentId, keepLastIfActive: true }, attempts: 3 },
      })),
    );
    return { results: outcome.results, students: students.length };
  };
}
