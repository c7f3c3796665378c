/**
 * How selective a program is, learned from real decisions (docs/scoring.md, "Selectivity"):
 * each program's level is a prior built from what the catalogue knows of every program (IPEDS
 * size and trend, research tier, control, tuition, field), plus its university's own term and
 * the program's own, each learned from decisions and shrunk toward the prior by how many there
 * were. `npm run model:fit` learns the terms (selectivity-fitted.ts); the catalogue build gives
 * every course its ProgramSelectivity with this one function, so the fit, the catalogue and the
 * chances read programs the same way.
 */
import type { CatalogueCourse, CatalogueUniversity } from "../catalogue.schemas";
import { SELECTIVITY_FITTED } from "./selectivity-fitted";
import type { ProgramSelectivity } from "./types";

/** What the prior reads of a course and its university (the catalogue's own fields). */
export type SelectivityCourse = Pick<
  CatalogueCourse,
  "courseId" | "universityId" | "degreeCode" | "graduates" | "reportedAdmits"
>;
export type SelectivityUniversity = Pick<
  CatalogueUniversity,
  "universityId" | "researchTier" | "control" | "tuition" | "mastersAwarded"
>;

/** Fields grouped where the decisions hold too few of one to learn it apart. */
const FIELD_GROUP: Readonly<Record<string, string>> = {
  CS: "cs",
  AI: "cs",
  DS: "cs",
  SE: "cs",
  CE: "ce",
  EE: "ee",
  ME: "me",
  AE: "me",
  RO: "me",
  CV: "cv",
  EV: "cv",
  IS: "is",
  CH: "ch",
  MT: "ch",
  BM: "bm",
  BE: "bm",
  CY: "it",
  IT: "it",
  INF: "it",
};

export const SELECTIVITY_PRIOR_FEATURES = [
  "intercept",
  "ownAverages",
  "cs",
  "ce",
  "ee",
  "me",
  "cv",
  "is",
  "ch",
  "bm",
  "it",
  "programSize",
  "programTrend",
  "universitySize",
  "r1",
  "r2",
  "privateNonprofit",
  "forProfit",
  "tuition",
] as const;
export type SelectivityPriorFeature = (typeof SELECTIVITY_PRIOR_FEATURES)[number];

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * The prior's features, in SELECTIVITY_PRIOR_FEATURES order. Sizes are logs of Master's
 * graduates a year (centred on 20 a program and 500 a university); the trend is the log ratio
 * of the last two award years to the first two; tuition the log of out-of-state tuition over
 * $20,000 (0 where not known). A program read against its own admits' averages (reported
 * figures) has its level measured there, not at the population's reference: ownAverages.
 */
export function selectivityPriorFeatures(
  course: SelectivityCourse,
  university: SelectivityUniversity,
): Float64Array {
  const x = new Float64Array(SELECTIVITY_PRIOR_FEATURES.length);
  const g = course.graduates ?? {};
  const year = (y: number) => g[String(y) as keyof typeof g] ?? 0;
  x[0] = 1;
  x[1] = (course.reportedAdmits ?? 0) > 0 ? 1 : 0;
  const group = FIELD_GROUP[course.degreeCode];
  const at = group === undefined ? -1 : SELECTIVITY_PRIOR_FEATURES.indexOf(group as never);
  if (at > 0) x[at] = 1;
  x[11] = Math.log1p(mean([year(2022), year(2023), year(2024)])) - Math.log1p(20);
  x[12] = Math.log((year(2023) + year(2024) + 2) / (year(2020) + year(2021) + 2));
  x[13] = Math.log1p(university.mastersAwarded ?? 0) - Math.log1p(500);
  x[14] = university.researchTier === "R1" ? 1 : 0;
  x[15] = university.researchTier === "R2" ? 1 : 0;
  x[16] = university.control === "Private nonprofit" ? 1 : 0;
  x[17] = university.control === "Private for-profit" ? 1 : 0;
  x[18] = university.tuition ? Math.log(university.tuition / 20_000) : 0;
  return x;
}

const F = SELECTIVITY_FITTED;
const PRIOR = Float64Array.from(SELECTIVITY_PRIOR_FEATURES, (f) => F.prior[f]);

/** The prior's mean and its variance (x' S x over the prior coefficients). */
function priorOf(x: Float64Array): { mean: number; variance: number } {
  let m = 0;
  let v = 0;
  for (let i = 0; i < x.length; i++) {
    m += PRIOR[i]! * x[i]!;
    let s = 0;
    for (let j = 0; j < x.length; j++) s += F.priorCovariance[i]![j]! * x[j]!;
    v += x[i]! * s;
  }
  return { mean: m, variance: v };
}

/**
 * A course's selectivity. A program decisions taught has its level as learnt (the prior, its
 * university's term and its own, with the sum's posterior sd). A program without decisions at a
 * university with some: the prior for this program plus the university's term, with that sum's
 * sd and the spread of programs within a university. Elsewhere: the prior alone, with its
 * coefficients' uncertainty and the spreads between universities and between programs.
 */
export function programSelectivity(
  course: SelectivityCourse,
  university: SelectivityUniversity,
): ProgramSelectivity {
  const u = F.universities[String(course.universityId)];
  const p = F.programs[String(course.courseId)];
  if (p)
    return {
      logit: round(p[0], 3),
      sd: round(p[1], 3),
      decisions: p[2],
      universityDecisions: u?.[2] ?? p[2],
    };
  const prior = priorOf(selectivityPriorFeatures(course, university));
  const logit = prior.mean + (u?.[0] ?? 0);
  const variance = u
    ? u[1] ** 2 + F.programSd ** 2
    : prior.variance + F.universitySd ** 2 + F.programSd ** 2;
  return {
    logit: round(logit, 3),
    sd: round(Math.sqrt(variance), 3),
    decisions: 0,
    universityDecisions: u?.[2] ?? 0,
  };
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
