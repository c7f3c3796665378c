/**
 * Scores the SOP development set and compares it with the ratings made before any scoring
 * (`npm run sop:devset`; docs/scoring.md, "SOP evaluation"). Reads sops.tsv here, the weak
 * samples in weak/ and the real texts in SOP_DEVSET_DIR (default /work/devsets/sops; README.md
 * says how to fetch them), with the
 * degraded copies `degrade.ts` writes. Prints each text's rating and score, Spearman's rho
 * among the real SOPs, where the weak samples fall, how often an original beats its shuffled
 * and its fit-removed copy, the generator's drafts against the strong real SOPs when given
 * (`--drafts <dir>`), and determinism.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SopEvaluation } from "@gradplan/schema";
import { checkLanguage } from "../../../language/checker";
import { spearman } from "../../../testing/rank";
import { evaluateSop, type SopContext, sopParagraphs } from "../evaluate";

const HERE = dirname(fileURLToPath(import.meta.url));
const DIR = process.env.SOP_DEVSET_DIR ?? "/work/devsets/sops";
/** Real SOPs rated at least this are "strong": the generator's drafts must score 10 below them. */
const STRONG_RATING = 75;

interface Row {
  id: string;
  kind: string;
  level: string;
  applicant: string;
  university: string | null;
  course: string | null;
  rating: number;
}

/**
 * The rater's program cell as a catalogue course name, which is what the product sends:
 * "PhD, EECS (databases) - first draft" -> "EECS". The level stays for the text to say.
 */
function programName(cell: string): string {
  return cell
    .replace(/^(Online )?(PhD|MS|M\.S\.|MEng|Master'?s)[^,]*,\s*/i, "")
    .replace(/\s*\([^)]*\)/g, "")
    .replace(/\s*-\s*first draft$/i, "")
    .trim();
}

function readRows(): Row[] {
  const [head, ...lines] = readFileSync(join(HERE, "sops.tsv"), "utf8").trim().split("\n");
  const cols = head!.split("\t");
  return lines.map((line) => {
    const cells = line.split("\t");
    const at = (name: string) => cells[cols.indexOf(name)]?.trim() ?? "";
    const orNull = (v: string) => (v && v !== "null" && v !== "-" ? v : null);
    return {
      id: at("id"),
      kind: at("kind"),
      level: at("level"),
      applicant: at("applicant"),
      university: orNull(at("target_university").replace(/\s*\([^)]*\)/g, "")),
      course: orNull(programName(at("target_course"))),
      rating: Number(at("rating")),
    };
  });
}

/** The catalogue's aliases by university name, as the SOP job reads them from the database. */
const ALIASES: Record<string, string[]> = Object.fromEntries(
  (
    JSON.parse(
      readFileSync(join(HERE, "../../../../../data/catalogue/universities.json"), "utf8"),
    ) as { name: string; aliases: string[] }[]
  ).map((u) => [u.name, u.aliases ?? []]),
);

const contextOf = (row: Row): SopContext => ({
  universityName: row.university,
  courseName: row.course,
  otherSops: [],
  universityAliases:
    row.university && ALIASES[row.university] ? { [row.university]: ALIASES[row.university]! } : {},
});

async function score(text: string, context: SopContext): Promise<SopEvaluation> {
  const grammar = await checkLanguage(sopParagraphs(text));
  return evaluateSop(text, context, grammar);
}

const read = (file: string): string | null =>
  existsSync(file) ? readFileSync(file, "utf8") : null;
const pad = (s: string | number, n: number) => String(s).padEnd(n);
/** A text of the set: the weak samples are the rater's own writing and live here, in weak/. */
const textOf = (id: string): string | null =>
  read(join(DIR, `${id}.txt`)) ?? read(join(HERE, "weak", `${id}.txt`));

async function main(): Promise<void> {
  const verbose = process.argv.includes("--verbose");
  const draftsAt = process.argv.indexOf("--drafts");
  const rows = readRows().filter((r) => textOf(r.id) !== null);
  if (rows.length === 0) {
    console.error(`No texts in ${DIR}: see workers/src/jobs/sop-evaluation/dev-set/README.md.`);
    process.exit(1);
  }
  const scored: { row: Row; e: SopEvaluation }[] = [];
  let deterministic = 0;
  console.log(`${pad("id", 32)}${pad("kind", 12)}${pad("rating", 8)}score  parts`);
  for (const row of rows) {
    const text = textOf(row.id)!;
    const e = await score(text, contextOf(row));
    const again = await score(text, contextOf(row));
    if (JSON.stringify(again) === JSON.stringify(e)) deterministic++;
    scored.push({ row, e });
    const parts = e.parts.map((p) => `${p.part.slice(0, 5)} ${p.score}`).join(", ");
    console.log(
      `${pad(row.id, 32)}${pad(row.kind, 12)}${pad(row.rating, 8)}${pad(e.sop_overall_score, 7)}${parts}`,
    );
    if (verbose)
      for (const p of e.parts) for (const c of p.comments) console.log(`    ${p.part}: ${c}`);
  }

  const real = scored.filter((s) => s.row.kind === "real");
  const weak = scored.filter((s) => s.row.kind !== "real");
  const rho = (set: typeof scored) =>
    set.length >= 2
      ? spearman(
          set.map((s) => s.row.rating),
          set.map((s) => s.e.sop_overall_score),
        ).toFixed(2)
      : "n/a";
  console.log("");
  console.log(
    `Spearman among real SOPs (${real.length}): ${rho(real)}; all (${scored.length}): ${rho(scored)}`,
  );
  for (const part of real[0]?.e.parts.map((p) => p.part) ?? []) {
    const r = spearman(
      real.map((s) => s.row.rating),
      real.map((s) => s.e.parts.find((p) => p.part === part)!.score),
    );
    console.log(`  ${pad(part, 13)} ${Number.isNaN(r) ? "n/a" : r.toFixed(2)}`);
  }
  const lowestReal = Math.min(...real.map((s) => s.e.sop_overall_score));
  const weakAbove = weak.filter((s) => s.e.sop_overall_score >= lowestReal);
  console.log(
    `Weak samples: highest ${Math.max(...weak.map((s) => s.e.sop_overall_score))}, lowest real SOP ${lowestReal}; ${weakAbove.length} of ${weak.length} at or above it`,
  );

  for (const kind of ["shuffled", "nofit"] as const) {
    let beats = 0;
    let pairs = 0;
    const losses: string[] = [];
    for (const { row, e } of real) {
      const text = read(join(DIR, "degraded", `${row.id}.${kind}.txt`));
      if (!text) continue;
      const copy = await score(text, contextOf(row));
      pairs++;
      if (e.sop_overall_score > copy.sop_overall_score) beats++;
      else losses.push(`${row.id} ${e.sop_overall_score} vs ${copy.sop_overall_score}`);
    }
    console.log(
      `Original beats its ${kind === "shuffled" ? "shuffled" : "fit-removed"} copy: ${beats} of ${pairs}${losses.length ? ` (not: ${losses.join("; ")})` : ""}`,
    );
  }

  if (draftsAt > 0) {
    const dir = process.argv[draftsAt + 1]!;
    const strong = real.filter((s) => s.row.rating >= STRONG_RATING);
    const strongMean =
      strong.reduce((sum, s) => sum + s.e.sop_overall_score, 0) / Math.max(1, strong.length);
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".txt"))) {
      const e = await score(readFileSync(join(dir, file), "utf8"), {
        universityName: null,
        courseName: null,
        otherSops: [],
      });
      console.log(
        `Draft ${file}: ${e.sop_overall_score} (strong real SOPs' mean ${strongMean.toFixed(1)}, ${strong.length} of them)`,
      );
    }
  }
  console.log(`Determinism: ${deterministic} of ${rows.length} scored the same twice`);
}

await main();
