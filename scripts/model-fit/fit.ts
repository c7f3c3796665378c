/**
 * Fits the admit model to real decisions and writes what it learnt into the repository:
 *
 *   npm run model:fit -- [--data ../shared/data/admissions/edulix-decisions.csv] [--catalogue data/catalogue] [--dry-run]
 *
 * The method is judged before it is trusted: it is fitted on 70% of the applicants (a fixed hash
 * of their number) and the held-out 30% are scored by the product's own code (report.ts); then
 * fitted on the seasons before Fall 2015 and scored on Fall 2015 onwards; then fitted on every
 * decision, which is what ships. Each fit writes schema/src/admissions/fitted.ts and
 * selectivity-fitted.ts (the report runs in a fresh process that reads them), and the last also
 * schema/src/profile/percentage-knots.ts and scripts/catalogue/reported-figures.json
 * (docs/scoring.md, "Fitting"). The decisions file is development data and is never copied into
 * the repository; what is written is what was learnt from it.
 *
 * `--split applicant|season|all` fits once on that split and stops (the report reads it).
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  type CatalogueCourse,
  FEATURE_COUNT,
  FEATURE_SHAPE,
  FEATURES,
  FITTED,
  featuresOf,
  INTERVAL_Z,
  interpolate,
  prepareApplicant,
  SELECTIVITY_PRIOR_FEATURES,
  selectivityPriorFeatures,
} from "@gradplan/schema";
import {
  applicantForFit,
  type Dataset,
  DEFAULT_DATA,
  loadDataset,
  programForFit,
  type Row,
  reportedFiguresOf,
} from "./dataset";
import type { Decision } from "./edulix";
import { coursesFor } from "./fit-courses";
import { type FitInput, fitSelectivity, type SelectivityModel } from "./selectivity-fit";
import { type Split, splitRows } from "./splits";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Percentiles the percentage-to-ten-point map is linked at. */
const LINK_AT = [0.01, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99];

/**
 * Equipercentile linking (Kolen and Brennan): the percentage at each percentile of the applicants
 * who reported one, against the ten-point CGPA at the same percentile of those who reported that.
 */
export function linkPercentToTen(decisions: readonly Decision[]): [number, number][] {
  const last = new Map<number, Decision>();
  for (const d of decisions) last.set(d.applicant, d);
  const values = (scale: number) =>
    [...last.values()]
      .filter((d) => d.gpaScale === scale)
      .map((d) => d.gpa)
      .sort((a, b) => a - b);
  const percent = values(100);
  const ten = values(10);
  const at = (xs: number[], q: number) => xs[Math.round(q * (xs.length - 1))]!;
  const knots: [number, number][] = [[35, 4]];
  for (const q of LINK_AT) {
    const x = Math.round(at(percent, q) * 2) / 2;
    const y = Math.round(at(ten, q) * 100) / 100;
    const prev = knots[knots.length - 1]!;
    if (x > prev[0] && y > prev[1]) knots.push([x, y]);
  }
  knots.push([100, 10]);
  return knots;
}

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;
const precise = (x: number) => Number(x.toPrecision(4));

/**
 * The reference a program without its own admits' averages is read against: the average admit
 * of every decision (a fixed point of the scale, not a split's finding: the level of each program
 * is measured there, so any fixed value would fit the same; the admits' is what reasons quote).
 */
function referenceOf(rows: readonly Row[]) {
  const admits = rows.filter((r) => r.admit);
  const mean = (f: (r: Row) => number) => admits.reduce((s, r) => s + f(r), 0) / admits.length;
  return {
    gpaAvg: round(
      mean((r) => r.applicant4.gpa!),
      2,
    ),
    greAvg: Math.round(mean((r) => r.applicant4.gre!.verbal + r.applicant4.gre!.quantitative)),
  };
}

type Level = { unknown: number; unknownSd: number; publishedSd: number; driftSd: number };

function writeFitted(
  model: SelectivityModel | null,
  reference: { gpaAvg: number; greAvg: number },
  level: Level = FITTED.level,
  trainCount = 0,
): void {
  const coefficients = Object.fromEntries(
    FEATURES.map((f, j) => [f, model ? round(model.coefficients[j]!) : 0]),
  );
  const covariance = model
    ? model.covariance.map((row) => row.map(precise))
    : FEATURES.map(() => FEATURES.map(() => 0));
  writeFileSync(
    resolve(repoRoot, "schema/src/admissions/fitted.ts"),
    `// Written by \`npm run model:fit\`: do not edit by hand (docs/scoring.md, "Fitting").
// Fitted on ${trainCount} Edulix decisions (2012-2016, Indian MS applicants), ${FEATURE_COUNT} student features.
import type { Feature } from "./features";

export const FITTED: {
  /** The student terms' coefficients (features.ts), logits per unit of each feature. */
  readonly coefficients: Readonly<Record<Feature, number>>;
  /** Of the coefficients, in FEATURES order. */
  readonly covariance: readonly (readonly number[])[];
  /** A TOEFL typical of a program's admits: its minimum plus this (one English unit). */
  readonly toeflAdmitsAboveMinimum: number;
  /**
   * What a program without its own admits' averages is read against: the training admits'
   * average GPA and GRE (the level of such a program is measured there).
   */
  readonly reference: { readonly gpaAvg: number; readonly greAvg: number };
  /**
   * The level where nothing is known of a program (the training programs' mean and spread,
   * logits), the spread a published acceptance rate leaves (a program's own term's), and how far
   * a learnt level drifts from the seasons it was learnt on to later ones (the season split's).
   */
  readonly level: {
    readonly unknown: number;
    readonly unknownSd: number;
    readonly publishedSd: number;
    readonly driftSd: number;
  };
} = ${JSON.stringify({ coefficients, covariance, toeflAdmitsAboveMinimum: FEATURE_SHAPE.english.toeflUnit, reference, level }, null, 2)};
`,
  );
}

function writeSelectivity(model: SelectivityModel): void {
  const prior = Object.fromEntries(
    SELECTIVITY_PRIOR_FEATURES.map((f, j) => [f, round(model.prior[j]!)]),
  );
  const terms = (m: Map<number, [number, number, number]>) =>
    Object.fromEntries(
      [...m].map(([id, [effect, sd, n]]) => [String(id), [round(effect), round(sd), n]]),
    );
  writeFileSync(
    resolve(repoRoot, "schema/src/admissions/selectivity-fitted.ts"),
    `// Written by \`npm run model:fit\`: do not edit by hand (docs/scoring.md, "Selectivity").
// Learnt from Edulix decisions (2012-2016): terms only, never the decisions themselves.
// biome-ignore-all lint/suspicious/noApproximativeNumericConstant: fitted numbers, not constants
import type { SelectivityPriorFeature } from "./selectivity";

export const SELECTIVITY_FITTED: {
  /** The prior's coefficients (selectivityPriorFeatures), logits per unit. */
  readonly prior: Readonly<Record<SelectivityPriorFeature, number>>;
  /** Of the prior's coefficients, in SELECTIVITY_PRIOR_FEATURES order. */
  readonly priorCovariance: readonly (readonly number[])[];
  /** How far universities, and programs within one, stray from the prior (logits). */
  readonly universitySd: number;
  readonly programSd: number;
  /** By IPEDS unitid and by course id: [term, its posterior sd, decisions learnt from]. */
  readonly universities: Readonly<Record<string, readonly [number, number, number]>>;
  readonly programs: Readonly<Record<string, readonly [number, number, number]>>;
} = ${JSON.stringify({ prior, priorCovariance: model.priorCovariance.map((r) => r.map(precise)), universitySd: round(model.universitySd), programSd: round(model.programSd), universities: terms(model.universities), programs: terms(model.programs) }, null, 2)};
`,
  );
}

function format(files: readonly string[]): void {
  // Written in the repository's own format, so a refit with unchanged figures changes nothing.
  spawnSync("npx", ["biome", "format", "--write", ...files], { stdio: "ignore", cwd: repoRoot });
}

/** What the fit reads of the decisions `rows`, with the courses as this split reads them. */
function inputFor(
  dataset: Dataset,
  courses: Map<number, CatalogueCourse>,
  rows: readonly Row[],
): FitInput {
  const universities = dataset.universities;
  return {
    rows,
    programOf: (r) => programForFit(courses.get(r.courseId)!),
    priorOf: (r) =>
      selectivityPriorFeatures(courses.get(r.courseId)!, universities.get(r.universityId)!),
    universityPriorOf: (id) => {
      const own = [...courses.values()].filter((c) => c.universityId === id);
      const xs = own.map((c) => selectivityPriorFeatures(c, universities.get(id)!));
      return xs[0]!.map((_, j) => xs.reduce((s, x) => s + x[j]!, 0) / xs.length);
    },
  };
}

/** Fits on one split's training side and writes the model; returns it for the caller's notes. */
function fitAndWrite(dataset: Dataset, split: Split, driftSd: number): SelectivityModel {
  const { train } = splitRows(dataset.rows, split);
  const courses = coursesFor(dataset, train);
  const reference = FITTED.reference;
  const model = fitSelectivity(inputFor(dataset, courses, train));
  // The level where nothing is known: the training programs' levels, as applicants meet them.
  const levels = train.map((r) => {
    return model.programs.get(r.courseId)![0];
  });
  const mean = levels.reduce((s, v) => s + v, 0) / levels.length;
  const sd = Math.sqrt(levels.reduce((s, v) => s + (v - mean) ** 2, 0) / levels.length);
  const level = {
    unknown: round(mean),
    unknownSd: round(sd),
    publishedSd: round(model.programSd),
    driftSd: round(driftSd),
  };
  writeFitted(model, reference, level, train.length);
  writeSelectivity(model);
  format(["schema/src/admissions/fitted.ts", "schema/src/admissions/selectivity-fitted.ts"]);
  console.log(`\n[${split}] fitted on ${train.length} decisions in ${model.rounds} EM rounds`);
  FEATURES.forEach((f, j) => {
    const se = Math.sqrt(model.covariance[j]![j]!);
    console.log(
      `  ${f.padEnd(13)} ${model.coefficients[j]!.toFixed(3).padStart(7)}  (se ${se.toFixed(3)})`,
    );
  });
  console.log("  prior:");
  SELECTIVITY_PRIOR_FEATURES.forEach((f, j) => {
    const se = Math.sqrt(model.priorCovariance[j]![j]!);
    console.log(
      `    ${f.padEnd(17)} ${model.prior[j]!.toFixed(3).padStart(7)}  (se ${se.toFixed(3)})`,
    );
  });
  console.log(
    `  sigma university ${model.universitySd.toFixed(3)}, program ${model.programSd.toFixed(3)}; ${model.universities.size} universities, ${model.programs.size} programs; reference ${JSON.stringify(reference)}; level ${JSON.stringify(level)}`,
  );
  return model;
}

/**
 * How far programs' levels move between seasons beyond what the fit already doubts: fitted on
 * the seasons before Fall 2015, each program with 20 or more later decisions gets its offset
 * there (one Newton step from the fitted chances: sum(y - p) / sum(p(1 - p)), with sampling
 * variance 1 / sum(p(1 - p))); the drift's variance is the mean of offset^2 less the sampling
 * and the posterior variances (the method of moments), weighted by decisions. It includes the
 * whole level's move between the seasons, which is drift too for a student applying later.
 */
function driftOf(
  dataset: Dataset,
  model: SelectivityModel,
): { sd: number; programs: number; shift: number } {
  const { train, test } = splitRows(dataset.rows, "season");
  const courses = coursesFor(dataset, train);
  const by = new Map<number, { e: number; w: number; n: number }>();
  for (const r of test) {
    const level = model.programs.get(r.courseId);
    if (!level) continue;
    const program = programForFit(courses.get(r.courseId)!);
    const x = featuresOf(prepareApplicant(applicantForFit(r, program)), program);
    const z = level[0] + model.coefficients.reduce((s, b, j) => s + b * x[j]!, 0);
    const mu = 1 / (1 + Math.exp(-z));
    const g = by.get(r.courseId) ?? { e: 0, w: 0, n: 0 };
    g.e += (r.admit ? 1 : 0) - mu;
    g.w += mu * (1 - mu);
    g.n += 1;
    by.set(r.courseId, g);
  }
  let num = 0;
  let den = 0;
  let shift = 0;
  let programs = 0;
  for (const [id, { e, w, n }] of by) {
    if (n < 20) continue;
    const offset = e / w;
    const posterior = model.programs.get(id)![1] ** 2;
    num += n * (offset ** 2 - 1 / w - posterior);
    shift += n * offset;
    den += n;
    programs++;
  }
  return { sd: Math.sqrt(Math.max(0, num / den)), programs, shift: shift / den };
}

/**
 * The range's coverage by simulation (a parametric bootstrap): the model fitted on every decision
 * is taken as the truth, decisions are drawn from it for the same applicants and programs, the
 * model is fitted again, and each program's true level is checked against the 80% range of its
 * refitted level. Programs with 30 or more decisions, and all, over `replicates` draws.
 */
function coverageBySimulation(dataset: Dataset, truth: SelectivityModel, replicates = 3) {
  const rows = dataset.rows;
  const courses = coursesFor(dataset, rows);
  const input = inputFor(dataset, courses, rows);
  const z = rows.map((r) => {
    const program = programForFit(courses.get(r.courseId)!);
    const x = featuresOf(prepareApplicant(applicantForFit(r, program)), program);
    return (
      truth.programs.get(r.courseId)![0] + truth.coefficients.reduce((s, b, j) => s + b * x[j]!, 0)
    );
  });
  let seed = 20261127;
  const random = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 4294967296;
  };
  const tally = { many: 0, manyIn: 0, all: 0, allIn: 0 };
  for (let i = 0; i < replicates; i++) {
    const outcomes = z.map((v) => random() < 1 / (1 + Math.exp(-v)));
    const refit = fitSelectivity(input, { outcomes });
    for (const [id, [level, sd, n]] of refit.programs) {
      const inside = Math.abs(level - truth.programs.get(id)![0]) <= INTERVAL_Z * sd;
      tally.all++;
      if (inside) tally.allIn++;
      if (n >= 30) {
        tally.many++;
        if (inside) tally.manyIn++;
      }
    }
  }
  return { many: tally.manyIn / tally.many, all: tally.allIn / tally.all, replicates };
}

function report(split: Split, args: { data: string; catalogue: string }): number {
  const run = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      resolve(repoRoot, "scripts/model-fit/report.ts"),
      "--split",
      split,
      "--data",
      args.data,
      "--catalogue",
      args.catalogue,
    ],
    { stdio: "inherit", cwd: repoRoot },
  );
  return run.status ?? 1;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      data: { type: "string", default: DEFAULT_DATA },
      catalogue: { type: "string", default: "data/catalogue" },
      split: { type: "string" },
      "dry-run": { type: "boolean", default: false },
    },
    strict: true,
  });
  const data = resolve(repoRoot, values.data);
  const catalogue = resolve(repoRoot, values.catalogue);
  const { decisions } = loadDataset(data, catalogue, () => 0);
  const knots = linkPercentToTen(decisions);
  const dataset = loadDataset(data, catalogue, (p) => interpolate(knots, p));
  console.log(`decisions read: ${decisions.length}; on catalogue programs: ${dataset.rows.length}`);
  const reference = referenceOf(dataset.rows);
  if (JSON.stringify(reference) !== JSON.stringify(FITTED.reference)) {
    // The features read the reference from fitted.ts as this process loaded it: write the new
    // one and start again, so the fit and the product read programs the same way.
    console.log(`the reference moves to ${JSON.stringify(reference)}: starting again with it`);
    writeFitted(null, reference);
    format(["schema/src/admissions/fitted.ts"]);
    const again = spawnSync(process.execPath, process.execArgv.concat(process.argv.slice(1)), {
      stdio: "inherit",
      cwd: repoRoot,
    });
    process.exitCode = again.status ?? 1;
    return;
  }
  if (values.split) {
    fitAndWrite(dataset, values.split as Split, FITTED.level.driftSd);
    return;
  }
  // The season split first: it measures the drift every later range includes.
  const season = fitAndWrite(dataset, "season", FITTED.level.driftSd);
  const drift = driftOf(dataset, season);
  console.log(
    `  drift between seasons: sd ${drift.sd.toFixed(3)} logits over ${drift.programs} programs (mean move ${drift.shift.toFixed(3)})`,
  );
  fitAndWrite(dataset, "season", drift.sd);
  let status = report("season", { data, catalogue });
  fitAndWrite(dataset, "applicant", drift.sd);
  status ||= report("applicant", { data, catalogue });
  const all = fitAndWrite(dataset, "all", drift.sd);
  const coverage = coverageBySimulation(dataset, all);
  console.log(
    `\nthe 80% range of a program's level, by simulation from the fitted model (${coverage.replicates} draws): covers the true level for ${(100 * coverage.many).toFixed(1)}% of programs with 30+ decisions, ${(100 * coverage.all).toFixed(1)}% of all`,
  );
  if (values["dry-run"]) return;
  writeFileSync(
    resolve(repoRoot, "schema/src/profile/percentage-knots.ts"),
    `// Written by \`npm run model:fit\`: do not edit by hand (docs/scoring.md, "Percentages").
export const PERCENT_TO_TEN_KNOTS: readonly (readonly [number, number])[] = ${JSON.stringify(knots)};
`,
  );
  const allReported = reportedFiguresOf(dataset.rows);
  writeFileSync(
    resolve(repoRoot, "scripts/catalogue/reported-figures.json"),
    `[\n${allReported.map((r) => JSON.stringify(r)).join(",\n")}\n]\n`,
  );
  format(["schema/src/profile/percentage-knots.ts", "scripts/catalogue/reported-figures.json"]);
  console.log(
    `\nwrote the model of every decision, and ${allReported.length} reported course figures; run npm run catalogue:build`,
  );
  process.exitCode = status;
}

main();
