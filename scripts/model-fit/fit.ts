/**
 * Fits the admit model to real decisions and writes what it learnt into the repository:
 *
 *   npm run model:fit -- [--data ../shared/data/admissions/edulix-decisions.csv] [--source ../shared/data] [--dry-run]
 *
 * Applicants are split 70/30 by a fixed hash of their number (all of an applicant's decisions on
 * one side). The coefficients are fitted on the 70%, with sign constraints that keep every chance
 * monotonic; the report (report.ts) then scores the held-out 30% with the product's own code.
 * Writes schema/src/admissions/fitted.ts, schema/src/profile/percentage-knots.ts and
 * scripts/catalogue/reported-figures.json (docs/scoring.md, "Fitting"). The decisions file is
 * development data and is never copied into the repository.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  FEATURE_COUNT,
  FEATURE_SIGN,
  FEATURES,
  featuresOf,
  interpolate,
  type ProgramFacts,
  prepareApplicant,
  rateFeature,
  sigmoid,
} from "@gradplan/schema";
import {
  applicantForFit,
  DEFAULT_DATA,
  loadDataset,
  programForFit,
  type Row,
  reportedFiguresOf,
} from "./dataset";
import type { Decision } from "./edulix";
import { fitLogistic } from "./logistic";

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

function designOf(rows: readonly Row[], programs: Map<number, ReturnType<typeof programForFit>>) {
  return rows.map((r) => {
    const program = programs.get(r.courseId)!;
    return featuresOf(prepareApplicant(applicantForFit(r, program)), program);
  });
}

/**
 * The spread of programs' own offsets beyond what the model explains (a random intercept's
 * standard deviation, by the method of moments): one Newton step per program from the fitted
 * predictions gives its offset and that offset's sampling variance.
 */
function programSd(rows: readonly Row[], x: Float64Array[], b: number[]): number {
  const by = new Map<number, { e: number; w: number; n: number }>();
  rows.forEach((r, i) => {
    let z = 0;
    for (let j = 0; j < b.length; j++) z += b[j]! * x[i]![j]!;
    const mu = sigmoid(z);
    const s = by.get(r.courseId) ?? { e: 0, w: 0, n: 0 };
    s.e += (r.admit ? 1 : 0) - mu;
    s.w += mu * (1 - mu);
    s.n += 1;
    by.set(r.courseId, s);
  });
  let num = 0;
  let den = 0;
  for (const { e, w, n } of by.values()) {
    if (n < 20) continue;
    const u = e / w;
    num += n * (u * u - 1 / w);
    den += n;
  }
  return Math.sqrt(Math.max(0, num / den));
}

/**
 * What the product reads for a figure a program does not publish (docs/scoring.md, "Unknown
 * figures"): the mean over the training decisions' programs (the programs applicants apply to,
 * as the fit read them) and the standard deviation between them. The acceptance rate is kept as
 * its feature (a logit), the averages in their own units.
 */
function unknownFiguresOf(rows: readonly Row[], programs: Map<number, ProgramFacts>) {
  const stats = (values: number[]) => {
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
    return { mean, sd: Math.sqrt(variance) };
  };
  const of = (read: (p: ProgramFacts) => number | null) =>
    stats(
      rows.flatMap((r) => {
        const v = read(programs.get(r.courseId)!);
        return v === null ? [] : [v];
      }),
    );
  const rate = of((p) => (p.acceptanceRate === null ? null : rateFeature(p.acceptanceRate)));
  const gpa = of((p) => p.gpaAvg);
  const gre = of((p) => p.greAvg);
  return {
    rate: round(rate.mean),
    rateSd: round(rate.sd),
    gpaAvg: round(gpa.mean, 2),
    gpaAvgSd: round(gpa.sd),
    greAvg: Math.round(gre.mean),
    greAvgSd: round(gre.sd),
  };
}

/** Every program read as if it published none of the figures above, for the fit's own check. */
const withoutFigures = (p: ProgramFacts): ProgramFacts => ({
  ...p,
  acceptanceRate: null,
  gpaAvg: null,
  greAvg: null,
  greMin: null,
});

const GENERATED = [
  "schema/src/admissions/fitted.ts",
  "schema/src/profile/percentage-knots.ts",
  "scripts/catalogue/reported-figures.json",
];

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

function main(): void {
  const { values } = parseArgs({
    options: {
      data: { type: "string", default: DEFAULT_DATA },
      source: { type: "string", default: "../shared/data" },
      "dry-run": { type: "boolean", default: false },
    },
    strict: true,
  });
  const dataFile = resolve(repoRoot, values.data);
  const sourceDir = resolve(repoRoot, values.source);
  const { decisions } = loadDataset(dataFile, sourceDir, () => 0);
  const knots = linkPercentToTen(decisions);
  const dataset = loadDataset(dataFile, sourceDir, (p) => interpolate(knots, p));
  const train = dataset.rows.filter((r) => !r.heldOut);

  // Program figures from the training admits only, so the report's held-out side stays unseen.
  const trainReported = new Map(reportedFiguresOf(train).map((f) => [f.courseId, f]));
  const programs = new Map(
    [...dataset.sample].map(([id, c]) => [id, programForFit(c, trainReported.get(id))]),
  );
  const x = designOf(train, programs);
  const signs = FEATURES.map((f) => (process.env.FIT_FREE ? 0 : FEATURE_SIGN[f]));
  const fit = fitLogistic(
    x,
    train.map((r) => r.admit),
    signs,
    1,
  );

  const reportedRows = train.filter((r) => trainReported.has(r.courseId));
  const samplePrograms = new Map(
    [...dataset.sample].map(([id, c]) => [id, programForFit(c, undefined)]),
  );
  const sd = {
    derived: round(programSd(reportedRows, designOf(reportedRows, programs), fit.coefficients), 3),
    // Every program read with the sample's figures: how far off synthesized figures leave a chance.
    sample: round(programSd(train, designOf(train, samplePrograms), fit.coefficients), 3),
  };
  const unknownFigures = unknownFiguresOf(train, programs);
  const unknownPrograms = new Map([...programs].map(([id, p]) => [id, withoutFigures(p)]));
  // Measured directly: how far programs stray from the chance read without their figures.
  const unknownDesign = designOf(train, unknownPrograms);
  const unknownSd = programSd(train, unknownDesign, fit.coefficients);
  const unknownLevel =
    unknownDesign.reduce(
      (s, x) => s + sigmoid(x.reduce((z, v, j) => z + fit.coefficients[j]! * v, 0)),
      0,
    ) / train.length;
  const toeflAbove = train
    .filter((r) => r.admit && r.hasToefl)
    .flatMap((r) => {
      const minimum = programs.get(r.courseId)!.toeflMin;
      return minimum === null ? [] : [(r.applicant4.english as { total: number }).total - minimum];
    })
    .sort((a, b) => a - b);
  const toeflAdmitsAboveMinimum = toeflAbove[Math.floor(toeflAbove.length / 2)]!;

  console.log(`decisions read: ${decisions.length}; on catalogue courses: ${dataset.rows.length}`);
  console.log(
    `training: ${train.length} decisions; held out: ${dataset.rows.length - train.length}`,
  );
  console.log(`courses with reported figures (training admits >= 30): ${trainReported.size}`);
  console.log("coefficients (logits per unit of the feature):");
  FEATURES.forEach((f, j) => {
    const se = Math.sqrt(fit.covariance[j]![j]!);
    console.log(
      `  ${f.padEnd(13)} ${fit.coefficients[j]!.toFixed(3).padStart(7)}  (se ${se.toFixed(3)})`,
    );
  });
  console.log(`program sd: reported figures ${sd.derived}, sample figures ${sd.sample}`);
  console.log(`figures read where a program publishes none: ${JSON.stringify(unknownFigures)}`);
  console.log(
    `with none of them known: program sd ${unknownSd.toFixed(3)} (measured), mean chance ${(100 * unknownLevel).toFixed(1)}% (admitted ${((100 * train.filter((r) => r.admit).length) / train.length).toFixed(1)}%)`,
  );
  console.log(`median TOEFL of admits above the minimum: ${toeflAdmitsAboveMinimum}`);
  console.log(`percentage -> ten-point knots: ${JSON.stringify(knots)}`);
  if (values["dry-run"]) return;

  const coefficients = Object.fromEntries(FEATURES.map((f, j) => [f, round(fit.coefficients[j]!)]));
  const covariance = fit.covariance.map((row) => row.map((v) => Number(v.toPrecision(4))));
  writeFileSync(
    resolve(repoRoot, GENERATED[0]!),
    `// Written by \`npm run model:fit\`: do not edit by hand (docs/scoring.md, "Fitting").
// Fitted on ${train.length} Edulix decisions (2012-2016, Indian MS applicants), ${FEATURE_COUNT} features.
import type { Feature } from "./features";

export const FITTED: {
  readonly coefficients: Readonly<Record<Feature, number>>;
  /** Of the coefficients, in FEATURES order. */
  readonly covariance: readonly (readonly number[])[];
  /** The spread of a program's own offset, in logits, by how its figures are known. */
  readonly programSd: { readonly derived: number; readonly sample: number };
  /** The median admit's TOEFL above the program's minimum, in points. */
  readonly toeflAdmitsAboveMinimum: number;
  /**
   * Read where a program does not publish a figure: the training programs' mean and spread
   * (the rate as its feature, a logit; docs/scoring.md, "Unknown figures").
   */
  readonly unknownFigures: {
    readonly rate: number;
    readonly rateSd: number;
    readonly gpaAvg: number;
    readonly gpaAvgSd: number;
    readonly greAvg: number;
    readonly greAvgSd: number;
  };
} = ${JSON.stringify({ coefficients, covariance, programSd: sd, toeflAdmitsAboveMinimum, unknownFigures }, null, 2)};
`,
  );
  writeFileSync(
    resolve(repoRoot, GENERATED[1]!),
    `// Written by \`npm run model:fit\`: do not edit by hand (docs/scoring.md, "Percentages").
export const PERCENT_TO_TEN_KNOTS: readonly (readonly [number, number])[] = ${JSON.stringify(knots)};
`,
  );
  const allReported = reportedFiguresOf(dataset.rows);
  writeFileSync(
    resolve(repoRoot, GENERATED[2]!),
    `[\n${allReported.map((r) => JSON.stringify(r)).join(",\n")}\n]\n`,
  );
  // Written in the repository's own format, so a refit with unchanged figures changes nothing.
  spawnSync("npx", ["biome", "format", "--write", ...GENERATED], {
    stdio: "ignore",
    cwd: repoRoot,
  });
  console.log(
    `wrote fitted.ts, percentage-knots.ts and ${allReported.length} reported course figures`,
  );
  // The report runs in a fresh process, so it scores with the coefficients just written.
  const report = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      resolve(repoRoot, "scripts/model-fit/report.ts"),
      "--data",
      dataFile,
      "--source",
      sourceDir,
    ],
    { stdio: "inherit", cwd: repoRoot },
  );
  process.exitCode = report.status ?? 1;
}

main();
