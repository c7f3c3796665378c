/**
 * The held-out report: scores the decisions a split held out with the product's own
 * assessAdmission (rounding, bounds, categories and the NA rule included; an NA counts as a 0%
 * chance) and prints what docs/scoring.md quotes. Run by fit.ts after it writes a split's model,
 * or on its own after `npm run model:fit -- --split applicant|season`:
 *
 *   npx tsx scripts/model-fit/report.ts --split applicant [--data ...] [--catalogue ...]
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  type AdmitAssessment,
  assessAdmission,
  gpaFeature,
  greFeature,
  type ProgramFacts,
  percentToTen,
  programSelectivity,
  sigmoid,
} from "@gradplan/schema";
import { applicantForFit, DEFAULT_DATA, loadDataset, programForFit, type Row } from "./dataset";
import { coursesFor } from "./fit-courses";
import { auc, brier, logLoss, reliability, type Scored } from "./metrics";
import { type Split, splitRows } from "./splits";

const pct = (x: number, digits = 1) => `${(100 * x).toFixed(digits)}%`;

type Answer = { row: Row; program: ProgramFacts; a: AdmitAssessment; today: number };

/**
 * The chance the product showed before selectivity was learned (issue 29, commit 427361c): every
 * program's level unknown, read at the population's, the profile's terms at that fit's
 * coefficients, the chance kept within 20-59. Programs with reported averages were read against
 * them, as now.
 */
function todayChance(row: Row, program: ProgramFacts): number {
  const a = row.applicant4;
  const gre = a.gre!.verbal + a.gre!.quantitative;
  const z =
    0.6627 +
    0.4403 * -1.3103 +
    0.4024 * gpaFeature(a.gpa!, program.gpaAvg ?? 3.59) +
    0.446 * greFeature(gre, program.greAvg ?? 318, "Required");
  if (a.gpa! < 2) return 0;
  return Math.min(59, Math.max(20, Math.round(100 * sigmoid(z))));
}

/** AUC within each group of 30 or more decisions of both kinds, weighted by their decisions. */
export function meanWithinAuc(items: readonly (Scored & { group: number })[]): number {
  const by = new Map<number, Scored[]>();
  for (const s of items) by.set(s.group, [...(by.get(s.group) ?? []), s]);
  let sum = 0;
  let weight = 0;
  for (const group of by.values()) {
    const admits = group.filter((s) => s.admit).length;
    if (group.length < 30 || admits === 0 || admits === group.length) continue;
    sum += group.length * auc(group);
    weight += group.length;
  }
  return sum / weight;
}

/**
 * The Brier score once the whole level is moved to the held-out admit rate (one shift of every
 * logit, found by bisection): how well the chances order and spread, whatever the level.
 */
export function brierAtRate(scored: readonly Scored[]): number {
  const rate = scored.filter((s) => s.admit).length / scored.length;
  const logits = scored.map((s) => {
    const p = Math.min(0.995, Math.max(0.005, s.p));
    return Math.log(p / (1 - p));
  });
  const meanAt = (c: number) => logits.reduce((t, z) => t + sigmoid(z + c), 0) / logits.length;
  let lo = -10;
  let hi = 10;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (meanAt(mid) < rate) lo = mid;
    else hi = mid;
  }
  return brier(scored.map((s, i) => ({ p: sigmoid(logits[i]! + lo), admit: s.admit })));
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : Number.NaN;
};

function main(): void {
  const { values } = parseArgs({
    options: {
      split: { type: "string", default: "applicant" },
      data: { type: "string", default: DEFAULT_DATA },
      catalogue: { type: "string", default: "data/catalogue" },
    },
    strict: true,
  });
  const split = values.split as Split;
  const dataset = loadDataset(resolve(values.data), resolve(values.catalogue), percentToTen);
  const { train, test } = splitRows(dataset.rows, split);
  const courses = coursesFor(dataset, train);
  const trainDecisions = new Map<number, number>();
  for (const r of train) trainDecisions.set(r.courseId, (trainDecisions.get(r.courseId) ?? 0) + 1);
  const programOf = (r: Row): ProgramFacts => {
    const course = courses.get(r.courseId)!;
    const university = dataset.universities.get(r.universityId)!;
    return { ...programForFit(course), selectivity: programSelectivity(course, university) };
  };
  const answers: Answer[] = test.map((row) => {
    const program = programOf(row);
    const applicant = applicantForFit(row, program);
    return {
      row,
      program,
      a: assessAdmission(applicant, program),
      today: todayChance(row, program),
    };
  });
  const scored: Scored[] = answers.map(({ row, a }) => ({
    p: a.admitChances / 100,
    admit: row.admit,
  }));
  const today: Scored[] = answers.map(({ row, today }) => ({ p: today / 100, admit: row.admit }));
  const rate = test.filter((r) => r.admit).length / test.length;
  const base: Scored[] = test.map((r) => ({ p: rate, admit: r.admit }));
  const share = (xs: readonly Answer[], f: (x: Answer) => boolean) =>
    xs.filter(f).length / xs.length;
  const admits = answers.filter((x) => x.row.admit);
  const rejects = answers.filter((x) => !x.row.admit);

  console.log(
    `\nHeld-out report (${split} split): ${test.length} decisions of ${new Set(test.map((r) => r.applicant)).size} applicants, ${pct(rate)} admitted; fitted on ${train.length}`,
  );
  console.log(
    "| measure | model | before (issue 29) | the held-out admit rate |\n| --- | --- | --- | --- |",
  );
  console.log(`| AUC | ${auc(scored).toFixed(3)} | ${auc(today).toFixed(3)} | 0.500 |`);
  console.log(
    `| Brier score | ${brier(scored).toFixed(3)} | ${brier(today).toFixed(3)} | ${brier(base).toFixed(3)} |`,
  );
  console.log(
    `| Brier, level moved to the admit rate | ${brierAtRate(scored).toFixed(3)} | ${brierAtRate(today).toFixed(3)} | ${brier(base).toFixed(3)} |`,
  );
  console.log(
    `| log loss | ${logLoss(scored).toFixed(3)} | ${logLoss(today).toFixed(3)} | ${logLoss(base).toFixed(3)} |`,
  );

  const byUniversity = (f: (x: Answer) => number) =>
    answers.map((x) => ({ p: f(x), admit: x.row.admit, group: x.row.universityId }));
  const byProgram = (f: (x: Answer) => number) =>
    answers.map((x) => ({ p: f(x), admit: x.row.admit, group: x.row.courseId }));
  console.log(
    `AUC within universities (mean, 30+ decisions): ${meanWithinAuc(byUniversity((x) => x.a.admitChances)).toFixed(3)} (before: ${meanWithinAuc(byUniversity((x) => x.today)).toFixed(3)}); within programs: ${meanWithinAuc(byProgram((x) => x.a.admitChances)).toFixed(3)} (before: ${meanWithinAuc(byProgram((x) => x.today)).toFixed(3)})`,
  );
  perUniversity(answers);

  console.log(
    `rejected shown safe or very safe: ${pct(share(rejects, (x) => x.a.category === "safe" || x.a.category === "very safe"))} (before: ${pct(share(rejects, (x) => x.today >= 60))})`,
  );
  console.log(
    `admitted shown NA or very ambitious: ${pct(share(admits, (x) => x.a.category === "NA" || x.a.category === "very ambitious"))}`,
  );
  const categories = ["very safe", "safe", "moderate", "ambitious", "very ambitious", "NA"];
  console.log(
    `categories: ${categories
      .map(
        (c) =>
          `${c} ${answers.filter((x) => x.a.category === c).length} (${pct(
            share(
              answers.filter((x) => x.a.category === c),
              (x) => x.row.admit,
            ),
            0,
          )} admitted)`,
      )
      .join(", ")}`,
  );
  const widths = (xs: readonly Answer[]) =>
    xs.filter((x) => x.a.admitRange).map((x) => x.a.admitRange!.high - x.a.admitRange!.low);
  const many = answers.filter((x) => (trainDecisions.get(x.row.courseId) ?? 0) >= 30);
  const few = answers.filter((x) => (trainDecisions.get(x.row.courseId) ?? 0) < 30);
  console.log(
    `median 80% range width: ${median(widths(many)).toFixed(0)} points at programs with 30+ decisions (${many.length} held-out decisions), ${median(widths(few)).toFixed(0)} at the others (${few.length})`,
  );
  console.log(
    `programs (30+ held-out decisions) whose admit rate is inside their mean range: ${pct(programCoverage(answers))}`,
  );

  console.log(
    "\nReliability (held out, assessed chances; NA above):\n| shown chance | decisions | mean shown | admitted |\n| --- | --- | --- | --- |",
  );
  const assessed = answers.filter((x) => x.a.category !== "NA");
  for (const b of reliability(
    assessed.map(({ row, a }) => ({ p: a.admitChances / 100, admit: row.admit })),
  ))
    console.log(
      `| ${b.from}-${b.to}% | ${b.n} | ${b.n ? pct(b.meanPredicted) : "-"} | ${b.n ? pct(b.observed) : "-"} |`,
    );
}

/** Each university's AUC among its own held-out decisions, now and before. */
function perUniversity(answers: readonly Answer[]): void {
  const by = new Map<number, Answer[]>();
  for (const x of answers) by.set(x.row.universityId, [...(by.get(x.row.universityId) ?? []), x]);
  let worse = 0;
  let counted = 0;
  const lines: string[] = [];
  for (const [id, group] of [...by].sort((a, b) => b[1].length - a[1].length)) {
    const admits = group.filter((x) => x.row.admit).length;
    if (group.length < 50 || admits === 0 || admits === group.length) continue;
    const now = auc(group.map((x) => ({ p: x.a.admitChances, admit: x.row.admit })));
    const before = auc(group.map((x) => ({ p: x.today, admit: x.row.admit })));
    counted++;
    if (now < before - 0.005) worse++;
    lines.push(`${id}: ${now.toFixed(3)} (${before.toFixed(3)}, n ${group.length})`);
  }
  console.log(
    `universities with 50+ held-out decisions: ${counted}, AUC lower than before by over 0.005 at ${worse}`,
  );
  console.log(`  ${lines.join("; ")}`);
}

/**
 * A program-level check of the range: for each held-out program with 30 or more decisions,
 * whether its observed admit rate lies between the mean low and the mean high shown there.
 */
function programCoverage(answers: readonly Answer[]): number {
  const by = new Map<number, Answer[]>();
  for (const x of answers)
    if (x.a.admitRange) by.set(x.row.courseId, [...(by.get(x.row.courseId) ?? []), x]);
  const groups = [...by.values()].filter((g) => g.length >= 30);
  const mean = (g: Answer[], f: (x: Answer) => number) =>
    g.reduce((s, x) => s + f(x), 0) / g.length;
  const inside = groups.filter((g) => {
    const observed = (100 * g.filter((x) => x.row.admit).length) / g.length;
    return (
      mean(g, (x) => x.a.admitRange!.low) <= observed &&
      observed <= mean(g, (x) => x.a.admitRange!.high)
    );
  });
  return inside.length / groups.length;
}

main();
