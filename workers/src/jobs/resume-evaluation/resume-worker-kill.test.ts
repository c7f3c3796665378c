import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import {
  createLogger,
  createOrm,
  createQueue,
  createRedisConnection,
  createWorker,
  REPO_ROOT,
  ResumeEntity,
  ResumeUpload,
  UPLOAD_STATUS,
} from "@gradplan/gateway";
import { startTestApp, type TestApp } from "@gradplan/gateway/testing";
import { signUpStudent } from "@gradplan/gateway/testing/student-client";
import { QUEUE, type ResumeEvaluationJob, type ResumeEvaluationResult } from "@gradplan/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import { type Queue, QueueEvents, type Worker } from "bullmq";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { getLanguageChecker } from "../../language/checker";
import { resumeEvaluationProcessor } from "./resume-evaluation.processor";

// Its own queue prefix: the app's in-process tests never see these jobs.
const prefix = `${inject("queuePrefix")}-kill`;
let app: TestApp;
let orm: MikroORM;
let producer: Redis;
let queue: Queue<ResumeEvaluationJob, ResumeEvaluationResult>;
let child: ChildProcess | undefined;

beforeAll(async () => {
  app = await startTestApp();
  orm = await createOrm(inject("databaseUrl"));
  producer = createRedisConnection(inject("redisUrl"), "producer");
  queue = createQueue(QUEUE.resumeEvaluation, { connection: producer, prefix });
});
afterAll(async () => {
  // A failed assertion must not leave the worker process behind.
  if (child && child.exitCode === null) child.kill("SIGKILL");
  await queue.obliterate({ force: true });
  await queue.close();
  producer.disconnect();
  await orm.close();
  await app.close();
});

function startChild(): { child: ChildProcess; message: (m: string) => Promise<void> } {
  // node with tsx as a loader, not the tsx CLI: the CLI runs node as a second process, which a
  // SIGKILL to the first would leave running.
  const child = spawn(process.execPath, ["--import", "tsx", "src/testing/resume-worker-child.ts"], {
    cwd: resolve(REPO_ROOT, "workers"),
    env: {
      ...process.env,
      DATABASE_URL: inject("databaseUrl"),
      REDIS_URL: inject("redisUrl"),
      QUEUE_PREFIX: prefix,
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const message = (expected: string) =>
    new Promise<void>((done, fail) => {
      child.on("message", (m) => m === expected && done());
      child.on("exit", (code) => fail(new Error(`child exited (${code}) before "${expected}"`)));
    });
  return { child, message };
}

describe("a resume-evaluation worker killed in the middle of a job", () => {
  it("leaves no duplicate, and the job completes when a worker comes back", async () => {
    const s = await signUpStudent(app.baseUrl);
    const uploadId = randomUUID();
    const em = orm.em.fork();
    em.create(ResumeUpload, {
      id: uploadId,
      student: s.studentId,
      resumeName: "Killed midway",
      fileName: "resume.docx",
      file: readFileSync(resolve(REPO_ROOT, "workers/test-fixtures/resumes/3-good.docx")),
      fileBytes: 1,
      replacesResumeId: null,
      status: UPLOAD_STATUS.pending,
      createdAt: new Date(),
    });
    await em.flush();

    const started = startChild();
    child = started.child;
    const { message } = started;
    const atCommit = message("at-commit");
    await queue.add(QUEUE.resumeEvaluation, { uploadId }, { jobId: uploadId, attempts: 3 });
    await atCommit;
    const exited = new Promise((r) => started.child.once("exit", r));
    started.child.kill("SIGKILL");
    await exited;
    // Killed inside the transaction: nothing of it was committed.
    expect(await orm.em.fork().count(ResumeEntity, { student: s.studentId })).toBe(0);

    // A new worker recovers the stalled job (its lock lapses after a second) and finishes it;
    // like the worker process (main.ts), it has its language checker ready before it takes a
    // job, as compiling it blocks for seconds and a one-second lock would lapse meanwhile.
    await getLanguageChecker();
    const connection = createRedisConnection(inject("redisUrl"), "worker");
    const events = new QueueEvents(QUEUE.resumeEvaluation, {
      connection: connection.duplicate(),
      prefix,
    });
    const worker: Worker = createWorker(QUEUE.resumeEvaluation, resumeEvaluationProcessor(orm), {
      connection,
      prefix,
      logger: createLogger("silent"),
      // Its own lock is longer than the killed one's: on a loaded machine an evaluation can
      // hold the event loop past a second, and a second lapse would fail the job for good
      // (BullMQ's one allowed stall is the kill's). The killed worker's one-second lock is what
      // makes the job come back quickly; this worker looks for it every half second.
      lockDurationMs: 5_000,
      stalledIntervalMs: 500,
    });
    try {
      const job = await queue.getJob(uploadId);
      const result = await job!.waitUntilFinished(events, 15_000);
      const resumes = await orm.em.fork().find(ResumeEntity, { student: s.studentId });
      expect(resumes.map((r) => r.id)).toEqual([result.resumeId]);
      const upload = await orm.em.fork().findOneOrFail(ResumeUpload, uploadId);
      expect(upload).toMatchObject({ status: UPLOAD_STATUS.done, resultResumeId: result.resumeId });

      // Delivered once more (a duplicate job, a retry after a lost ack): the same answer, no copy.
      const again = await resumeEvaluationProcessor(orm)({ data: { uploadId } } as never);
      expect(again).toEqual(result);
      expect(await orm.em.fork().count(ResumeEntity, { student: s.studentId })).toBe(1);
    } finally {
      await worker.close();
      await events.close();
      connection.disconnect();
    }
  }, 40_000);
});
