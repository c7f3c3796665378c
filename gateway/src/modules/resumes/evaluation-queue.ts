/** Asking the worker to evaluate an upload and waiting for it, bounded (DESIGN.md section 4). */
import { QUEUE, type ResumeEvaluationJob, type ResumeEvaluationResult } from "@gradplan/schema";
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { isTimeout, JobWaiter } from "../../core/job-waiter";

export const EVALUATION_WAIT_MS = 20_000;

export type EvaluationOutcome =
  | { status: "done"; resumeId: string }
  | { status: "failed" }
  | { status: "queued" };

export class ResumeEvaluationQueue {
  private readonly waiter: JobWaiter;

  constructor(
    private readonly queue: Queue<ResumeEvaluationJob, ResumeEvaluationResult>,
    connection: Redis,
    prefix: string,
    private readonly waitMs = EVALUATION_WAIT_MS,
  ) {
    this.waiter = new JobWaiter(QUEUE.resumeEvaluation, connection, prefix);
    // Each waiting request listens for the queue closing: many at once is the normal case.
    queue.setMaxListeners(0);
  }

  /** The job id is the upload's: adding it twice evaluates it once. */
  async run(uploadId: string): Promise<EvaluationOutcome> {
    const deadline = Date.now() + this.waitMs;
    await this.waiter.ready();
    const job = await this.queue.add(
      QUEUE.resumeEvaluation,
      { uploadId },
      { jobId: uploadId, attempts: 3, backoff: { type: "exponential", delay: 500 } },
    );
    try {
      const result = await this.waiter.wait(job, deadline);
      return { status: "done", resumeId: result.resumeId };
    } catch (error) {
      return isTimeout(error) ? { status: "queued" } : { status: "failed" };
    }
  }

  async close(): Promise<void> {
    await this.waiter.close();
    await this.queue.close();
  }
}
