/**
 * Prestige: the one synthesized quantity every program number is derived from, so the sample
 * hangs together (a selective R1 ranks near the top, asks more and admits fewer). It only uses
 * real signals from the federal data plus a little seeded noise:
 *  - selectivity: the undergraduate admission rate on a log scale (5% vs 10% matters as much as
 *    40% vs 80%),
 *  - research tier: R1 above R2,
 *  - for public universities, the out-of-state sticker price, which tracks demand for the big
 *    flagships (Michigan, Berkeley, UT Austin) whose admission rates understate them,
 *  - an engineering focus read from the name ("Institute of Technology", "Polytechnic", ...).
 */
import { type CourseCode, MANDATORY_CODE, OPTIONAL_CODE_WEIGHTS } from "./codes";
import { clamp, rngFor } from "./prng";
import type { SampleUniversity } from "./sample-types";

/** Admission rate floor for the log scale: anything more selective counts as fully selective. */
const SELECTIVITY_FLOOR = 0.04;
const R1_BONUS = 0.25;
const TECH_FOCUS_BONUS = 0.08;
const PUBLIC_DEMAND_WEIGHT = 0.2;
/** Half-width of the per-program noise: enough to vary ranks across codes, not to reorder tiers. */
const PROGRAM_NOISE = 0.05;

const TECH_FOCUS =
  /Institute of Technology|Polytechnic|Technological|Science and Technology|Mining and Technology|\bTech\b/;

/** 0 (admits everyone) .. 1 (admits 4% or fewer), on a log scale of the admission rate. */
export function selectivity(acceptanceRatePercent: number): number {
  const rate = clamp(acceptanceRatePercent / 100, SELECTIVITY_FLOOR, 1);
  return Math.log(1 / rate) / Math.log(1 / SELECTIVITY_FLOOR);
}

export function isTechFocused(name: string): boolean {
  return TECH_FOCUS.test(name);
}

/** University-level prestige, roughly 0 .. 1.3; deterministic and noise-free. */
export function universityPrestige(university: SampleUniversity): number {
  const demand =
    university.universityType === "Public"
      ? clamp((university.tuition - 20_000) / 25_000, 0, 1) * PUBLIC_DEMAND_WEIGHT
      : 0;
  return (
    selectivity(university.acceptanceRate) +
    (university.researchTier === "R1" ? R1_BONUS : 0) +
    (isTechFocused(university.name) ? TECH_FOCUS_BONUS : 0) +
    demand
  );
}

/** Prestige of one program: the university's plus seeded noise keyed on unitid and code. */
export function programScore(university: SampleUniversity, code: CourseCode): number {
  const noise = rngFor(`${university.universityId}:${code}:prestige`).between(
    -PROGRAM_NOISE,
    PROGRAM_NOISE,
  );
  return universityPrestige(university) + noise;
}

/**
 * Which MS programs a university offers. Every university offers CS; R1s offer 6-10 programs
 * and R2s 3-6, more prestigious and engineering-focused ones towards the top of the range. The
 * other codes are drawn by how common the program is (EE, ME everywhere; BE rarer).
 */
export function programsOffered(university: SampleUniversity): CourseCode[] {
  const rng = rngFor(`${university.universityId}:programs`);
  const [min, max] = university.researchTier === "R1" ? [6, 10] : [3, 6];
  const lift = clamp(universityPrestige(university) / 1.2, 0, 1) * (max - min);
  const techLift = isTechFocused(university.name) ? 1 : 0;
  const count = clamp(Math.round(min + lift + techLift + rng.between(-1, 1.5)), min, max);

  const drawn = OPTIONAL_CODE_WEIGHTS.map(([code, weight]) => ({
    code,
    key: weight + rngFor(`${university.universityId}:${code}:offered`).between(0, 0.6),
  })).sort((a, b) => b.key - a.key || (a.code < b.code ? -1 : 1));
  return [MANDATORY_CODE, ...drawn.slice(0, count - 1).map((d) => d.code)];
}

/** A program to be ranked: the university and the code. */
export interface RankedProgramInput {
  university: SampleUniversity;
  code: CourseCode;
}

/**
 * Rank programs within each code 1..N by score (ties by universityId) and return, per
 * "unitid:code", the rank and the percentile (1 = best of the code, 0 = last).
 */
export function rankPrograms(
  programs: readonly RankedProgramInput[],
): Map<string, { rank: number; percentile: number }> {
  const byCode = new Map<CourseCode, { id: number; score: number }[]>();
  for (const { university, code } of programs) {
    const list = byCode.get(code) ?? [];
    list.push({ id: university.universityId, score: programScore(university, code) });
    byCode.set(code, list);
  }
  const result = new Map<string, { rank: number; percentile: number }>();
  for (const [code, list] of byCode) {
    list.sort((a, b) => b.score - a.score || a.id - b.id);
    list.forEach(({ id }, index) => {
      const percentile = list.length === 1 ? 1 : 1 - index / (list.length - 1);
      result.set(`${id}:${code}`, { rank: index + 1, percentile });
    });
  }
  return result;
}
