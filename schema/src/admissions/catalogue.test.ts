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
    for (const category of [
      "very safe",
      "safe",
      "moderate",
      "ambitious",
      "very ambitious",
    ] as const)
      expect(counts[category], category).toBeGreaterThan(0.05 * COURSES.length);
    expect(Math.max(...Object.values(counts))).toBeLessThan(0.5 * COURSES.length);
  });

  it("gives a strong applicant many safe programs and still a few ambitious ones", () => {
    const counts = categories(ANCHOR_APPLICANTS.strong);
    expect(counts.safe + counts["very safe"]).toBeGreaterThan(0.5 * COURSES.length);
    expect(counts.ambitious + counts["very ambitious"]).toBeGreaterThan(0);
    expect(counts.NA).toBe(0);
  });

  it("leaves a weak applicant mostly below the published minimums", () => {
    const counts = categories(ANCHOR_APPLICANTS.weak);
    expect(counts.NA).toBeGreaterThan(0.8 * COURSES.length);
    expect(counts.safe + counts["very safe"]).toBe(0);
  });
});
