/**
 * Generating a draft through the gateway and a real worker: the template from the student's own
 * profile, the configured LLM (a local OpenAI-compatible server), and the template again when
 * that server is too slow. Idempotent: a retried job answers the SOP it already wrote.
 */
import { randomUUID } from "node:crypto";
import type { TestApp } from "@gradplan/gateway/testing";
import {
  type StudentClient,
  saveTestScores,
  signUpStudent,
} from "@gradplan/gateway/testing/student-client";
import {
  API,
  pathOf,
  QUEUE,
  SOP_MESSAGES,
  type SopAnswers,
  type SopDetails,
  type SopGenerationJob,
  type SopGenerationResult,
} from "@gradplan/schema";
import type { Job } from "bullmq";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AppWithWorker, startAppWithWorkers } from "../../testing/app-with-worker";
import { type LlmTestServer, startLlmServer } from "../../testing/llm-server";
import { readFacts, readProgram } from "./profile-facts";
import { type GenerationSettings, sopGenerationProcessor } from "./sop-generation.processor";
import { writeTemplateSop } from "./template";
import { FULL_ANSWERS } from "./testing";

let app: TestApp;
let harness: AppWithWorker;
let server: LlmTestServer;
const fallbacks: string[] = [];
const settings: GenerationSettings = {
  llm: null,
  onFallback: (reason) => fallbacks.push(reason),
};

beforeAll(async () => {
  server = await startLlmServer();
  harness = await startAppWithWorkers([
    { queue: QUEUE.sopGeneration, processor: (orm) => sopGenerationProcessor(orm, settings) },
  ]);
  app = harness.app;
});
afterAll(async () => {
  await harness.close();
  await server.close();
});
beforeEach(() => {
  settings.llm = null;
  fallbacks.length = 0;
  server.requests.length = 0;
  server.set({ content: "", delayMs: 0, status: 200, finishReason: "stop" });
});

const TARGET = { universityName: "University of Michigan", courseName: "MS in Robotics" };

function generate(s: StudentClient, answers: Partial<SopAnswers> = FULL_ANSWERS) {
  return s.call<{ success: boolean; message: string; newSOP: SopDetails }>(
    "POST",
    pathOf(API.sops.generate, { student_id: s.studentId }),
    { sop_name: "Michigan draft", ...TARGET, answers },
  );
}

/** A student with a strong GRE and GPA and a weak TOEFL. */
async function studentWithScores(): Promise<StudentClient> {
  const s = await signUpStudent(app.baseUrl);
  await saveTestScores(s, {
    gpa: 3.8,
    toefl: { writing: 20, reading: 20, speaking: 20, listening: 21 },
    gre: { verbal: 163, quantitative: 167, analytical_writing: 4.5 },
  });
  return s;
}

/** The template's draft for this student, as the worker would write it. */
async function templateDraft(s: StudentClient, answers: SopAnswers): Promise<string> {
  const facts = await readFacts(app.orm.em.fork(), s.studentId, TARGET);
  return writeTemplateSop(facts!, answers);
}

describe("POST /api/generateSOP/{studentId}", () => {
  it("writes a template draft from the profile and the answers, stored as a new SOP not yet evaluated", async () => {
    const s = await studentWithScores();
    const { status, body } = await generate(s);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: SOP_MESSAGES.generated });
    const sop = body.newSOP;
    expect(sop).toMatchObject({
      sop_name: "Michigan draft",
      origin: "generated",
      university_name: TARGET.universityName,
      course_name: TARGET.courseName,
      evaluation: null,
      sop_overall_score: null,
    });
    expect(sop.text).toBe(await templateDraft(s, FULL_ANSWERS));
    // No score is restated: the application carries them.
    expect(sop.text).not.toMatch(/3\.8|330|TOEFL|GRE|GPA/);
    expect(sop.text).toContain(TARGET.courseName);
    expect(sop.word_count).toBeGreaterThanOrEqual(500);

    const list = await s.call<{ sop_id: string }[]>(
      "GET",
      pathOf(API.sops.list, { student_id: s.studentId }),
    );
    expect(list.body.map((x) => x.sop_id)).toEqual([sop.sop_id]);
    // Not evaluated yet: no SOP Score.
    const strength = await s.call<{ sop_overall_score: number | null }>(
      "GET",
      pathOf(API.students.profileStrength, { student_id: s.studentId }),
    );
    expect(strength.body.sop_overall_score).toBeNull();
  });

  it("asks for more, in brackets, when the answers are thin", async () => {
    const s = await signUpStudent(app.baseUrl);
    const { status, body } = await generate(s, { whyField: "I like robots." });
    expect(status).toBe(200);
    expect(body.newSOP.text).toContain("I like robots.");
    expect(body.newSOP.text).toMatch(/\[Add a paragraph on a project or experience/);
  });

  it("uses the configured LLM's draft, sent the student's facts", async () => {
    const s = await studentWithScores();
    const template = await templateDraft(s, FULL_ANSWERS);
    // A faithful model: the template's paragraphs, in another order.
    const modelDraft = template.split("\n\n").reverse().join("\n\n");
    server.set({ content: modelDraft });
    settings.llm = { baseUrl: server.baseUrl, model: "tiny-test-model", timeoutMs: 3_000 };
    const { status, body } = await generate(s);
    expect(status).toBe(200);
    expect(body.newSOP.text).toBe(modelDraft);
    expect(server.requests).toHaveLength(1);
    const user = server.requests[0]!.body.messages.find((m) => m.role === "user")!;
    expect(user.content).not.toContain("330");
    expect(user.content).toContain(TARGET.universityName);
    expect(fallbacks).toEqual([]);
  });

  it("falls back to the template when the LLM server times out", async () => {
    const s = await studentWithScores();
    server.set({ content: "never read", delayMs: 2_000 });
    settings.llm = { baseUrl: server.baseUrl, model: "tiny-test-model", timeoutMs: 300 };
    const { status, body } = await generate(s);
    expect(status).toBe(200);
    expect(body.newSOP.text).toBe(await templateDraft(s, FULL_ANSWERS));
    expect(server.requests).toHaveLength(1);
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toBe("no answer within 300 ms");
  });

  it("falls back to the template when the LLM invents a name the student never gave", async () => {
    const s = await studentWithScores();
    const template = await templateDraft(s, FULL_ANSWERS);
    server.set({
      content: template.replace(
        "I am now applying",
        "Professor Zyx Quorblat taught me, and I am now applying",
      ),
    });
    settings.llm = { baseUrl: server.baseUrl, model: "tiny-test-model", timeoutMs: 3_000 };
    const { body } = await generate(s);
    expect(body.newSOP.text).toBe(template);
    expect(fallbacks).toHaveLength(1);
  });
});

describe("the sop-generation job", () => {
  it("is idempotent: the same request twice stores one SOP and answers it both times", async () => {
    const s = await signUpStudent(app.baseUrl);
    const process = sopGenerationProcessor(app.orm, settings);
    const request = randomUUID();
    const job = {
      data: {
        studentId: s.studentId,
        request,
        sopName: "Retried",
        universityName: null,
        courseName: null,
        answers: FULL_ANSWERS,
      },
    } as Job<SopGenerationJob, SopGenerationResult>;
    const first = await process(job);
    const second = await process(job);
    expect(first.sopId).toBe(request);
    expect(second.sopId).toBe(request);
    const [row] = await app.orm.em
      .getConnection()
      .execute<{ n: number }[]>("select count(*)::int as n from sop where student_id = ?", [
        s.studentId,
      ]);
    expect(row?.n).toBe(1);
  });
});

describe("readProgram", () => {
  it("finds the target in the catalogue by its name or an alias, and its course by the typed name", async () => {
    const em = app.orm.em.fork();
    const purdue = await readProgram(em, {
      universityName: " purdue ",
      courseName: "MS in Mechanical Engineering",
    });
    expect(purdue).toMatchObject({
      university: {
        name: "Purdue University",
        city: "West Lafayette",
        state: "IN",
        researchTier: "R1",
      },
      course: { name: "Mechanical Engineering", degreeCode: "ME" },
    });
    expect(purdue?.course?.graduates?.count).toBeGreaterThan(0);
    // The university's own name wins over another's alias; an unknown course is left out.
    const washington = await readProgram(em, {
      universityName: "University of Washington",
      courseName: "MBA",
    });
    expect(washington).toMatchObject({ university: { city: "Seattle" }, course: null });
    expect(
      await readProgram(em, { universityName: "No Such University of Nowhere", courseName: "CS" }),
    ).toBeNull();
    expect(await readProgram(em, { universityName: null, courseName: "CS" })).toBeNull();
  });
});
