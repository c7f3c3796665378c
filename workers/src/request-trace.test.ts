/**
 * One request id follows a resume upload from the request into the worker and back: echoed in
 * the answer, in the job's data, on the worker's lines for the job; the worker's own /metrics
 * counts the job and answers the internal network only.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import { resolve } from "node:path";
import { createLogger, createRedisConnection, createWorker, REPO_ROOT } from "@gradplan/gateway";
import { startTestApp, type TestApp, testConfig } from "@gradplan/gateway/testing";
import { type StudentClient, signUpStudent } from "@gradplan/gateway/testing/student-client";
import { QUEUE, type ResumeEvaluationJob, type ResumeEvaluationResult } from "@gradplan/schema";
import { Queue, type Worker } from "bullmq";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumeEvaluationProcessor } from "./jobs/resume-evaluation/resume-evaluation.processor";
import { startMetricsServer } from "./metrics-server";

// Queues of this file's own, so its worker (and its log) takes the job.
const prefix = `${testConfig().queuePrefix}-trace-${randomUUID().slice(0, 8)}`;
const workerLines: string[] = [];
let app: TestApp;
let connection: Redis;
let worker: Worker<ResumeEvaluationJob, ResumeEvaluationResult>;
let metrics: Server;
let student: StudentClient;

beforeAll(async () => {
  app = await startTestApp({ queuePrefix: prefix });
  connection = createRedisConnection(app.config.redisUrl, "worker");
  const logger = createLogger("info", "worker", {
    destination: { write: (line: string) => void workerLines.push(line) },
  });
  worker = createWorker(QUEUE.resumeEvaluation, resumeEvaluationProcessor(app.orm), {
    connection,
    prefix,
    logger,
  });
  metrics = await startMetricsServer({ port: 0, host: "127.0.0.1" }, logger);
  student = await signUpStudent(app.baseUrl);
});
afterAll(async () => {
  await worker.close();
  metrics.close();
  connection.disconnect();
  await app.close();
});

const metricsUrl = () => {
  const address = metrics.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/metrics`;
};

describe("a request id", () => {
  it("follows a resume upload into the worker's job and its log, and back", async () => {
    const id = `upload-${randomUUID()}`;
    const form = new FormData();
    form.set("resumeName", "Traced");
    const file = readFileSync(resolve(REPO_ROOT, "workers/test-fixtures/resumes/3-good.docx"));
    form.set("resumeFile", new Blob([new Uint8Array(file)]), "resume.docx");
    const res = await fetch(`${app.baseUrl}/api/evaluate-resume/${student.studentId}`, {
      method: "POST",
      headers: { cookie: student.jar.header(), "x-request-id": id },
      body: form,
    });
    expect(res.status).toBe(200);
    expect((await res.json()) as { success: boolean }).toMatchObject({ success: true });
    expect(res.headers.get("x-request-id")).toBe(id);

    const queue = new Queue(QUEUE.resumeEvaluation, { connection: app.redis, prefix });
    try {
      const [job] = await queue.getJobs(["completed"]);
      expect(job?.data).toMatchObject({ requestId: id });
    } finally {
      await queue.close();
    }
    const lines = workerLines.map((line) => JSON.parse(line));
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: "job",
        queue: QUEUE.resumeEvaluation,
        outcome: "completed",
        requestId: id,
      }),
    );
  });

  it("is counted by the worker's own /metrics, which answers the internal network only", async () => {
    const res = await fetch(metricsUrl());
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(
      /job_duration_seconds_count\{queue="resume-evaluation",outcome="completed"\} [1-9]/,
    );
    expect(text).toContain("process_resident_memory_bytes");
    const outsider = await fetch(metricsUrl(), { headers: { "x-forwarded-for": "203.0.113.5" } });
    expect(outsider.status).toBe(403);
    await outsider.body?.cancel();
  });
});
