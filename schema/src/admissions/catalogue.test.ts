import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ANCHOR_APPLICANTS } from "./anchors";
import { assessPrepared, prepareApplicant } from "./model";
import type { AdmitCategory, ApplicantProfile, ProgramFacts } from "./types";

/** The sample catalogue's programs, as `npm start` loads them. */
const COURSES: ProgramFacts[] = JSON.parse(
  readFileSync(new URL("../../../data/catalogue/courses.json", import.meta.url), "utf8"),
);

function categories(applicant: ApplicantProfile): Record<AdmitCategory, number> {
  const counts: Record<AdmitCategory, number> = {
    "very safe": 0,
    safe: 0,
    moderate: 0,
    ambitious: 0,
    "very ambitious": 0,
    NA: 0,
  };
  const prepared = prepareApplicant(applicant);
  for (const course of COURSES) counts[assessPrepared(prepared, course).category]++;
  return counts;
}

describe("admit chances across the sample catalogue", () => {
  it("has the catalogue's 1,522 programs to score", () => {
    expect(COURSES).toHaveLength(1522);
  });

  it("gives a typical applicant a spread of categories, not one verdict everywhere", () => {
    const counts = categories(ANCHOR_APPLICANTS.typical);
    const assessed = ["very safe", "safe", "moderate", "ambitious", "very ambitious"] as const;
    for (const category of assessed) expect(counts[category], category).toBeGreaterThan(0);
    expect(assessed.filter((c) => counts[c] > 0.1 * COURSES.length).length).toBeGreaterThanOrEqual(
      4,
    );
    expect(Math.max(...Object.values(counts))).toBeLessThan(0.5 * COURSES.length);
  });

  it("gives a strong applicant many safe programs and still a few ambitious ones", () => {
    const counts = categories(ANCHOR_APPLICANTS.strong);
    expect(counts.safe + counts["very safe"]).toBeGreaterThan(0.5 * COURSES.length);
    expect(counts.ambitious + counts["very ambitious"]).toBeGreaterThan(0);
    expect(counts.NA).toBe(0);
  });

  it("keeps a weak applicant far below a typical one, and never very safe", () => {
    const weak = categories(ANCHOR_APPLICANTS.weak);
    expect(weak["very safe"]).toBe(0);
    // TOEFL 80 is far below the many programs asking 100 or more: those are NA.
    expect(weak.NA).toBeGreaterThan(0.2 * COURSES.length);
    expect(meanChance(ANCHOR_APPLICANTS.weak)).toBeLessThan(
      meanChance(ANCHOR_APPLICANTS.typical) - 15,
    );
  });
});

/** The mean chance over the programs where both are assessed (NA left out). */
function meanChance(applicant: ApplicantProfile): number {
  const prepared = prepareApplicant(applicant);
  const chances = COURSES.map((c) => assessPrepared(prepared, c))
    .filter((r) => r.category !== "NA")
    .map((r) => r.admitChances);
  return chances.reduce((a, b) => a + b, 0) / chances.length;
}
