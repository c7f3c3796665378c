/**
 * Scores the resume development set and compares it with the ratings made before any scoring
 * (`npm run resume:devset`; docs/scoring.md, "Resume evaluation"; dev-set/README.md). The
 * manifest lives here, next to this file: `ratings.tsv` (file, source_url, kind,
 * years_experience, rating, reason), `errors.tsv` (file, error, correction: the real spelling
 * and grammar errors the rater noted) and `RUBRIC.md`. The resumes are real people's, from
 * public repositories, so their texts stay outside the repository: RESUME_DEVSET_DIR (default
 * /work/devsets/resumes) holds `<file>` in the fixtures' line notation; the two unfilled
 * templates are nobody's data and are also kept in `templates/`, read from there when the
 * directory lacks them. Prints each resume's rating and score, Spearman's rho overall, among
 * real resumes and per category, where the unfilled templates fall, the rater's errors caught,
 * and determinism (each scored twice).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ResumeEvaluation } from "@gradplan/schema";
import { checkLanguage } from "../../../language/checker";
import { spearman } from "../../../testing/rank";
import { evaluateResume } from "../evaluate";
import { placeholderFindings } from "../evaluate/placeholders";
import { resumeFromLines } from "../evaluate/testing";

const DIR = process.env.RESUME_DEVSET_DIR ?? "/work/devsets/resumes";
/** The manifest (ratings, errors, rubric) and the unfilled templates, kept in the repository. */
const HERE = import.meta.dirname;
const TEMPLATES = join(HERE, "templates");

/** A resume's lines: from RESUME_DEVSET_DIR, else (the unfilled templates) from `templates/`. */
function resumeLines(file: string): string[] {
  const outside = join(DIR, file);
  const path = existsSync(outside) ? outside : join(TEMPLATES, file);
  return readFileSync(path, "utf8").split("\n");
}
/** The day the ratings were made: "Present" in a date range means it. */
const AS_OF = new Date("2026-11-27T00:00:00Z");

interface Rated {
  file: string;
  kind: string;
  rating: number;
}

function readRatings(): Rated[] {
  const [head, ...rows] = readFileSync(join(HERE, "ratings.tsv"), "utf8").trim().split("\n");
  const cols = head!.split("\t");
  const at = (name: string) => cols.indexOf(name);
  return rows.map((row) => {
    const cells = row.split("\t");
    return {
      file: cells[at("file")]!,
      kind: cells[at("kind")]!,
      rating: Number(cells[at("rating")]),
    };
  });
}

async function evaluate(file: string): Promise<ResumeEvaluation> {
  const doc = resumeFromLines(resumeLines(file));
  const grammar = await checkLanguage(doc.paragraphs.map((p) => p.text));
  return evaluateResume(doc, grammar, { asOf: AS_OF });
}

const CATEGORIES = {
  academic: "resume_academic_background_score",
  projects: "resume_project_and_research_score",
  work: "resume_work_ex_score",
  skills: "resume_skills_and_achievement_score",
  formatting: "resume_formatting_score",
  grammar: "resume_grammar_score",
} as const;

/** Only spacing or a first letter's case changed: the layout, not the language. */
function layoutOnly(original: string, corrected: string): boolean {
  const squash = (t: string) => t.replace(/\s+/g, "");
  const a = squash(original);
  const b = squash(corrected);
  return a === b || a.toLowerCase() === b.toLowerCase();
}

/**
 * The real errors the rater noted in the resumes (errors.tsv: file, error, correction): caught
 * when a pair's original holds the error and its correction holds the corrected words; and the
 * share of all pairs that only change layout.
 */
function realErrors(scored: { file: string; e: ResumeEvaluation }[]) {
  const path = join(HERE, "errors.tsv");
  const rows = readFileSync(path, "utf8").trim().split("\n").slice(1);
  let caught = 0;
  const missed: string[] = [];
  for (const row of rows) {
    const [file, error, correction] = row.split("\t") as [string, string, string];
    const pairs = scored.find((s) => s.file === file)?.e.resume_grammar_comments.comments ?? [];
    const changed = (
      error.split(/\s+/).find((w, i) => w !== correction.split(/\s+/)[i]) ?? error
    ).toLowerCase();
    const found = pairs.some(
      (p) =>
        p.original.toLowerCase().includes(changed) && !p.corrected.toLowerCase().includes(changed),
    );
    if (found) caught++;
    else missed.push(`${error} (${file})`);
  }
  const pairs = scored.flatMap((s) => s.e.resume_grammar_comments.comments);
  const noise = pairs.filter((p) => layoutOnly(p.original, p.corrected)).length;
  console.log(`real errors caught: ${caught} of ${rows.length}; missed: ${missed.join("; ")}`);
  console.log(`grammar pairs: ${pairs.length}, layout only: ${noise}`);
}

async function main() {
  const rated = readRatings();
  // The checker's first lint compiles its WebAssembly (seconds): not a resume's time.
  await checkLanguage(["Warm up the checker with one sentence."]);
  const scored: (ReturnType<typeof readRatings>[number] & { e: ResumeEvaluation })[] = [];
  const times: number[] = [];
  for (const r of rated) {
    const started = performance.now();
    scored.push({ ...r, e: await evaluate(r.file) });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[times.length >> 1] ?? 0;
  const same: typeof scored = [];
  for (const s of scored) {
    if (JSON.stringify(await evaluate(s.file)) === JSON.stringify(s.e)) same.push(s);
  }

  console.log("rating  score  stage-free kind   file");
  for (const s of [...scored].sort((a, b) => b.rating - a.rating)) {
    console.log(
      `${String(s.rating).padStart(6)} ${String(s.e.resume_overall_score).padStart(6)}  ${s.kind.padEnd(20)} ${s.file}`,
    );
  }
  const real = scored.filter((s) => s.kind !== "template");
  const templates = scored.filter((s) => s.kind === "template");
  const rho = (list: typeof scored, pick: (e: ResumeEvaluation) => number) =>
    spearman(
      list.map((s) => s.rating),
      list.map((s) => pick(s.e)),
    ).toFixed(2);
  console.log(`\nresumes ${scored.length} (real ${real.length}, templates ${templates.length})`);
  console.log(`spearman overall, all: ${rho(scored, (e) => e.resume_overall_score)}`);
  console.log(`spearman overall, real only: ${rho(real, (e) => e.resume_overall_score)}`);
  for (const [name, key] of Object.entries(CATEGORIES)) {
    console.log(`  ${name.padEnd(11)} ${rho(real, (e) => e[key])}`);
  }
  const lowestReal = Math.min(...real.map((s) => s.e.resume_overall_score));
  for (const t of templates) {
    const below = t.e.resume_overall_score < lowestReal;
    console.log(
      `template ${t.file}: ${t.e.resume_overall_score} (lowest real ${lowestReal}) ${below ? "below every real resume" : "NOT below every real resume"}`,
    );
  }
  const flagged = real.filter(
    (s) => placeholderFindings(resumeFromLines(resumeLines(s.file))).quotes.length > 0,
  );
  console.log(
    `placeholders found in real resumes: ${flagged.length} (${flagged.map((s) => s.file).join(", ") || "none"})`,
  );
  realErrors(scored);
  console.log(`determinism: ${same.length} of ${scored.length} identical on a second run`);
  console.log(
    `checker and evaluation, each resume seen for the first time: median ${median.toFixed(0)} ms, slowest ${times.at(-1)?.toFixed(0)} ms`,
  );
}

await main();
