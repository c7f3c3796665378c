/**
 * The held-out report: scores the 30% of applicants the fit never saw with the product's own
 * assessAdmission (rounding, the 1-99 bounds and the NA rule included), and prints what
 * docs/scoring.md quotes. Run by fit.ts after it writes the coefficients, or on its own:
 *
 *   npx tsx scripts/model-fit/report.ts [--data ...] [--source ...]
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  assessAdmission,
  type ProgramFacts,
  percentToTen,
  sigmoid,
  UNKNOWN_PROGRAM_FIGURES,
} from "@gradplan/schema";
import { readSource } from "../catalogue/build";
import { buildSampleCatalogue } from "../catalogue/sample";
import type { SampleCourse } from "../catalogue/sample-types";
import {
  applicantForFit,
  DEFAULT_DATA,
  loadDataset,
  programForFit,
  type Row,
  reportedFiguresOf,
} from "./dataset";
import { fitLogistic } from "./logistic";
import { auc, brier, logLoss, reliability, type Scored } from "./metrics";

const pct = (x: number, digits = 1) => `${(100 * x).toFixed(digits)}%`;

/**
 * AUC within each program (applicants of one program ranked against each other), averaged over
 * programs with 30 or more held-out decisions of both kinds, weighted by their decisions.
 */
export function meanWithinProgramAuc(items: readonly (Scored & { courseId: number })[]): number {
  const by = new Map<number, Scored[]>();
  for (const s of items) by.set(s.courseId, [...(by.get(s.courseId) ?? []), s]);
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

/** A logistic model with one intercept per program and raw GPA, GRE and TOEFL: the yardstick. */
function withinProgramModel(train: readonly Row[], test: readonly Row[]) {
  const courses = [...new Set(train.map((r) => r.courseId))];
  const index = new Map(courses.map((c, i) => [c, i]));
  const x = (r: Row) => {
    const v = new Float64Array(4 + courses.length);
    const gre = r.applicant4.gre!;
    v[0] = r.applicant4.gpa! - 3.3;
    v[1] = (gre.verbal + gre.quantitative - 315) / 10;
    v[2] = r.hasToefl ? ((r.applicant4.english as { total: number }).total - 100) / 10 : 0;
    v[3] = r.hasToefl ? 0 : 1;
    v[4 + index.get(r.courseId)!] = 1;
    return v;
  };
  // No global intercept: the program intercepts are it (lightly held by the ridge).
  const fit = fitLogistic(
    train.map(x),
    train.map((r) => r.admit),
    [0, 0, 0, 0, ...courses.map(() => 0)],
    0.5,
  );
  const known = test.filter((r) => index.has(r.courseId));
  const scored = known.map((r) => {
    const v = x(r);
    let z = 0;
    for (let j = 0; j < v.length; j++) z += fit.coefficients[j]! * v[j]!;
    return { p: sigmoid(z), admit: r.admit, courseId: r.courseId };
  });
  return { pooled: auc(scored), within: meanWithinProgramAuc(scored) };
}

function main(): void {
  const { values } = parseArgs({
    options: {
      data: { type: "string", default: DEFAULT_DATA },
      source: { type: "string", default: "../shared/data" },
    },
    strict: true,
  });
  const dataset = loadDataset(resolve(values.data), resolve(values.source), percentToTen);
  const train = dataset.rows.filter((r) => !r.heldOut);
  const test = dataset.rows.filter((r) => r.heldOut);
  const reported = new Map(reportedFiguresOf(train).map((f) => [f.courseId, f]));
  const programOf = (r: Row): ProgramFacts =>
    programForFit(dataset.sample.get(r.courseId)!, reported.get(r.courseId));

  const answers = test.map((r) => {
    const program = programOf(r);
    return { row: r, program, a: assessAdmission(applicantForFit(r, program), program) };
  });
  const scored: Scored[] = answers.map(({ row, a }) => ({
    p: a.admitChances / 100,
    admit: row.admit,
  }));
  const baseRate = train.filter((r) => r.admit).length / train.length;
  const base: Scored[] = test.map((r) => ({ p: baseRate, admit: r.admit }));
  const admits = answers.filter(({ row }) => row.admit);
  const share = (xs: typeof answers, f: (x: (typeof answers)[number]) => boolean) =>
    xs.filter(f).length / xs.length;

  console.log(
    `\nHeld-out report: ${test.length} decisions of ${new Set(test.map((r) => r.applicant)).size} applicants`,
  );
  console.log("| measure | model | base rate |\n| --- | --- | --- |");
  console.log(`| AUC | ${auc(scored).toFixed(3)} | 0.500 |`);
  console.log(`| Brier score | ${brier(scored).toFixed(3)} | ${brier(base).toFixed(3)} |`);
  console.log(`| log loss | ${logLoss(scored).toFixed(3)} | ${logLoss(base).toFixed(3)} |`);
  const yardstick = withinProgramModel(train, test);
  const ownWithin = meanWithinProgramAuc(
    answers.map(({ row, a }) => ({
      p: a.admitChances / 100,
      admit: row.admit,
      courseId: row.courseId,
    })),
  );
  console.log("\n| AUC | pooled | within programs (mean) |\n| --- | --- | --- |");
  console.log(`| this model | ${auc(scored).toFixed(3)} | ${ownWithin.toFixed(3)} |`);
  console.log(
    `| yardstick: one intercept per program + GPA, GRE, TOEFL | ${yardstick.pooled.toFixed(3)} | ${yardstick.within.toFixed(3)} |`,
  );
  console.log(`admits shown NA: ${pct(share(admits, (x) => x.a.category === "NA"))}`);
  console.log(
    `admits shown NA or very ambitious: ${pct(share(admits, (x) => x.a.category === "NA" || x.a.category === "very ambitious"))}`,
  );
  const na = answers.filter((x) => x.a.category === "NA");
  console.log(
    `decisions shown NA: ${na.length}${na.length ? `, of which admitted ${pct(share(na, (x) => x.row.admit))}` : ""}`,
  );
  const inRange = answers.filter((x) => x.a.admitRange);
  console.log(
    `mean 90% range width: ${(inRange.reduce((s, x) => s + x.a.admitRange!.high - x.a.admitRange!.low, 0) / inRange.length).toFixed(1)} points`,
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

  // The issue's checks on the strong applicants and the spread between programs.
  const strong = answers.filter(
    ({ row, program }) =>
      row.applicant4.gpa! >= 3.7 &&
      row.applicant4.gre!.verbal + row.applicant4.gre!.quantitative >= 320 &&
      program.courseRanking !== null &&
      program.courseRanking <= 20,
  );
  if (strong.length)
    console.log(
      `\nstrong applicants (GPA >= 3.7, GRE >= 320) at top-20 programs: ${strong.length} decisions, admitted ${pct(share(strong, (x) => x.row.admit))}, shown ${pct(strong.reduce((s, x) => s + x.a.admitChances, 0) / strong.length / 100)} on average`,
    );
  console.log(
    `\nprograms (30+ held-out decisions) whose admit rate is inside their mean range: ${pct(programCoverage(answers))}`,
  );
  unknownFigures(answers);
  showcase();
}

type Answer = { row: Row; program: ProgramFacts; a: ReturnType<typeof assessAdmission> };

/**
 * A program-level check of the 90% range: for each held-out program with 30 or more decisions,
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
    const rate = (100 * g.filter((x) => x.row.admit).length) / g.length;
    return (
      mean(g, (x) => x.a.admitRange!.low) <= rate && rate <= mean(g, (x) => x.a.admitRange!.high)
    );
  });
  return inside.length / groups.length;
}

/**
 * The real catalogue's case (docs/scoring.md, "Unknown figures"): the held-out decisions scored
 * as if their programs published none of their figures.
 */
function unknownFigures(known: readonly Answer[]): void {
  const answers: Answer[] = known.map(({ row, program }) => {
    const bare: ProgramFacts = { ...program, ...UNKNOWN_PROGRAM_FIGURES, reportedAdmits: 0 };
    return { row, program: bare, a: assessAdmission(applicantForFit(row, bare), bare) };
  });
  const scored = answers.map(({ row, a }) => ({ p: a.admitChances / 100, admit: row.admit }));
  const width = (xs: readonly Answer[]) =>
    xs.reduce((s, x) => s + x.a.admitRange!.high - x.a.admitRange!.low, 0) / xs.length;
  const count = (c: string) => answers.filter((x) => x.a.category === c).length;
  console.log("\nThe same held-out decisions, every program read as publishing no figures:");
  console.log(`  AUC ${auc(scored).toFixed(3)}, Brier ${brier(scored).toFixed(3)}`);
  console.log(
    `  categories: ${["very safe", "safe", "moderate", "ambitious", "very ambitious", "NA"].map((c) => `${c} ${count(c)}`).join(", ")}`,
  );
  const assessed = (xs: readonly Answer[]) => xs.filter((x) => x.a.admitRange);
  console.log(
    `  mean 90% range width: ${width(assessed(answers)).toFixed(1)} points (the same decisions with the sample's figures: ${width(assessed(known)).toFixed(1)})`,
  );
  console.log(
    `  programs (30+ decisions) whose admit rate is inside their mean range: ${pct(programCoverage(answers))}`,
  );
}

/** The issue's example: 3.9 / 330 / TOEFL 115 with a paper, across the shipped catalogue's CS programs. */
function showcase(): void {
  const catalogue = buildSampleCatalogue(readSource(resolve("../shared/data")));
  const cs = catalogue.courses
    .filter((c) => c.degreeCode === "CS")
    .sort((a, b) => a.courseRanking - b.courseRanking);
  const applicant = {
    category: "International Student" as const,
    gpa: 3.9,
    english: { test: "TOEFL" as const, total: 115 },
    gre: { verbal: 162, quantitative: 168, analyticalWriting: 4.5 },
    researchPapers: 1,
    conferences: 0,
    fullTimeMonths: 0,
    internshipMonths: 0,
    activities: [],
  };
  const line = (c: SampleCourse) => {
    const a = assessAdmission(applicant, c);
    return `rank ${c.courseRanking} (${c.acceptanceRate}% admitted): ${a.admitChances}% [${a.admitRange?.low}-${a.admitRange?.high}] ${a.category}`;
  };
  console.log("\n3.9 / 330 / TOEFL 115 / 1 paper, CS programs of the shipped catalogue:");
  for (const c of [...cs.slice(0, 10), cs[49]!, cs[149]!].filter(Boolean))
    console.log(`  ${line(c)}`);
}

main();
