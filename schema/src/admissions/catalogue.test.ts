import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { courseIdFor } from "../catalogue";
import { ANCHOR_APPLICANTS } from "./anchors";
import { CATEGORY_RANGE_RULES } from "./coefficients";
import { assessPrepared, prepareApplicant } from "./model";
import { SELECTIVITY_UNKNOWN_TEXT } from "./reasons";
import type { AdmitCategory, ApplicantProfile, ProgramFacts } from "./types";

/** The catalogue's programs, as `npm start` loads them. */
const COURSES: (ProgramFacts & { courseId: number })[] = JSON.parse(
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

describe("admit chances across the real catalogue (issues 29 and 30)", () => {
  it("scores the catalogue's programs, which publish no acceptance rate", () => {
    expect(COURSES.length).toBeGreaterThan(3000);
    expect(COURSES.every((c) => c.acceptanceRate === null)).toBe(true);
  });

  it("knows every program's selectivity: learnt from decisions, or borrowed from similar programs", () => {
    const prepared = prepareApplicant(ANCHOR_APPLICANTS.typical);
    let learnt = 0;
    for (const course of COURSES) {
      const assessment = assessPrepared(prepared, course);
      expect(assessment.selectivityKnown).toBe(true);
      expect(assessment.reasons.lowered).not.toContain(SELECTIVITY_UNKNOWN_TEXT);
      if (assessment.selectivityDecisions > 0) learnt++;
    }
    expect(learnt).toBeGreaterThan(300);
  });

  it("tells a hard program from an easier one for the same student", () => {
    const prepared = prepareApplicant(ANCHOR_APPLICANTS.strong);
    const at = (universityId: number) =>
      assessPrepared(
        prepared,
        COURSES.find((c) => c.courseId === courseIdFor(universityId, "CS"))!,
      );
    const stanford = at(243744);
    const dallas = at(228787);
    expect(stanford.admitChances + 25).toBeLessThan(dallas.admitChances);
    for (const r of [stanford, dallas]) {
      expect(r.selectivityDecisions).toBeGreaterThanOrEqual(30);
      expect(r.admitRange!.high - r.admitRange!.low).toBeLessThan(30);
    }
  });

  it("calls a program safe on a level no decision taught only where even its range's low end is high", () => {
    for (const applicant of Object.values(ANCHOR_APPLICANTS)) {
      const prepared = prepareApplicant(applicant);
      for (const course of COURSES) {
        const r = assessPrepared(prepared, course);
        if (r.selectivityDecisions > 0) continue;
        if (r.category === "safe" || r.category === "very safe")
          expect(r.admitRange!.low).toBeGreaterThanOrEqual(CATEGORY_RANGE_RULES.safeLow);
      }
    }
    const weak = prepareApplicant(ANCHOR_APPLICANTS.weak);
    const safe = COURSES.map((c) => assessPrepared(weak, c)).filter((r) => r.category === "safe");
    expect(safe.length).toBeLessThan(COURSES.length / 10);
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
