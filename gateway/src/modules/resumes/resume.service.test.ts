/**
 * The upload's outcome when no worker answers within the wait: stored, still being evaluated,
 * and answered as such (the REST shim's 202), never a failure.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { QUEUE, type ResumeEvaluationJob, type ResumeEvaluationResult } from "@gradplan/schema";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { REPO_ROOT } from "../../core/config";
import { createQueue } from "../../core/queue-factory";
import { startTestApp, type TestApp } from "../../testing/app";
import { signUpStudent } from "../../testing/student-client";
import { ResumeEvaluationQueue } from "./evaluation-queue";
import { ResumeUpload, UPLOAD_STATUS } from "./resume.entities";
import { ResumeService } from "./resume.service";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("ResumeService.upload", () => {
  it("answers 'not evaluated yet' when the wait ends first, and keeps the upload pending", async () => {
    const student = await signUpStudent(app.baseUrl);
    const prefix = `${inject("queuePrefix")}-idle-resumes`;
    const queue = createQueue<ResumeEvaluationJob, ResumeEvaluationResult>(QUEUE.resumeEvaluation, {
      connection: app.redis,
      prefix,
    });
    const evaluations = new ResumeEvaluationQueue(queue, app.redis, prefix, 300);
    const em = app.orm.em.fork();
    const file = readFileSync(resolve(REPO_ROOT, "workers/test-fixtures/resumes/3-good.docx"));
    try {
      const outcome = await new ResumeService(em, evaluations).upload(
        student.studentId,
        { resumeName: "Pending resume" },
        { filename: "resume.docx", buffer: file },
      );
      expect(outcome).toEqual({ evaluated: false });
      const stored = await app.orm.em.fork().find(ResumeUpload, { student: student.studentId });
      expect(stored.map((u) => u.status)).toEqual([UPLOAD_STATUS.pending]);
      expect(await queue.getWaitingCount()).toBe(1);
    } finally {
      await queue.obliterate({ force: true });
      await evaluations.close();
    }
  });
});
