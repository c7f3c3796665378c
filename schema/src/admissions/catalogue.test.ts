import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ANCHOR_APPLICANTS } from "./anchors";
import { assessPrepared, prepareApplicant } from "./model";
import { SELECTIVITY_UNKNOWN_TEXT } from "./reasons";
import type { AdmitCategory, ApplicantProfile, ProgramFacts } from "./types";

/** The catalogue's programs, as `npm start` loads them. */
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

describe("admit chances across the real catalogue (issue 29, item 6)", () => {
  it("scores the catalogue's programs, which publish no acceptance rate", () => {
    expect(COURSES.length).toBeGreaterThan(3000);
    expect(COURSES.every((c) => c.acceptanceRate === null)).toBe(true);
  });

  it("never calls a program safe whose selectivity is not known, however strong the profile", () => {
    for (const applicant of Object.values(ANCHOR_APPLICANTS)) {
      const counts = categories(applicant);
      expect(counts.safe + counts["very safe"]).toBe(0);
      expect(counts["very ambitious"]).toBe(0);
    }
  });

  it("says why, on every program", () => {
    const prepared = prepareApplicant(ANCHOR_APPLICANTS.typical);
    for (const course of COURSES) {
      const assessment = assessPrepared(prepared, course);
      expect(assessment.selectivityKnown).toBe(false);
      expect(assessment.reasons.lowered[0]).toBe(SELECTIVITY_UNKNOWN_TEXT);
    }
  });

  it("excludes nobody for a requirement no program publishes", () => {
    for (const applicant of Object.values(ANCHOR_APPLICANTS))
      expect(categories(applicant).NA).toBe(0);
  });

  it("still orders profiles: strong above typical above weak", () => {
    const [strong, typical, weak] = (["strong", "typical", "weak"] as const).map((k) =>
      meanChance(ANCHOR_APPLICANTS[k]),
    );
    expect(strong).toBeGreaterThan(typical! + 5);
    expect(typical).toBeGreaterThan(weak! + 5);
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
