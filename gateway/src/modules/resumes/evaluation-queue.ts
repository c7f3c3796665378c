/** Asking the worker to evaluate an upload and waiting for it, bounded (DESIGN.md section 4). */
import type { ResumeEvaluationJob, ResumeEvaluationResult } from "@gradplan/schema";
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { WaitedJobs } from "../../core/job-waiter";

export const EVALUATION_WAIT_MS = 20_000;

export type EvaluationOutcome =
  | { status: "done"; resumeId: string }
  | { status: "failed" }
  | { status: "queued" };

export class ResumeEvaluationQueue {
  private readonly jobs: WaitedJobs<ResumeEvaluationJob, ResumeEvaluationResult>;

  constructor(
    queue: Queue<ResumeEvaluationJob, ResumeEvaluationResult>,
    connection: Redis,
    prefix: string,
    private readonly waitMs = EVALUATION_WAIT_MS,
  ) {
    this.jobs = new WaitedJobs(queue, connection, prefix, {
      attempts: 3,
      backoff: { type: "exponential", delay: 500 },
    });
  }

  /** The job id is the upload's: adding it twice evaluates it once. */
  async run(uploadId: string): Promise<EvaluationOutcome> {
    const outcome = await this.jobs.run(uploadId, { uploadId }, this.waitMs);
    if (outcome.status === "done") return { status: "done", resumeId: outcome.result.resumeId };
    return outcome.status === "queued" ? { status: "queued" } : { status: "failed" };
  }

  close(): Promise<void> {
    return this.jobs.close();
  }
}
