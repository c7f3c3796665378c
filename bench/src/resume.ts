/**
 * Resume evaluation: upload-to-answer latency for a two-page .docx through the real gateway and
 * worker processes (budget: median under 200 ms, issue 33), then worker throughput in resumes per second
 * with one worker process draining a backlog. A throw-away database with the sample catalogue.
 */

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { REPO_ROOT } from "@gradplan/gateway";
import { API, pathOf } from "@gradplan/schema";
import { benchStudent } from "./filter-workload";
import { type PartReport, standalone } from "./part";
import { percentile, withGatewayAndWorker } from "./processes";
import type { Settings } from "./settings";

const BUDGET_MS = 200;
const PORT = 4311;
const origin = `http://127.0.0.1:${PORT}`;
const twoPage = readFileSync(resolve(REPO_ROOT, "workers/test-fixtures/resumes/two-page.docx"));

async function upload(studentId: string, cookie: string, resumeId?: string) {
  const form = new FormData();
  form.set("resumeName", "Two-page resume");
  if (resumeId) form.set("resumeId", resumeId);
  form.set("resumeFile", new Blob([new Uint8Array(twoPage)]), "two-page.docx");
  const started = performance.now();
  const res = await fetch(
    `${origin}${pathOf(API.resumes.evaluateResume, { student_id: studentId })}`,
    {
      method: "POST",
      headers: { cookie },
      body: form,
    },
  );
  const body = (await res.json()) as { newResume?: { resume_id: string }; message?: string };
  if (res.status !== 200 || !body.newResume)
    throw new Error(`upload failed: ${res.status} ${body.message}`);
  return { ms: performance.now() - started, resumeId: body.newResume.resume_id };
}

async function resumeReport({ resumeUploads, resumeBacklog }: Settings): Promise<PartReport> {
  return withGatewayAndWorker(PORT, async () => {
    const { studentId, cookie } = await benchStudent(origin);
    // One at a time, as a student uploads; the first makes the resume the rest update.
    const first = await upload(studentId, cookie);
    const times: number[] = [];
    for (let i = 0; i < resumeUploads; i++)
      times.push((await upload(studentId, cookie, first.resumeId)).ms);
    times.sort((a, b) => a - b);
    // A backlog: many students uploading at once, drained by the one worker process.
    const students = await Promise.all(
      Array.from({ length: Math.ceil(resumeBacklog / 5) }, () => benchStudent(origin)),
    );
    const started = performance.now();
    await Promise.all(
      Array.from({ length: resumeBacklog }, async (_, i) => {
        const s = students[i % students.length]!;
        // Five uploads per student: the limit is never what the backlog measures.
        await upload(s.studentId, s.cookie);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const round = (n: number) => Math.round(n * 10) / 10;
    const p50 = round(percentile(times, 50));
    return {
      title: `Resume evaluation, two-page .docx: ${resumeUploads} uploads one after another (upload to answer), then ${resumeBacklog} concurrent uploads drained by one worker process:`,
      table: [
        {
          "p50 ms": p50,
          "p90 ms": round(percentile(times, 90)),
          "max ms": round(times.at(-1) ?? 0),
          "worker resumes/s": round(resumeBacklog / seconds),
        },
      ],
      checks: [{ what: `median under ${BUDGET_MS} ms`, ok: p50 < BUDGET_MS }],
    };
  });
}

export const resumePart = standalone("resume", resumeReport);
