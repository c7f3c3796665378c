/**
 * The courses file: SAMPLE program-level data. No open source publishes which MS programs a
 * university runs, their rank, test-score averages or deadlines, so all of it is synthesized
 * here, deterministically, from the real university fields (see prestige.ts) and seeded noise
 * keyed on unitid + course code. The numbers are plausible, never real.
 */
import type { GRE_POLICIES } from "@gradplan/schema";
import { COURSE_NAMES, type CourseCode, courseIdFor } from "./codes";
import { deadlinesFor } from "./deadlines";
import { programsOffered, rankPrograms } from "./prestige";
import { clamp, type Rng, rngFor, roundTo } from "./prng";
import type { SampleCourse, SampleUniversity } from "./sample-types";

type GrePolicy = (typeof GRE_POLICIES)[number];

/** GRE averages sit higher for the quantitative-heavy programs (CS, DS, EE) than for CV or EM. */
const GRE_BASE: Readonly<Record<CourseCode, number>> = {
  CS: 316,
  DS: 315,
  EE: 315,
  CE: 314,
  ME: 312,
  CH: 312,
  BM: 311,
  BE: 311,
  IS: 310,
  CV: 308,
  EM: 307,
};

/** Programs that attract the most applicants per seat admit a smaller share. */
const DEMAND_FACTOR: Readonly<Partial<Record<CourseCode, number>>> = {
  CS: 0.85,
  DS: 0.9,
  CE: 0.95,
};

/** Minimum TOEFL totals programs actually publish; synthesized values snap to these. */
const TOEFL_STEPS = [79, 80, 84, 88, 90, 92, 95, 100, 105, 110] as const;

/**
 * IELTS band consistent with a TOEFL minimum (after the ETS concordance, rounded the way
 * admissions pages pair them): 79-83 -> 6.0, 84-94 -> 6.5, 95-104 -> 7.0, 105+ -> 7.5.
 */
export function ieltsForToefl(toefl: number): number {
  if (toefl >= 105) return 7.5;
  if (toefl >= 95) return 7.0;
  if (toefl >= 84) return 6.5;
  return 6.0;
}

/** Strictness order of GRE policies, for "domestic is never stricter than international". */
export const GRE_STRICTNESS: Readonly<Record<GrePolicy, number>> = {
  Required: 2,
  Optional: 1,
  "Not Required": 0,
};

function grePolicies(quality: number, rng: Rng): SampleCourse["greRequired"] {
  // Since 2020 most programs made the GRE optional; the most competitive kept it more often.
  const international = rng.weighted<GrePolicy>([
    ["Required", 0.1 + 0.3 * quality],
    ["Optional", 0.6],
    ["Not Required", 0.3 - 0.2 * quality],
  ]);
  // Domestic applicants sometimes get one step of leniency, never more strictness.
  const relaxed: Record<GrePolicy, GrePolicy> = {
    Required: "Optional",
    Optional: "Not Required",
    "Not Required": "Not Required",
  };
  const domestic = rng.chance(0.2) ? relaxed[international] : international;
  return { international, domestic };
}

function durationMonths(code: CourseCode, rng: Rng): number {
  // Management and data science masters are often accelerated one-year programs.
  if (code === "EM" || code === "DS") {
    return rng.weighted<number>([
      [12, 4],
      [18, 3],
      [21, 1],
      [24, 2],
    ]);
  }
  return rng.weighted<number>([
    [12, 1],
    [18, 2],
    [21, 1],
    [24, 6],
  ]);
}

/**
 * Program tuition a year: private programs 40k-65k around the federal sticker price, public
 * programs 20k-45k tracking the out-of-state price (graduate rates run a little below it at
 * expensive flagships, above it at cheap regionals). Rounded to $10.
 */
function programTuition(university: SampleUniversity, rng: Rng): number {
  // The Scorecard universities the sample is built on all have a tuition and a rate.
  const federal = university.tuition ?? 0;
  const [min, max] = university.universityType === "Private" ? [40_000, 65_000] : [20_000, 45_000];
  const target =
    university.universityType === "Private"
      ? federal * rng.between(0.95, 1.1)
      : federal * rng.between(0.75, 0.95) + 4_000;
  // Soft bounds: values past a bound land just inside it instead of piling up on it.
  const spread = rng.between(0, 3_000);
  const value = target < min ? min + spread : target > max ? max - spread : target;
  return Math.round(value / 10) * 10;
}

function networkBuilding(quality: number, university: SampleUniversity) {
  if (quality >= 0.8 && university.researchTier === "R1") return "Excellent" as const;
  if (quality >= 0.4) return "Good" as const;
  return "Average" as const;
}

/** Build one course from its university, code, rank and percentile within the code. */
export function buildCourse(
  university: SampleUniversity,
  code: CourseCode,
  rank: number,
  quality: number,
): SampleCourse {
  const key = `${university.universityId}:${code}`;
  const rng = rngFor(key);

  // Acceptance: 5-15% at the top, 50-80% at the bottom; a university that admits few
  // undergraduates also admits a smaller share of graduate applicants (x0.75 .. x1.25).
  const curve = 9 + 66 * (1 - quality) ** 1.3;
  const undergradFactor = 0.75 + 0.5 * ((university.acceptanceRate ?? 50) / 100);
  const acceptanceRate = roundTo(
    clamp(curve * undergradFactor * (DEMAND_FACTOR[code] ?? 1) * rng.between(0.92, 1.08), 5, 85),
    1,
  );

  const greAvg = Math.round(
    clamp(GRE_BASE[code] - 6 + 18 * quality + rng.between(-2, 2), 300, 335),
  );
  const greRequired = grePolicies(quality, rng);
  const publishesGreMin = greRequired.international !== "Not Required" && rng.chance(0.45);
  const greMin = publishesGreMin ? greAvg - rng.int(8, 20) : null;

  const gpaAvg = roundTo(clamp(3.05 + 0.8 * quality + rng.between(-0.06, 0.06), 3.0, 3.9), 2);
  const gpaMin = roundTo(clamp(2.5 + 0.8 * quality + rng.between(-0.1, 0.1), 2.5, 3.3), 1);

  const toeflTarget = 79 + 30 * quality ** 1.2 + rng.between(-4, 4);
  const toeflMin = TOEFL_STEPS.reduce((best, step) =>
    Math.abs(step - toeflTarget) < Math.abs(best - toeflTarget) ? step : best,
  );

  return {
    courseId: courseIdFor(university.universityId, code),
    universityId: university.universityId,
    courseName: COURSE_NAMES[code],
    degreeCode: code,
    degree: "MS",
    courseRanking: rank,
    tuition: programTuition(university, rng),
    courseDurationMonths: durationMonths(code, rng),
    acceptanceRate,
    greAvg,
    greMin,
    gpaAvg,
    // At least 0.2 below the average: round the cap down, not to nearest.
    gpaMin: Math.min(gpaMin, Math.floor(roundTo((gpaAvg - 0.2) * 10, 6)) / 10),
    toeflMin,
    ieltsMin: ieltsForToefl(toeflMin),
    greRequired,
    networkBuilding: networkBuilding(quality, university),
    deadlines: deadlinesFor(key, quality),
    reportedAdmits: 0,
  };
}

/** All courses of all universities, sorted by courseId. */
export function buildCourses(universities: readonly SampleUniversity[]): SampleCourse[] {
  const offers = universities.flatMap((university) =>
    programsOffered(university).map((code) => ({ university, code })),
  );
  const ranks = rankPrograms(offers);
  return offers
    .map(({ university, code }) => {
      const ranking = ranks.get(`${university.universityId}:${code}`)!;
      return buildCourse(university, code, ranking.rank, ranking.percentile);
    })
    .sort((a, b) => a.courseId - b.courseId);
}
