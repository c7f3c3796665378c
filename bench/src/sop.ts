/**
 * SOPs through the production gateway and one worker process (issue 14): a 900-word SOP
 * evaluated as pasted text and as an uploaded .docx, and drafts written from the four answers
 * with no LLM configured. Each is 30 requests one after another, timed from the request to the
 * answer; budget: median under 300 ms each. A 202 (the worker was slow) counts as a failure.
 */

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { REPO_ROOT } from "@gradplan/gateway";
import {
  API,
  countWords,
  pathOf,
  SOP_FILE_FIELD,
  type SopAnswers,
  type SopDetails,
} from "@gradplan/schema";
import { Document, Packer, Paragraph } from "docx";
import { benchStudent } from "./filter-workload";
import { type PartReport, standalone } from "./part";
import { percentile, withGatewayAndWorker } from "./processes";
import type { Settings } from "./settings";

const BUDGET_MS = 300;
const PORT = 4312;
const PROGRAM = {
  universityName: "University of Illinois Urbana-Champaign",
  courseName: "Computer Science",
};
const SOP_NAME = "MS CS, Illinois";
/** Its length is checked: the budget is for a 900-word SOP. */
const WORDS = { min: 850, max: 950 };
const SOP_TEXT = readFileSync(resolve(REPO_ROOT, "bench/fixtures/sop-ms-cs.txt"), "utf8");
/** The one word each run changes, so no two evaluations read the same text. */
const VARIED = "46 pull requests";
/** The generator's four answers, in the same student's words. */
const ANSWERS = JSON.parse(
  readFileSync(resolve(REPO_ROOT, "bench/fixtures/sop-ms-cs.answers.json"), "utf8"),
) as SopAnswers;

const aboutNineHundred = (words: number) => words >= WORDS.min && words <= WORDS.max;

function sopText(run: number): string {
  return SOP_TEXT.replace(VARIED, `${46 + run} pull requests`);
}

async function docxOf(text: string): Promise<Uint8Array> {
  const paragraphs = text.split(/\n\s*\n/).map((p) => new Paragraph(p.trim()));
  return new Uint8Array(
    await Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] })),
  );
}

type Student = { studentId: string; cookie: string };
interface Answer {
  ms: number;
  status: number;
  body: { success?: boolean; message?: string; newSOP?: SopDetails };
}

async function send(url: string, cookie: string, body: string | FormData): Promise<Answer> {
  const headers: Record<string, string> = { cookie };
  if (typeof body === "string") headers["content-type"] = "application/json";
  const started = performance.now();
  const res = await fetch(url, { method: "POST", headers, body });
  const answer = (await res.json()) as Answer["body"];
  return { ms: performance.now() - started, status: res.status, body: answer };
}

/** Why an answer is not the evaluated SOP it should be, or undefined. */
function evaluationProblem(a: Answer, sopId?: string): string | undefined {
  const sop = a.body.newSOP;
  if (a.status !== 200 || a.body.success !== true || !sop) return `${a.status} ${a.body.message}`;
  if (sopId && sop.sop_id !== sopId) return `answered SOP ${sop.sop_id}, not ${sopId}`;
  const words = sop.evaluation?.word_count ?? 0;
  if (typeof sop.evaluation?.sop_overall_score !== "number" || !aboutNineHundred(words))
    return `200 without the evaluation of a 900-word SOP (word_count ${words})`;
  return undefined;
}

function draftProblem(a: Answer): string | undefined {
  const sop = a.body.newSOP;
  if (a.status !== 200 || a.body.success !== true || !sop) return `${a.status} ${a.body.message}`;
  if (sop.origin !== "generated" || !sop.text.trim()) return "200 without a generated draft";
  return undefined;
}

interface SopPartReport {
  part: string;
  p50: number;
  p90: number;
  max: number;
  /** "run 3: 202 Your SOP is still being evaluated...", one per failed request. */
  failures: string[];
  /** What the last good answer held: the SOP's words, and its score once evaluated. */
  answered: { words: number; score: number | null } | null;
}

/** `runs` requests one after another; only the answers `problem` accepts are timed. */
async function timed(
  part: string,
  runs: number,
  request: (run: number) => Promise<Answer>,
  problem: (a: Answer) => string | undefined,
): Promise<SopPartReport> {
  const times: number[] = [];
  const failures: string[] = [];
  let answered: SopPartReport["answered"] = null;
  for (let run = 1; run <= runs; run++) {
    const answer = await request(run);
    const wrong = problem(answer);
    if (wrong) {
      failures.push(`run ${run}: ${wrong}`);
      continue;
    }
    times.push(answer.ms);
    const sop = answer.body.newSOP!;
    answered = { words: sop.word_count, score: sop.evaluation?.sop_overall_score ?? null };
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  const p50 = round(percentile(times, 50));
  return {
    part,
    p50,
    p90: round(percentile(times, 90)),
    max: round(times.at(-1) ?? Number.NaN),
    failures,
    answered,
  };
}

/** Pasted text: the first answer (untimed) makes the SOP every timed run evaluates again. */
async function pasted(origin: string, { studentId, cookie }: Student, runs: number) {
  const url = `${origin}${pathOf(API.sops.evaluate, { student_id: studentId })}`;
  const body = (run: number, sop_id?: string) =>
    JSON.stringify({ sop_name: SOP_NAME, text: sopText(run), sop_id, ...PROGRAM });
  const first = await send(url, cookie, body(0));
  const problem = evaluationProblem(first);
  if (problem) throw new Error(`the first SOP evaluation failed: ${problem}`);
  const sopId = first.body.newSOP!.sop_id;
  return timed(
    "evaluation, pasted text",
    runs,
    (run) => send(url, cookie, body(run, sopId)),
    (a) => evaluationProblem(a, sopId),
  );
}

/** The same SOP as a .docx: every file is built before the first upload is timed. */
async function uploaded(origin: string, { studentId, cookie }: Student, runs: number) {
  const url = `${origin}${pathOf(API.sops.evaluate, { student_id: studentId })}`;
  const files = await Promise.all(
    Array.from({ length: runs + 1 }, (_, run) => docxOf(sopText(run))),
  );
  const form = (run: number, sopId?: string) => {
    const form = new FormData();
    form.set("sop_name", SOP_NAME);
    if (sopId) form.set("sop_id", sopId);
    form.set("universityName", PROGRAM.universityName);
    form.set("courseName", PROGRAM.courseName);
    form.set(SOP_FILE_FIELD, new Blob([files[run]!]), "sop-ms-cs.docx");
    return form;
  };
  const first = await send(url, cookie, form(0));
  const problem = evaluationProblem(first);
  if (problem) throw new Error(`the first .docx evaluation failed: ${problem}`);
  const sopId = first.body.newSOP!.sop_id;
  return timed(
    "evaluation, .docx upload",
    runs,
    (run) => send(url, cookie, form(run, sopId)),
    (a) => evaluationProblem(a, sopId),
  );
}

/** Template drafts; each is deleted after its answer (untimed) to stay under the SOP limit. */
async function drafts(origin: string, { studentId, cookie }: Student, runs: number) {
  const url = `${origin}${pathOf(API.sops.generate, { student_id: studentId })}`;
  const generate = async (run: number) => {
    const body = JSON.stringify({ sop_name: `Draft ${run}`, ...PROGRAM, answers: ANSWERS });
    const answer = await send(url, cookie, body);
    const sopId = answer.body.newSOP?.sop_id;
    if (sopId) {
      const res = await fetch(`${origin}${pathOf(API.sops.remove, { sopId })}`, {
        method: "DELETE",
        headers: { cookie },
      });
      if (!res.ok) throw new Error(`deleting draft ${sopId}: ${res.status} ${await res.text()}`);
    }
    return answer;
  };
  const warmUp = draftProblem(await generate(0));
  if (warmUp) throw new Error(`the first draft failed: ${warmUp}`);
  return timed("template draft (no LLM)", runs, generate, draftProblem);
}

async function sopReport({ sopRuns }: Settings): Promise<PartReport> {
  const words = countWords(SOP_TEXT);
  if (!aboutNineHundred(words) || !SOP_TEXT.includes(VARIED))
    throw new Error(`bench/fixtures/sop-ms-cs.txt: ${words} words, "${VARIED}" to vary`);
  // Empty, not unset: an empty value also hides one from .env.local, so drafts are the template's.
  const noLlm = { LLM_BASE_URL: "", LLM_MODEL: "" };
  const parts = await withGatewayAndWorker(
    PORT,
    // One student per part: each SOP is its student's only one, as the copy check sees it.
    async (origin) => [
      await pasted(origin, await benchStudent(origin), sopRuns),
      await uploaded(origin, await benchStudent(origin), sopRuns),
      await drafts(origin, await benchStudent(origin), sopRuns),
    ],
    noLlm,
  );
  return {
    title: `SOPs, ${words}-word SOP (${sopRuns} requests one after another per part):`,
    table: parts.map((p) => ({
      part: p.part,
      "p50 ms": p.p50,
      "p90 ms": p.p90,
      "max ms": p.max,
      failures: p.failures.length,
      "SOP words": p.answered?.words ?? "",
      score: p.answered?.score ?? "",
    })),
    checks: parts.flatMap((p) => [
      { what: `${p.part}: median under ${BUDGET_MS} ms`, ok: p.p50 < BUDGET_MS },
      { what: `${p.part}: every answer 200 with the SOP`, ok: p.failures.length === 0 },
    ]),
    notes: parts.flatMap((p) => p.failures.slice(0, 3).map((failure) => `${p.part}, ${failure}`)),
  };
}

export const sopPart = standalone("sop", sopReport);
