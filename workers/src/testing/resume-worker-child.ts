/**
 * A resume-evaluation worker in a child process, for the test that kills a worker mid-job: it
 * tells its parent when it reaches the commit and then waits there until it is killed.
 */
import { createLogger, createOrm, createRedisConnection, createWorker } from "@gradplan/gateway";
import "reflect-metadata";
import { QUEUE, type ResumeEvaluationJob, type ResumeEvaluationResult } from "@gradplan/schema";
import { resumeEvaluationProcessor } from "../jobs/resume-evaluation/resume-evaluation.processor";

const orm = await createOrm(process.env.DATABASE_URL ?? "");
const connection = createRedisConnection(process.env.REDIS_URL ?? "", "worker");
createWorker<ResumeEvaluationJob, ResumeEvaluationResult>(
  QUEUE.resumeEvaluation,
  resumeEvaluationProcessor(orm, {
    beforeCommit: async () => {
      process.send?.("at-commit");
      await new Promise(() => undefined);
    },
  }),
  {
    connection,
    prefix: process.env.QUEUE_PREFIX ?? "",
    logger: createLogger("silent"),
    lockDurationMs: 1_000,
    stalledIntervalMs: 1_000,
  },
);
process.send?.("ready");
