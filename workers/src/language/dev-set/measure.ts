/**
 * Measures the candidate checkers on the development set and prints the table in
 * docs/scoring.md: `cd workers && npx tsx src/language/dev-set/measure.ts [--verbose]`.
 *
 * - recall: planted errors caught (a flag over the planted token), and caught with the
 *   expected correction;
 * - precision: flags over a planted token / all flags, on planted and clean lines together;
 * - clean lines flagged: clean cases with at least one flag;
 * - layout noise: pairs whose original and corrected differ only in spacing or letter case;
 * - ms per resume: median time to check a resume-sized input (about 500 words), warm.
 */
import { type Candidate, getLanguageChecker } from "../checker";
import { type GrammarFlag, grammarResult } from "../grammar";
import { CLEAN, type CleanCase } from "./clean";
import { HELD_OUT_CLEAN, HELD_OUT_PLANTED } from "./held-out";
import { PLANTED, type PlantedCase } from "./planted";

const CANDIDATES: Candidate[] = ["harper", "cspell", "combined"];
const verbose = process.argv.includes("--verbose");

/** Where the planted token is in the checked blocks: its first whole-word occurrence. */
function locate(blocks: string[], token: string): { block: number; start: number } | null {
  const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`(?<![\\p{L}'’])${escaped}(?![\\p{L}'’])`, "u");
  for (let i = 0; i < blocks.length; i++) {
    const m = pattern.exec(blocks[i]!);
    if (m) return { block: i, start: m.index };
  }
  return null;
}

const squash = (s: string) => s.replace(/\s+/g, " ").trim();
const layoutOnly = (a: string, b: string) =>
  squash(a)
    .toLowerCase()
    .replace(/^[•\-–▪●o]\s*/, "") ===
  squash(b)
    .toLowerCase()
    .replace(/^[•\-–▪●o]\s*/, "");

export interface Row {
  candidate: Candidate;
  caught: number;
  fixed: number;
  planted: number;
  truePositives: number;
  flags: number;
  cleanFlagged: number;
  clean: number;
  pairs: number;
  noisePairs: number;
  msPerResume: number;
}

function resumeSized(): string[] {
  const lines = [...CLEAN.map((c) => c.paragraphs), ...PLANTED.map((p) => p.paragraphs)]
    .filter((_, i) => i % 5 === 0)
    .flat();
  return lines;
}

export async function measure(
  candidate: Candidate,
  planted: readonly PlantedCase[] = PLANTED,
  cleanCases: readonly CleanCase[] = CLEAN,
): Promise<Row> {
  const checker = await getLanguageChecker();
  const row: Row = {
    candidate,
    caught: 0,
    fixed: 0,
    planted: planted.length,
    truePositives: 0,
    flags: 0,
    cleanFlagged: 0,
    clean: cleanCases.length,
    pairs: 0,
    noisePairs: 0,
    msPerResume: 0,
  };
  const countPairs = (blocks: string[], flags: GrammarFlag[]) => {
    const { pairs } = grammarResult(blocks, flags);
    row.pairs += pairs.length;
    const noise = pairs.filter((p) => layoutOnly(p.original, p.corrected));
    row.noisePairs += noise.length;
    if (verbose) for (const p of noise) console.log(`  [${candidate}] noise: ${p.original}`);
  };
  for (const one of planted) {
    const { blocks, flags } = await checker.flags(one.paragraphs, candidate);
    row.flags += flags.length;
    countPairs(blocks, flags);
    const at = locate(blocks, one.flag);
    const over = at
      ? flags.filter(
          (f) => f.block === at.block && f.start < at.start + one.flag.length && f.end > at.start,
        )
      : [];
    row.truePositives += over.length;
    if (over.length > 0) {
      row.caught += 1;
      const block = blocks[at!.block]!;
      const want = squash(
        block.slice(0, at!.start) + one.fix + block.slice(at!.start + one.flag.length),
      );
      const right = over.some(
        (f) => squash(block.slice(0, f.start) + f.replacement + block.slice(f.end)) === want,
      );
      if (right) row.fixed += 1;
      else if (verbose) {
        console.log(`  [${candidate}] wrong fix: ${one.flag} -> ${over[0]!.replacement}`);
      }
    } else if (verbose)
      console.log(`  [${candidate}] missed: ${one.flag} in ${blocks.join(" / ")}`);
    if (verbose) {
      for (const f of flags.filter((f) => !over.includes(f))) {
        console.log(`  [${candidate}] extra on planted: ${f.original} -> ${f.replacement}`);
      }
    }
  }
  for (const clean of cleanCases) {
    const { blocks, flags } = await checker.flags(clean.paragraphs, candidate);
    row.flags += flags.length;
    countPairs(blocks, flags);
    if (flags.length > 0) row.cleanFlagged += 1;
    if (verbose) {
      for (const f of flags)
        console.log(`  [${candidate}] false: ${f.original} -> ${f.replacement}`);
    }
  }
  const resume = resumeSized();
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    const started = performance.now();
    await checker.flags(resume, candidate);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  row.msPerResume = times[Math.floor(times.length / 2)]!;
  return row;
}

const pct = (n: number, d: number) => (d === 0 ? "-" : `${((100 * n) / d).toFixed(0)}%`);

async function main(): Promise<void> {
  const started = performance.now();
  await getLanguageChecker();
  const words = resumeSized().join(" ").split(/\s+/).length;
  console.log(
    `checker ready in ${Math.round(performance.now() - started)} ms; ${PLANTED.length} planted errors, ${CLEAN.length} clean cases; resume-sized input ${words} words`,
  );
  console.log(
    "| candidate | recall | right fix | precision | clean lines flagged | layout-noise pairs | ms per resume |",
  );
  console.log("|---|---|---|---|---|---|---|");
  const rows: [string, Row][] = [];
  for (const candidate of CANDIDATES) rows.push([candidate, await measure(candidate)]);
  for (const candidate of CANDIDATES) {
    const held = await measure(candidate, HELD_OUT_PLANTED, HELD_OUT_CLEAN);
    rows.push([`${candidate}, held-out set`, held]);
  }
  for (const [name, r] of rows) {
    console.log(
      `| ${name} | ${pct(r.caught, r.planted)} (${r.caught}/${r.planted}) | ${pct(r.fixed, r.planted)} | ${pct(r.truePositives, r.flags)} (${r.truePositives}/${r.flags}) | ${pct(r.cleanFlagged, r.clean)} (${r.cleanFlagged}/${r.clean}) | ${pct(r.noisePairs, r.pairs)} (${r.noisePairs}/${r.pairs}) | ${r.msPerResume.toFixed(0)} |`,
    );
  }
}

if (process.argv[1]?.endsWith("measure.ts")) await main();
