import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { REPO_ROOT } from "@gradplan/gateway";
import type { TestApp } from "@gradplan/gateway/testing";
import { type StudentClient, signUpStudent } from "@gradplan/gateway/testing/student-client";
import {
  QUEUE,
  RESUME_MESSAGES,
  type Resume,
  type ResumeEvaluationJob,
  type ResumeEvaluationResult,
} from "@gradplan/schema";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppWithWorker, startAppWithWorker } from "../../testing/app-with-worker";
import { docxWithMacros, MACRO_CARRIERS } from "../../testing/macro-docx";
import { resumeEvaluationProcessor } from "./resume-evaluation.processor";

let app: TestApp;
let harness: AppWithWorker;
let attempts = 0;

beforeAll(async () => {
  harness = await startAppWithWorker<ResumeEvaluationJob, ResumeEvaluationResult>(
    QUEUE.resumeEvaluation,
    (orm) => {
      const process = resumeEvaluationProcessor(orm);
      return async (job) => {
        attempts++;
        return process(job);
      };
    },
  );
  app = harness.app;
});
afterAll(() => harness.close());

const fixture = (name: string) =>
  readFileSync(resolve(REPO_ROOT, "workers/test-fixtures/resumes", name));

async function upload(
  s: StudentClient,
  fields: { name?: string; file?: Buffer; fileName?: string; resumeId?: string },
) {
  const form = new FormData();
  if (fields.name !== undefined) form.set("resumeName", fields.name);
  if (fields.resumeId) form.set("resumeId", fields.resumeId);
  if (fields.file) {
    form.set(
      "resumeFile",
      new Blob([new Uint8Array(fields.file)]),
      fields.fileName ?? "resume.docx",
    );
  }
  const res = await fetch(`${app.baseUrl}/api/evaluate-resume/${s.studentId}`, {
    method: "POST",
    headers: { cookie: s.jar.header() },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; message?: string; newResume?: Resume },
  };
}

async function stored(studentId: string) {
  const sql = app.orm.em.getConnection();
  const [uploads] = await sql.execute<{ n: number }[]>(
    "select count(*)::int as n from resume_upload where student_id = ?",
    [studentId],
  );
  const [resumes] = await sql.execute<{ n: number }[]>(
    "select count(*)::int as n from resume where student_id = ?",
    [studentId],
  );
  return { uploads: uploads?.n, resumes: resumes?.n };
}

/** Bytes of uploaded files still held for the student (evaluated files are erased). */
async function heldFileBytes(studentId: string): Promise<number> {
  const [row] = await app.orm.em
    .getConnection()
    .execute<{ n: number }[]>(
      "select coalesce(sum(octet_length(file)), 0)::int as n from resume_upload where student_id = ?",
      [studentId],
    );
  return row?.n ?? -1;
}

/** A zip whose one Word part inflates to `bytes` of zeros: tiny on disk, huge in memory. */
async function zipBomb(bytes: number): Promise<Buffer> {
  const zip = new JSZip();
  zip.file("[Content_Types].xml", "<Types/>");
  zip.file("word/document.xml", Buffer.alloc(bytes));
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

describe("POST /api/evaluate-resume/{student_id}", () => {
  it("evaluates a .docx and answers every field of the Resume; the latest is readable after", async () => {
    const s = await signUpStudent(app.baseUrl);
    const { status, body } = await upload(s, {
      name: "Fall applications",
      file: fixture("2-strong.docx"),
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    // The evaluation is kept; the uploaded file is not.
    expect(await heldFileBytes(s.studentId)).toBe(0);
    const resume = body.newResume as Resume;
    expect(resume).toMatchObject({ resume_name: "Fall applications" });
    for (const key of [
      "resume_overall_score",
      "resume_readability",
      "resume_sentiment",
      "resume_academic_background_score",
      "resume_project_and_research_score",
      "resume_work_ex_score",
      "resume_skills_and_achievement_score",
      "resume_formatting_score",
      "resume_grammar_score",
    ] as const) {
      expect(typeof resume[key], key).toBe("number");
    }
    expect(Object.keys(resume.resume_content_comments).sort()).toEqual([
      "academic_background_comments",
      "formatting_comments",
      "projects_and_research_comments",
      "skills_and_achievements_comments",
      "structure_comments",
      "work_ex_comments",
    ]);
    expect(Array.isArray(resume.resume_grammar_comments.comments)).toBe(true);
    expect((await s.call("GET", `/api/get-resume-data/${s.studentId}`)).body).toEqual(resume);
    const strength = await s.call("GET", `/api/student-profile-strength/${s.studentId}`);
    expect(strength.body.resume_overall_score).toBe(resume.resume_overall_score);
  });

  it("answers null before any resume, and only to the student", async () => {
    const s = await signUpStudent(app.baseUrl);
    expect((await s.call("GET", `/api/get-resume-data/${s.studentId}`)).body).toBeNull();
    const other = await signUpStudent(app.baseUrl);
    expect((await other.call("GET", `/api/get-resume-data/${s.studentId}`)).status).toBe(403);
    expect(
      (
        await upload(
          { ...other, studentId: s.studentId },
          { name: "x", file: fixture("3-good.docx") },
        )
      ).status,
    ).toBe(403);
  });

  it("refuses before storing anything: no name, no file, another type, a renamed PDF, too large, a zip bomb", async () => {
    const s = await signUpStudent(app.baseUrl);
    const pdf = Buffer.from(
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n",
    );
    const bomb = await zipBomb(60 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const cases: [Parameters<typeof upload>[1], number, string][] = [
      [{ file: fixture("3-good.docx") }, 400, RESUME_MESSAGES.nameRequired],
      [{ name: "  ", file: fixture("3-good.docx") }, 400, RESUME_MESSAGES.nameRequired],
      [{ name: "CV" }, 400, RESUME_MESSAGES.fileRequired],
      [
        { name: "CV", file: fixture("3-good.docx"), fileName: "resume.pdf" },
        415,
        RESUME_MESSAGES.docxOnly,
      ],
      [{ name: "CV", file: pdf, fileName: "resume.docx" }, 415, RESUME_MESSAGES.docxOnly],
      [{ name: "CV", file: Buffer.alloc(3 * 1024 * 1024, 1) }, 413, RESUME_MESSAGES.tooLarge],
      [{ name: "CV", file: bomb }, 413, RESUME_MESSAGES.tooManyParts],
    ];
    const before = attempts;
    for (const [fields, status, message] of cases) {
      expect(await upload(s, fields), message).toEqual({
        status,
        body: { success: false, message },
      });
    }
    expect(await stored(s.studentId)).toEqual({ uploads: 0, resumes: 0 });
    // Refused in the gateway: no job ever reached the worker.
    expect(attempts).toBe(before);
  });

  it("refuses a .docx carrying macros, however they are put in, before storing anything", async () => {
    const s = await signUpStudent(app.baseUrl);
    const before = attempts;
    for (const how of MACRO_CARRIERS) {
      expect(await upload(s, { name: "CV", file: await docxWithMacros(how) }), how).toEqual({
        status: 415,
        body: { success: false, message: RESUME_MESSAGES.macros },
      });
    }
    expect(await stored(s.studentId)).toEqual({ uploads: 0, resumes: 0 });
    expect(attempts).toBe(before);
  });

  it("fails a corrupt .docx at once, without retries, with a clear message, keeping nothing", async () => {
    const s = await signUpStudent(app.baseUrl);
    const before = attempts;
    expect(await upload(s, { name: "Broken", file: fixture("corrupt.docx") })).toEqual({
      status: 422,
      body: { success: false, message: RESUME_MESSAGES.unreadable },
    });
    expect(attempts - before).toBe(1);
    expect(await upload(s, { name: "Empty", file: fixture("empty.docx") })).toMatchObject({
      status: 422,
      body: { message: RESUME_MESSAGES.empty },
    });
    expect(await stored(s.studentId)).toEqual({ uploads: 0, resumes: 0 });
  });

  it("holds the 5-resume limit, lets an update replace one, and holds it under concurrent uploads", async () => {
    const s = await signUpStudent(app.baseUrl);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { body } = await upload(s, {
        name: `Resume ${i + 1}`,
        file: fixture("4-average.docx"),
      });
      ids.push(body.newResume?.resume_id as string);
    }
    const racing = await Promise.all(
      ["A", "B", "C"].map((n) => upload(s, { name: `Race ${n}`, file: fixture("3-good.docx") })),
    );
    expect(racing.filter((r) => r.status === 200)).toHaveLength(1);
    for (const refused of racing.filter((r) => r.status !== 200)) {
      expect(refused).toEqual({
        status: 409,
        body: { success: false, message: RESUME_MESSAGES.limit },
      });
    }
    expect((await stored(s.studentId)).resumes).toBe(5);
    expect(await upload(s, { name: "Sixth", file: fixture("3-good.docx") })).toEqual({
      status: 409,
      body: { success: false, message: RESUME_MESSAGES.limit },
    });
    const updated = await upload(s, {
      name: "Resume 1",
      resumeId: ids[0],
      file: fixture("1-excellent.docx"),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.newResume?.resume_id).toBe(ids[0]);
    expect((await stored(s.studentId)).resumes).toBe(5);
    expect(
      (await s.call<Resume>("GET", `/api/get-resume-data/${s.studentId}`)).body.resume_id,
    ).toBe(ids[0]);
    expect(
      await upload(s, {
        name: "x",
        resumeId: "00000000-0000-4000-8000-000000000000",
        file: fixture("3-good.docx"),
      }),
    ).toMatchObject({
      status: 404,
      body: { message: RESUME_MESSAGES.unknownResume },
    });
  });
});
