/**
 * The admit-chance calibration as the gateway sees it: the latest fit's public report, and a
 * staff request for a refit (a job; the workers fit, store and recalculate shortlists).
 */
import { type AdmitCalibrationJob, type PublishedCalibrationReport, QUEUE } from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Queue } from "bullmq";
import { AdmitCalibration } from "./results.entities";

export class CalibrationService {
  constructor(
    private readonly em: EntityManager,
    private readonly queue: Queue<AdmitCalibrationJob>,
  ) {}

  async report(): Promise<(PublishedCalibrationReport & { fittedAt: Date }) | null> {
    const [latest] = await this.em.find(
      AdmitCalibration,
      {},
      { orderBy: { fittedAt: "desc" }, limit: 1 },
    );
    if (!latest) return null;
    return { ...(latest.report as PublishedCalibrationReport), fittedAt: latest.fittedAt };
  }

  /** One refit at a time: a request while one waits joins it. */
  async requestRefit(trigger: string): Promise<{ jobId: string }> {
    const job = await this.queue.add(
      QUEUE.admitCalibration,
      { trigger },
      { deduplication: { id: "refit" }, attempts: 2 },
    );
    return { jobId: String(job.id) };
  }
}
