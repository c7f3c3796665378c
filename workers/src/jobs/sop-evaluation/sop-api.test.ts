/**
 * The SOP API end to end through the gateway and real workers: evaluate pasted text and .docx
 * uploads, re-evaluate, list, details, download, delete, the SOP Score in profile strength, the
 * guards (401/403/404/400), refused files and the SOP limit under concurrent requests.
 */
import { randomUUID } from "node:crypto";
import type { TestApp } from "@gradplan/gateway/testing";
import {
  graphqlCall,
  type StudentClient,
  signUpStudent,
} from "@gradplan/gateway/testing/student-client";
import {
  API,
  DOCX_MIME_TYPE,
  pathOf,
  QUEUE,
  RESUME_MESSAGES,
  SOP_LIMIT,
  SOP_MESSAGES,
  SOP_PARTS,
  SOP_TEXT_MAX_CHARS,
  type SopDetails,
  type SopSummary,
} from "@gradplan/schema";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppWithWorker, startAppWithWorkers } from "../../testing/app-with-worker";
import { sopGenerationProcessor } from "../sop-generation/sop-generation.processor";
import { FIXTURE_CONTEXT, readSopFixture } from "./evaluate/testing";
import {
  readDocxText,
  sopEvaluationProcessor,
  universityAliases,
} from "./sop-evaluation.processor";

let app: TestApp;
let harness: AppWithWorker;

beforeAll(async () => {
  harness = await startAppWithWorkers([
    { queue: QUEUE.sopEvaluation, processor: (orm) => sopEvaluationProcessor(orm) },
    { queue: QUEUE.sopGeneration, processor: (orm) => sopGenerationProcessor(orm, { llm: null }) },
  ]);
  app = harness.app;
});
afterAll(() => harness.close());

type Written = { success: boolean; message: string; newSOP: SopDetails };

const evaluatePath = (s: StudentClient) => pathOf(API.sops.evaluate, { student_id: s.studentId });
const detailsPath = (sopId: string) => pathOf(API.sops.details, { sopId });

function evaluate(s: StudentClient, body: Record<string, unknown>) {
  return s.call<Written>("POST", evaluatePath(s), body);
}

async function upload(
  s: StudentClient,
  fields: Record<string, string>,
  file: { bytes: Buffer; name: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("sopFile", new Blob([new Uint8Array(file.bytes)]), file.name);
  const res = await fetch(`${app.baseUrl}${evaluatePath(s)}`, {
    method: "POST",
    headers: { cookie: s.jar.header() },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Written & { message: string } };
}

async function download(s: StudentClient | null, sopId: string) {
  return fetch(`${app.baseUrl}${pathOf(API.sops.download, { sopId })}`, {
    headers: { cookie: s?.jar.header() ?? "" },
  });
}

async function count(table: "sop" | "sop_submission", studentId: string): Promise<number> {
  const [row] = await app.orm.em
    .getConnection()
    .execute<{ n: number }[]>(`select count(*)::int as n from ${table} where student_id = ?`, [
      studentId,
    ]);
  return row?.n ?? -1;
}

/** SOPs stored straight into the table (to reach the limit without evaluating each). */
async function storeSops(studentId: string, n: number): Promise<void> {
  const sql = app.orm.em.getConnection();
  for (let i = 0; i < n; i++) {
    await sql.execute(
      `insert into sop (id, student_id, name, origin, text, word_count, created_at, updated_at)
       values (?, ?, ?, 'pasted', 'A stored statement.', 3, now(), now())`,
      [randomUUID(), studentId, `Stored ${i + 1}`],
    );
  }
}

/** A zip whose one Word part inflates to `bytes` of zeros: tiny on disk, huge in memory. */
async function zipBomb(bytes: number): Promise<Buffer> {
  const zip = new JSZip();
  zip.file("[Content_Types].xml", "<Types/>");
  zip.file("word/document.xml", Buffer.alloc(bytes));
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

/** The fixtures' own program, so the strong one reads as strong. */
const PROGRAM = {
  universityName: FIXTURE_CONTEXT.universityName as string,
  courseName: FIXTURE_CONTEXT.courseName as string,
};
const STRONG_SOP = readSopFixture("1-strong.txt");
const WEAK_SOP = readSopFixture("5-weak.txt");

describe("evaluating pasted text", () => {
  it("stores a new SOP with its evaluation, lists it, and its score becomes the SOP Score", async () => {
    const s = await signUpStudent(app.baseUrl);
    const before = await s.call<{ sop_overall_score: number | null }>(
      "GET",
      pathOf(API.students.profileStrength, { student_id: s.studentId }),
    );
    expect(before.body.sop_overall_score).toBeNull();

    const { status, body } = await evaluate(s, {
      sop_name: "UIUC draft",
      text: STRONG_SOP,
      ...PROGRAM,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: SOP_MESSAGES.evaluated });
    const sop = body.newSOP;
    expect(sop).toMatchObject({
      sop_name: "UIUC draft",
      origin: "pasted",
      university_name: PROGRAM.universityName,
      course_name: PROGRAM.courseName,
      text: STRONG_SOP.trim(),
    });
    const evaluation = sop.evaluation!;
    expect(evaluation.sop_overall_score).toBeGreaterThanOrEqual(80);
    expect(evaluation.parts.map((p) => p.part)).toEqual([...SOP_PARTS]);
    expect(sop.sop_overall_score).toBe(evaluation.sop_overall_score);
    expect(sop.word_count).toBe(evaluation.word_count);
    expect(sop.evaluated_at).not.toBeNull();
    // Nothing of the request is held once it is evaluated.
    expect(await count("sop_submission", s.studentId)).toBe(1);
    const [held] = await app.orm.em
      .getConnection()
      .execute<{ text: string | null }[]>("select text from sop_submission where student_id = ?", [
        s.studentId,
      ]);
    expect(held?.text).toBeNull();

    const list = await s.call<SopSummary[]>(
      "GET",
      pathOf(API.sops.list, { student_id: s.studentId }),
    );
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        sop_id: sop.sop_id,
        sop_overall_score: evaluation.sop_overall_score,
      }),
    ]);
    expect(list.body[0]).not.toHaveProperty("text");

    const strength = await s.call<{ sop_overall_score: number | null }>(
      "GET",
      pathOf(API.students.profileStrength, { student_id: s.studentId }),
    );
    expect(strength.body.sop_overall_score).toBe(evaluation.sop_overall_score);
  });

  it("re-evaluates an SOP in place with sop_id: same id, new text, new score; the same text gives the same result", async () => {
    const s = await signUpStudent(app.baseUrl);
    const first = await evaluate(s, { sop_name: "Draft", text: WEAK_SOP, ...PROGRAM });
    expect(first.status).toBe(200);
    const id = first.body.newSOP.sop_id;
    const again = await evaluate(s, { sop_name: "Draft", text: WEAK_SOP, sop_id: id });
    expect(again.status).toBe(200);
    expect(again.body.newSOP.evaluation).toEqual(first.body.newSOP.evaluation);
    // The program is kept when the re-evaluation does not name one.
    expect(again.body.newSOP.course_name).toBe(PROGRAM.courseName);

    const better = await evaluate(s, {
      sop_name: "Draft, rewritten",
      text: STRONG_SOP,
      sop_id: id,
    });
    expect(better.status).toBe(200);
    expect(better.body.newSOP).toMatchObject({ sop_id: id, sop_name: "Draft, rewritten" });
    expect(better.body.newSOP.sop_overall_score).toBeGreaterThan(
      first.body.newSOP.sop_overall_score as number,
    );
    expect(await count("sop", s.studentId)).toBe(1);

    const details = await s.call<SopDetails>("GET", detailsPath(id));
    expect(details.status).toBe(200);
    expect(details.body.text).toBe(STRONG_SOP.trim());
    expect(details.body.evaluation).toEqual(better.body.newSOP.evaluation);
  });

  it("says when an SOP is a copy of the student's SOP for another program", async () => {
    const s = await signUpStudent(app.baseUrl);
    await evaluate(s, { sop_name: "UIUC", text: STRONG_SOP, ...PROGRAM });
    const copy = await evaluate(s, {
      sop_name: "Georgia Tech",
      text: STRONG_SOP,
      universityName: "Georgia Institute of Technology",
      courseName: "Computer Science",
    });
    expect(copy.status).toBe(200);
    expect(copy.body.newSOP.evaluation!.warnings.join(" ")).toMatch(/Carnegie Mellon/);
  });
});

describe("evaluating a .docx", () => {
  it("evaluates an upload, downloads it as .docx, and the download reads back as the same text", async () => {
    const s = await signUpStudent(app.baseUrl);
    const pasted = await evaluate(s, { sop_name: "Pasted", text: STRONG_SOP, ...PROGRAM });
    const res = await download(s, pasted.body.newSOP.sop_id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(DOCX_MIME_TYPE);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Pasted.docx"');
    const bytes = Buffer.from(await res.arrayBuffer());
    const read = await readDocxText(bytes);
    // The title and the program, then the SOP's paragraphs as written.
    expect(read).toContain(STRONG_SOP.trim().split("\n\n")[0]);
    expect(read.startsWith("Pasted")).toBe(true);

    const uploaded = await upload(
      s,
      { sop_name: "Uploaded", ...PROGRAM },
      { bytes, name: "mine.docx" },
    );
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.newSOP).toMatchObject({ origin: "uploaded", sop_name: "Uploaded" });
    expect(uploaded.body.newSOP.evaluation!.sop_overall_score).toBeGreaterThan(0);
    expect(await count("sop", s.studentId)).toBe(2);
  });

  it("refuses a PDF renamed .docx (415), a zip bomb (413), a non-.docx name, text and file together (400), and keeps nothing", async () => {
    const s = await signUpStudent(app.baseUrl);
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    const renamed = await upload(s, { sop_name: "PDF" }, { bytes: pdf, name: "sop.docx" });
    expect(renamed.status).toBe(415);
    expect(renamed.body.message).toBe(RESUME_MESSAGES.docxOnly);

    const bomb = await upload(
      s,
      { sop_name: "Bomb" },
      { bytes: await zipBomb(64 * 1024 * 1024), name: "sop.docx" },
    );
    expect(bomb.status).toBe(413);
    expect(bomb.body.message).toBe(RESUME_MESSAGES.tooManyParts);

    const named = await upload(s, { sop_name: "Text" }, { bytes: pdf, name: "sop.pdf" });
    expect(named.status).toBe(415);

    const both = await upload(
      s,
      { sop_name: "Both", text: "Some text." },
      { bytes: pdf, name: "sop.docx" },
    );
    expect(both.status).toBe(400);
    expect(both.body.message).toBe(SOP_MESSAGES.textOrFile);

    const empty = await new JSZip()
      .file("[Content_Types].xml", "<Types/>")
      .file(
        "word/document.xml",
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
      )
      .generateAsync({ type: "nodebuffer" });
    const blank = await upload(s, { sop_name: "Blank" }, { bytes: empty, name: "sop.docx" });
    expect(blank.status).toBe(422);
    expect(await count("sop", s.studentId)).toBe(0);
    expect(await count("sop_submission", s.studentId)).toBe(0);
  });
});

describe("guards and bad input", () => {
  it("answers 401 without a session on every path", async () => {
    const s = await signUpStudent(app.baseUrl);
    const sop = (await evaluate(s, { sop_name: "Mine", text: WEAK_SOP })).body.newSOP;
    const anonymous = { jar: { header: () => "" } } as unknown as StudentClient;
    const calls: [string, string, unknown?][] = [
      ["GET", pathOf(API.sops.list, { student_id: s.studentId })],
      ["GET", detailsPath(sop.sop_id)],
      ["POST", pathOf(API.sops.generate, { student_id: s.studentId }), { sop_name: "x" }],
      ["POST", evaluatePath(s), { sop_name: "x", text: "y" }],
      ["DELETE", pathOf(API.sops.remove, { sopId: sop.sop_id })],
    ];
    for (const [method, path, body] of calls) {
      const res = await fetch(`${app.baseUrl}${path}`, {
        method,
        headers: { "content-type": "application/json", cookie: anonymous.jar.header() },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect((await download(null, sop.sop_id)).status).toBe(401);
  });

  it("answers 403 for another student's SOPs and paths, and changes nothing", async () => {
    const owner = await signUpStudent(app.baseUrl);
    const other = await signUpStudent(app.baseUrl);
    const sop = (await evaluate(owner, { sop_name: "Mine", text: WEAK_SOP })).body.newSOP;
    expect(
      (await other.call("GET", pathOf(API.sops.list, { student_id: owner.studentId }))).status,
    ).toBe(403);
    expect((await other.call("GET", detailsPath(sop.sop_id))).status).toBe(403);
    expect(
      (await other.call("DELETE", pathOf(API.sops.remove, { sopId: sop.sop_id }))).status,
    ).toBe(403);
    expect((await download(other, sop.sop_id)).status).toBe(403);
    expect(
      (await other.call("POST", evaluatePath(owner), { sop_name: "x", text: STRONG_SOP })).status,
    ).toBe(403);
    expect(
      (
        await other.call("POST", pathOf(API.sops.generate, { student_id: owner.studentId }), {
          sop_name: "x",
          answers: { whyField: "Because." },
        })
      ).status,
    ).toBe(403);
    // Re-evaluating someone else's SOP through one's own path is refused too.
    const hijack = await evaluate(other, {
      sop_name: "Mine now",
      text: STRONG_SOP,
      sop_id: sop.sop_id,
    });
    expect(hijack.status).toBe(403);
    const still = await owner.call<SopDetails>("GET", detailsPath(sop.sop_id));
    expect(still.body).toMatchObject({ sop_name: "Mine", text: WEAK_SOP.trim() });
  });

  it("answers 404 for an unknown or malformed sop id", async () => {
    const s = await signUpStudent(app.baseUrl);
    for (const sopId of [randomUUID(), "not-a-uuid", "1"]) {
      const details = await s.call<{ message: string }>("GET", detailsPath(sopId));
      expect(details.status).toBe(404);
      expect(details.body.message).toBe(SOP_MESSAGES.notFound);
      expect((await s.call("DELETE", pathOf(API.sops.remove, { sopId }))).status).toBe(404);
      expect((await download(s, sopId)).status).toBe(404);
      expect((await evaluate(s, { sop_name: "x", text: WEAK_SOP, sop_id: sopId })).status).toBe(
        404,
      );
    }
    expect(await count("sop", s.studentId)).toBe(0);
  });

  it("answers 400 with the message for bad input, and stores nothing", async () => {
    const s = await signUpStudent(app.baseUrl);
    const cases: [Record<string, unknown>, string][] = [
      [{ text: WEAK_SOP }, SOP_MESSAGES.nameRequired],
      [{ sop_name: "   ", text: WEAK_SOP }, SOP_MESSAGES.nameRequired],
      [{ sop_name: "x".repeat(101), text: WEAK_SOP }, SOP_MESSAGES.nameTooLong],
      [{ sop_name: "No text" }, SOP_MESSAGES.textRequired],
      [{ sop_name: "Blank", text: " \n\n " }, SOP_MESSAGES.textRequired],
      [
        { sop_name: "Long", text: "word ".repeat(SOP_TEXT_MAX_CHARS / 4) },
        SOP_MESSAGES.textTooLong,
      ],
      [{ sop_name: "Number", text: 42 }, SOP_MESSAGES.textRequired],
      [
        { sop_name: "Program", text: WEAK_SOP, courseName: "c".repeat(201) },
        SOP_MESSAGES.programTooLong,
      ],
      [{ sop_name: "Program", text: WEAK_SOP, universityName: 5 }, SOP_MESSAGES.programNotText],
    ];
    for (const [body, message] of cases) {
      const res = await s.call<{ message: string }>("POST", evaluatePath(s), body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const generate = pathOf(API.sops.generate, { student_id: s.studentId });
    const badDrafts: [Record<string, unknown>, string][] = [
      [{ answers: { whyField: "Because." } }, SOP_MESSAGES.nameRequired],
      [{ sop_name: "Draft" }, SOP_MESSAGES.answersRequired],
      [{ sop_name: "Draft", answers: {} }, SOP_MESSAGES.answersRequired],
      [{ sop_name: "Draft", answers: { whyField: "  " } }, SOP_MESSAGES.answersRequired],
      [
        { sop_name: "Draft", answers: { careerGoals: "g".repeat(2001) } },
        SOP_MESSAGES.answerTooLong,
      ],
      [{ sop_name: "Draft", answers: { whyProgram: 7 } }, SOP_MESSAGES.answersRequired],
    ];
    for (const [body, message] of badDrafts) {
      const res = await s.call<{ message: string }>("POST", generate, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await count("sop", s.studentId)).toBe(0);
    expect(await count("sop_submission", s.studentId)).toBe(0);
  });
});

describe("the SOP limit", () => {
  it(`holds at ${SOP_LIMIT} under concurrent evaluations and drafts; re-evaluating one still works`, async () => {
    const s = await signUpStudent(app.baseUrl);
    await storeSops(s.studentId, SOP_LIMIT - 2);
    const requests = [
      ...Array.from({ length: 4 }, (_, i) =>
        evaluate(s, { sop_name: `Concurrent ${i}`, text: WEAK_SOP }),
      ),
      ...Array.from({ length: 3 }, (_, i) =>
        s.call<Written>("POST", pathOf(API.sops.generate, { student_id: s.studentId }), {
          sop_name: `Draft ${i}`,
          answers: { whyField: "I like building things that people use every day." },
        }),
      ),
    ];
    const answers = await Promise.all(requests);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((x) => x === 200)).toHaveLength(2);
    expect(statuses.filter((x) => x === 409)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.message).toBe(SOP_MESSAGES.limitReached);
    }
    expect(await count("sop", s.studentId)).toBe(SOP_LIMIT);

    const list = await s.call<SopSummary[]>(
      "GET",
      pathOf(API.sops.list, { student_id: s.studentId }),
    );
    const one = list.body[0]!;
    expect(
      (await evaluate(s, { sop_name: one.sop_name, text: WEAK_SOP, sop_id: one.sop_id })).status,
    ).toBe(200);

    // Deleting one makes room again.
    const removed = await s.call<{ success: boolean; message: string }>(
      "DELETE",
      pathOf(API.sops.remove, { sopId: one.sop_id }),
    );
    expect(removed).toMatchObject({
      status: 200,
      body: { success: true, message: SOP_MESSAGES.deleted },
    });
    expect((await s.call("GET", detailsPath(one.sop_id))).status).toBe(404);
    expect((await evaluate(s, { sop_name: "Room again", text: WEAK_SOP })).status).toBe(200);
  });
});

describe("GraphQL", () => {
  const FIELDS =
    "sop_id sop_name origin word_count sop_overall_score text evaluation { sop_overall_score parts { part score comments } grammar { original corrected } warnings }";

  it("evaluates, reads, lists and deletes through the same services, with the same guards", async () => {
    const s = await signUpStudent(app.baseUrl);
    const other = await signUpStudent(app.baseUrl);
    const cookie = { cookie: s.jar.header() };
    const evaluated = await graphqlCall<{ evaluateSop: { success: boolean; newSOP: SopDetails } }>(
      app.baseUrl,
      `mutation($input: EvaluateSopInput!) { evaluateSop(input: $input) { success message newSOP { ${FIELDS} } } }`,
      { input: { sop_name: "GraphQL", text: STRONG_SOP, ...PROGRAM } },
      cookie,
    );
    expect(evaluated.errors).toBeUndefined();
    const sop = evaluated.data!.evaluateSop.newSOP;
    expect(sop.evaluation!.sop_overall_score).toBeGreaterThanOrEqual(80);

    const read = await graphqlCall<{ sop: SopDetails; sops: SopSummary[] }>(
      app.baseUrl,
      `query($sopId: String!, $studentId: String!) { sop(sopId: $sopId) { ${FIELDS} } sops(studentId: $studentId) { sop_id sop_overall_score } }`,
      { sopId: sop.sop_id, studentId: s.studentId },
      cookie,
    );
    expect(read.data!.sop).toEqual(sop);
    expect(read.data!.sops).toEqual([
      { sop_id: sop.sop_id, sop_overall_score: sop.sop_overall_score },
    ]);

    const forbidden = await graphqlCall(
      app.baseUrl,
      "query($sopId: String!) { sop(sopId: $sopId) { sop_id } }",
      { sopId: sop.sop_id },
      { cookie: other.jar.header() },
    );
    expect(forbidden.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const missing = await graphqlCall(
      app.baseUrl,
      "query($sopId: String!) { sop(sopId: $sopId) { sop_id } }",
      { sopId: randomUUID() },
      cookie,
    );
    expect(missing.errors?.[0]?.message).toBe(SOP_MESSAGES.notFound);
    const bad = await graphqlCall(
      app.baseUrl,
      "mutation($input: GenerateSopInput!) { generateSop(input: $input) { success } }",
      { input: { sop_name: "Draft", answers: {} } },
      cookie,
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: SOP_MESSAGES.answersRequired,
      extensions: { code: "BAD_USER_INPUT" },
    });

    const deleted = await graphqlCall<{ deleteSop: boolean }>(
      app.baseUrl,
      "mutation($sopId: String!) { deleteSop(sopId: $sopId) }",
      { sopId: sop.sop_id },
      cookie,
    );
    expect(deleted.data?.deleteSop).toBe(true);
    expect(await count("sop", s.studentId)).toBe(0);
  });
});

describe("the program's names from the catalogue", () => {
  it("loads each university's aliases, none for a name several universities share", async () => {
    const aliases = await universityAliases(app.orm.em.fork(), [
      "Carnegie Mellon University",
      "CMU",
      "Georgia Tech",
      "Nowhere College",
      null,
    ]);
    expect(aliases["Carnegie Mellon University"]).toEqual(
      expect.arrayContaining(["CMU", "Carnegie Mellon"]),
    );
    // Carnegie Mellon's and Central Michigan's.
    expect(aliases.CMU).toBeUndefined();
    expect(aliases["Georgia Tech"]).toContain("Georgia Institute of Technology");
    expect(aliases["Nowhere College"]).toBeUndefined();
  });

  it("evaluates an SOP that names its program only by a catalogue alias", async () => {
    const s = await signUpStudent(app.baseUrl);
    const text = STRONG_SOP.replaceAll("Carnegie Mellon University", "UMich").replaceAll(
      "Carnegie Mellon",
      "UMich",
    );
    const { status, body } = await evaluate(s, {
      sop_name: "Michigan",
      text,
      universityName: "University of Michigan, Ann Arbor",
      courseName: "Computer Science",
    });
    expect(status).toBe(200);
    const fit = body.newSOP.evaluation!.parts.find((p) => p.part === "program_fit")!;
    expect(fit.comments.join(" ")).not.toMatch(/never mentions|none are named/);
    expect(fit.score).toBeGreaterThanOrEqual(80);
  });
});
