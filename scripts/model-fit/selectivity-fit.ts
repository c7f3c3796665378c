/**
 * The admit model fitted as a hierarchical logistic regression (docs/scoring.md, "Selectivity"):
 *
 *   logit P(admit) = student terms (features.ts) + prior(catalogue features) + u[university] + v[program]
 *
 * The student terms keep their signs (features.ts), the prior's coefficients are lightly held
 * (variance 1), and the university and program terms are random effects: Gaussian with spreads
 * sigma_u and sigma_v, estimated by EM on the Laplace approximation (each round fits the MAP
 * with ridges 1 / sigma^2 and sets sigma^2 to the mean of the terms' squares plus their
 * posterior variances), so a program with few decisions is pulled toward its university and the
 * prior and one with many speaks for itself.
 */
import {
  FEATURE_COUNT,
  FEATURE_SIGN,
  FEATURES,
  featuresOf,
  type ProgramFacts,
  prepareApplicant,
  SELECTIVITY_PRIOR_FEATURES,
} from "@gradplan/schema";
import { applicantForFit, type Row } from "./dataset";
import { fitLogistic } from "./logistic";

/**
 * What is learnt of one program or university: [level, its posterior sd, decisions]. A program's
 * level is its whole selectivity (prior + university + its own term) and the sd that sum's, from
 * the full posterior covariance (the parts are strongly correlated: read apart, their variances
 * would add up to far more than the sum's). A university's is its own term, with the sd of the
 * level of a program of its own there without decisions (its programs' mean prior features),
 * its own term's spread not included.
 */
export type Term = [number, number, number];

export interface SelectivityModel {
  /** Student coefficients in FEATURES order, and their covariance. */
  coefficients: number[];
  covariance: number[][];
  /** Prior coefficients in SELECTIVITY_PRIOR_FEATURES order, and their covariance. */
  prior: number[];
  priorCovariance: number[][];
  universitySd: number;
  programSd: number;
  universities: Map<number, Term>;
  programs: Map<number, Term>;
  /** EM rounds run. */
  rounds: number;
}

export interface FitInput {
  rows: readonly Row[];
  /** The program each row is read against (its course, with this split's reported figures). */
  programOf: (row: Row) => ProgramFacts;
  /** The prior's features of the row's course (selectivityPriorFeatures). */
  priorOf: (row: Row) => Float64Array;
  /** The prior's features of a typical program of the university (its programs' mean). */
  universityPriorOf: (universityId: number) => Float64Array;
}

const PRIOR_COUNT = SELECTIVITY_PRIOR_FEATURES.length;
/** The prior's coefficients (but its intercept) are held like a Gaussian of sd 1. */
const PRIOR_RIDGE = 1;
/** The student terms' ridge, as the fit has always used. */
const STUDENT_RIDGE = 1;

export function fitSelectivity(
  { rows, programOf, priorOf, universityPriorOf }: FitInput,
  {
    start = 0.5,
    maxRounds = 25,
    outcomes,
  }: { start?: number; maxRounds?: number; outcomes?: readonly boolean[] } = {},
): SelectivityModel {
  const universityIds = [...new Set(rows.map((r) => r.universityId))].sort((a, b) => a - b);
  const programIds = [...new Set(rows.map((r) => r.courseId))].sort((a, b) => a - b);
  const U = new Map(universityIds.map((id, i) => [id, FEATURE_COUNT + PRIOR_COUNT + i]));
  const P = new Map(
    programIds.map((id, i) => [id, FEATURE_COUNT + PRIOR_COUNT + universityIds.length + i]),
  );
  const width = FEATURE_COUNT + PRIOR_COUNT + universityIds.length + programIds.length;
  const design = rows.map((r) => {
    const x = new Float64Array(width);
    const program = programOf(r);
    x.set(featuresOf(prepareApplicant(applicantForFit(r, program)), program));
    x.set(priorOf(r), FEATURE_COUNT);
    x[U.get(r.universityId)!] = 1;
    x[P.get(r.courseId)!] = 1;
    return x;
  });
  const y = outcomes ?? rows.map((r) => r.admit);
  const signs = [
    ...FEATURES.map((f) => FEATURE_SIGN[f]),
    ...new Array<number>(width - FEATURE_COUNT).fill(0),
  ];
  const count = (key: (r: Row) => number) => {
    const n = new Map<number, number>();
    for (const r of rows) n.set(key(r), (n.get(key(r)) ?? 0) + 1);
    return n;
  };
  const universityCount = count((r) => r.universityId);
  const programCount = count((r) => r.courseId);

  let su = start;
  let sv = start;
  let fit: ReturnType<typeof fitLogistic> | null = null;
  let rounds = 0;
  for (; rounds < maxRounds; rounds++) {
    const ridge = [
      ...new Array<number>(FEATURE_COUNT).fill(STUDENT_RIDGE),
      0,
      ...new Array<number>(PRIOR_COUNT - 1).fill(PRIOR_RIDGE),
      ...universityIds.map(() => 1 / su ** 2),
      ...programIds.map(() => 1 / sv ** 2),
    ];
    fit = fitLogistic(design, y, signs, ridge);
    const b = fit.coefficients;
    const c = fit.covariance;
    const moment = (ids: Map<number, number>) =>
      Math.sqrt([...ids.values()].reduce((s, j) => s + b[j]! ** 2 + c[j]![j]!, 0) / ids.size);
    const nextU = moment(U);
    const nextV = moment(P);
    const settled = Math.abs(nextU - su) < 0.002 && Math.abs(nextV - sv) < 0.002;
    su = nextU;
    sv = nextV;
    if (settled) break;
  }
  const b = fit!.coefficients;
  const c = fit!.covariance;
  // A student feature no decision has (English without published minimums): held at 0, with
  // no variance, so it neither moves a chance nor widens a range.
  for (let j = 0; j < FEATURE_COUNT; j++)
    if (design.every((x) => x[j] === 0)) {
      b[j] = 0;
      for (let k = 0; k < width; k++) {
        c[j]![k] = 0;
        c[k]![j] = 0;
      }
    }
  const block = (from: number, to: number) => c.slice(from, to).map((row) => row.slice(from, to));
  // a' b and a' C a for a vector a given by its non-zero entries.
  const combine = (entries: readonly (readonly [number, number])[]): [number, number] => {
    let mean = 0;
    let variance = 0;
    for (const [j, aj] of entries) {
      mean += aj * b[j]!;
      for (const [k, ak] of entries) variance += aj * ak * c[j]![k]!;
    }
    return [mean, Math.sqrt(Math.max(0, variance))];
  };
  const priorEntries = (x: Float64Array) =>
    [...x].map((v, i) => [FEATURE_COUNT + i, v] as const).filter(([, v]) => v !== 0);
  const firstRow = new Map<number, Row>();
  for (const r of rows) if (!firstRow.has(r.courseId)) firstRow.set(r.courseId, r);
  const programs = new Map(
    programIds.map((id) => {
      const r = firstRow.get(id)!;
      const [mean, sd] = combine([
        ...priorEntries(priorOf(r)),
        [U.get(r.universityId)!, 1],
        [P.get(id)!, 1],
      ]);
      return [id, [mean, sd, programCount.get(id)!] as Term];
    }),
  );
  const universities = new Map(
    universityIds.map((id) => {
      const j = U.get(id)!;
      const [, sd] = combine([...priorEntries(universityPriorOf(id)), [j, 1]]);
      return [id, [b[j]!, sd, universityCount.get(id)!] as Term];
    }),
  );
  return {
    coefficients: b.slice(0, FEATURE_COUNT),
    covariance: block(0, FEATURE_COUNT),
    prior: b.slice(FEATURE_COUNT, FEATURE_COUNT + PRIOR_COUNT),
    priorCovariance: block(FEATURE_COUNT, FEATURE_COUNT + PRIOR_COUNT),
    universitySd: su,
    programSd: sv,
    universities,
    programs,
    rounds: rounds + 1,
  };
}
