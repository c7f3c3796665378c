import { describe, expect, it } from "vitest";
import { ANCHOR_APPLICANTS } from "./anchors";
import { admitCategory, CATEGORY_RANGE_RULES } from "./coefficients";
import { assessAdmission, levelBasisOf, levelOf, selectivityKnownOf } from "./model";
import { SELECTIVITY_UNKNOWN_TEXT } from "./reasons";
import {
  MID_PROGRAM,
  type Rng,
  raisedVariants,
  randomApplicant,
  randomCalibration,
  randomProgram,
  seededRng,
  UNKNOWN_FIGURES,
  withUnknowns,
} from "./test-factories";
import {
  type AdmitAssessment,
  type AdmitCategory,
  type ApplicantProfile,
  CATEGORY_RANK,
  type GrePolicy,
  type ProgramFacts,
  SCORE_TIERS,
} from "./types";

const APPLICANTS = 250;
const PROGRAMS_EACH = 20;
/** NA is the worst place to be: below "very ambitious". */
const rank = (c: AdmitCategory): number => (c === "NA" ? 6 : CATEGORY_RANK[c]);

function* pairs(seed: number): Generator<[ApplicantProfile, ProgramFacts, Rng]> {
  const rng = seededRng(seed);
  for (let n = 0; n < APPLICANTS; n++) {
    const a = randomApplicant(rng);
    for (let k = 0; k < PROGRAMS_EACH; k++) yield [a, randomProgram(rng), rng];
  }
}

/** What is wrong with an answer, if anything (collected rather than asserted: 10,000 answers). */
/**
 * The category is the chance's, or moved toward "moderate" where the range (in a bad or a good
 * year) does not bear it out (CATEGORY_RANGE_RULES); a safe one has a high low end.
 */
function followsChance(r: AdmitAssessment): boolean {
  const base = admitCategory(r.admitChances);
  const toward: Record<string, readonly string[]> = {
    "very safe": ["very safe", "safe", "moderate"],
    safe: ["safe", "moderate"],
    "very ambitious": ["very ambitious", "ambitious"],
  };
  if (!(toward[base] ?? [base]).includes(r.category)) return false;
  const low = r.admitRange?.low ?? 0;
  if (r.category === "very safe") return low >= CATEGORY_RANGE_RULES.verySafeLow;
  if (r.category === "safe") return low >= CATEGORY_RANGE_RULES.safeLow;
  return true;
}

function problems(r: AdmitAssessment): string[] {
  const found: string[] = [];
  const score = (x: number) => Number.isInteger(x) && x >= 0 && x <= 100;
  if (!score(r.admitChances)) found.push("admitChances not an integer 0-100");
  if (r.category === "NA" && r.admitChances !== 0) found.push("NA with a chance");
  if (r.category !== "NA" && (r.admitChances < 1 || !followsChance(r)))
    found.push("category does not follow the chance and its range");
  if (!score(r.studentScore) || (r.courseScore !== null && !score(r.courseScore)))
    found.push("scores not integers 0-100");
  if (!SCORE_TIERS.includes(r.score_tier)) found.push("unknown score_tier");
  for (const list of [r.reasons.raised, r.reasons.lowered]) {
    if (list.length > 3) found.push("more than 3 reasons");
    if (new Set(list).size !== list.length) found.push("a reason repeated");
    for (const sentence of list)
      if (!/^[A-Z][^\n]{10,}\.$/.test(sentence)) found.push(`not a sentence: ${sentence}`);
  }
  return found;
}

/**
 * The first three pairs where raising one input lowered the chance, worsened the category or
 * lowered the student's score (property (a), with figures known or not).
 */
function monotonyViolations(source: Iterable<[ApplicantProfile, ProgramFacts, Rng]>): string[] {
  const violations: string[] = [];
  for (const [a, p, rng] of source) {
    const before = assessAdmission(a, p);
    for (const [what, raised] of raisedVariants(a, rng)) {
      const after = assessAdmission(raised, p);
      if (
        after.admitChances < before.admitChances ||
        rank(after.category) > rank(before.category) ||
        after.studentScore < before.studentScore
      )
        violations.push(`${what}: ${JSON.stringify({ a, p, before, after })}`);
    }
  }
  return violations.slice(0, 3);
}

describe("admit chances: properties over 5,000 random (student, program) pairs", () => {
  it("(a) raising any one input never lowers the chance or worsens the category", () => {
    expect(monotonyViolations(pairs(1))).toEqual([]);
  });

  it("(a') with a random course calibration, raising any one input still never lowers the chance", () => {
    const violations: string[] = [];
    for (const [a, program, rng] of pairs(7)) {
      const p = { ...program, calibration: randomCalibration(rng) };
      const before = assessAdmission(a, p);
      for (const [what, raised] of raisedVariants(a, rng)) {
        const after = assessAdmission(raised, p);
        if (
          after.admitChances < before.admitChances ||
          rank(after.category) > rank(before.category)
        )
          violations.push(`${what}: ${JSON.stringify({ a, p, before, after })}`);
      }
    }
    expect(violations.slice(0, 3)).toEqual([]);
  });

  it("(a'') a calibration keeps the range around the chance and says what it rests on", () => {
    const violations: string[] = [];
    for (const [a, program, rng] of pairs(8)) {
      const calibration = randomCalibration(rng);
      const r = assessAdmission(a, { ...program, calibration });
      const higher = { ...calibration, shift: calibration.shift + 0.5 };
      const up = assessAdmission(a, { ...program, calibration: higher });
      const identity = { shift: 0, slope: 1, results: 0 };
      const plain = assessAdmission(a, program);
      const ordered =
        r.admitRange === null ||
        (r.admitRange.low <= r.admitChances && r.admitChances <= r.admitRange.high);
      if (
        !ordered ||
        problems(r).length > 0 ||
        r.calibratedOn !== (r.category === "NA" ? 0 : calibration.results) ||
        up.admitChances < r.admitChances ||
        plain.calibratedOn !== 0 ||
        JSON.stringify(assessAdmission(a, { ...program, calibration: identity })) !==
          JSON.stringify(plain)
      )
        violations.push(JSON.stringify({ a, program, calibration, r, up, plain }));
    }
    expect(violations.slice(0, 3)).toEqual([]);
  });

  it("(b) a GPA of 0.5 is never safe, whatever the program", () => {
    const lenient = (gpaAvg: number): ProgramFacts => ({
      ...MID_PROGRAM,
      acceptanceRate: 95,
      gpaAvg,
      gpaMin: 0,
      greRequired: { international: "Not Required", domestic: "Not Required" },
    });
    const programs = [0.5, 1, 2, 2.5, 3, 3.5].map(lenient);
    const violations: string[] = [];
    for (const [a, p] of pairs(2)) {
      const low = { ...a, gpa: 0.5, researchPapers: 6, conferences: 6, fullTimeMonths: 60 };
      for (const program of [p, ...programs]) {
        const r = assessAdmission(low, program);
        if (rank(r.category) <= CATEGORY_RANK.safe)
          violations.push(JSON.stringify({ low, program, r }));
      }
    }
    expect(violations.slice(0, 3)).toEqual([]);
  });

  it("(c) a strong and a weak profile are far apart on a mid-selectivity program", () => {
    const { strong, weak } = ANCHOR_APPLICANTS;
    const mids: ProgramFacts[] = [
      MID_PROGRAM,
      { ...MID_PROGRAM, acceptanceRate: 30, gpaAvg: 3.5, greAvg: 318 },
      { ...MID_PROGRAM, acceptanceRate: 50, gpaMin: 2.8, toeflMin: 90, ieltsMin: 6.5 },
    ];
    for (const p of mids) {
      const s = assessAdmission(strong, p);
      const w = assessAdmission(weak, p);
      expect(s.admitChances - w.admitChances).toBeGreaterThanOrEqual(25);
      expect(s.category).not.toBe(w.category);
    }
    // On the first the weak profile meets every minimum: the gap comes from the model itself.
    expect(assessAdmission(weak, MID_PROGRAM).category).not.toBe("NA");
  });

  it("(d) a missing GRE follows the program's policy", () => {
    for (const [a, p, rng] of pairs(4)) {
      const side = a.category === "International Student" ? "international" : "domestic";
      const none = { ...a, gre: null };
      const at = (policy: GrePolicy): ProgramFacts => ({
        ...p,
        greRequired: { ...p.greRequired!, [side]: policy },
      });
      expect(assessAdmission(none, at("Required")).category).toBe("NA");

      const anyGre = {
        verbal: 130 + Math.floor(rng() * 41),
        quantitative: 130 + Math.floor(rng() * 41),
        analyticalWriting: 3,
      };
      expect(assessAdmission({ ...a, gre: anyGre }, at("Not Required"))).toEqual(
        assessAdmission(none, at("Not Required")),
      );

      const optional = at("Optional");
      const withoutGre = assessAdmission(none, optional);
      const reference = optional.greAvg ?? (optional.greMin ?? 300) + 10;
      // 12 points above the program's reference: clearly above its admits' average.
      const target = reference + 12;
      const verbal = Math.min(170, Math.ceil(target / 2));
      const good = { verbal, quantitative: Math.min(170, target - verbal), analyticalWriting: 5 };
      const withGood = assessAdmission({ ...a, gre: good }, optional);
      const requirementsMet = assessAdmission(none, at("Not Required")).category !== "NA";
      expect(withoutGre.category === "NA").toBe(!requirementsMet);
      if (!requirementsMet) continue;
      // Strictly below, unless rounding near 0% or 100% makes the two equal.
      const strict = (x: number) => x > 5 && x < 95;
      if (strict(withGood.admitChances))
        expect(withoutGre.admitChances).toBeLessThan(withGood.admitChances);
      else expect(withoutGre.admitChances).toBeLessThanOrEqual(withGood.admitChances);
      if (strict(withGood.studentScore))
        expect(withoutGre.studentScore).toBeLessThan(withGood.studentScore);
      else expect(withoutGre.studentScore).toBeLessThanOrEqual(withGood.studentScore);
    }
  });

  it("(e) is deterministic", () => {
    const first = [...pairs(5)].map(([a, p]) => assessAdmission(a, p));
    const second = [...pairs(5)].map(([a, p]) => assessAdmission(a, p));
    expect(second).toEqual(first);
  });

  it("(f') the shortlist's reading of the columns and the model's level agree", () => {
    const disagree: string[] = [];
    for (const [, p, rng] of pairs(12)) {
      const program = { ...p, calibration: randomCalibration(rng) };
      const level = levelOf(program);
      const basis = levelBasisOf(
        program.acceptanceRate,
        program.calibration.results,
        program.selectivity ? program.selectivity.decisions : null,
      );
      if (basis.known !== level.known || basis.decisions !== level.decisions)
        disagree.push(JSON.stringify({ program, level, basis }));
    }
    expect(disagree.slice(0, 3)).toEqual([]);
  });

  it("(f) answers are well formed: integer chances 0-100, at most 3 sentences each way", () => {
    const found = new Set<string>();
    let reasons = 0;
    for (const [a, p] of pairs(6)) {
      for (const r of [assessAdmission(a, p), assessAdmission({ ...a, gpa: null }, p)]) {
        for (const problem of problems(r)) found.add(problem);
        reasons += r.reasons.raised.length + r.reasons.lowered.length;
      }
    }
    expect([...found]).toEqual([]);
    // Every answer explains itself: at least one sentence on average, and usually more.
    expect(reasons / (2 * APPLICANTS * PROGRAMS_EACH)).toBeGreaterThan(1.5);
  });
});

describe("admit chances where figures are not known: over 5,000 random pairs", () => {
  /** The same pairs with some or all of each program's figures unknown. */
  function* unknownPairs(seed: number): Generator<[ApplicantProfile, ProgramFacts, Rng]> {
    for (const [a, p, rng] of pairs(seed)) yield [a, withUnknowns(rng, p), rng];
  }

  it("(g) raising any one input never lowers the chance or worsens the category", () => {
    expect(monotonyViolations(unknownPairs(21))).toEqual([]);
  });

  it("(h) unknown selectivity is never safe, very safe or very ambitious, and says so first", () => {
    const violations: string[] = [];
    for (const [a, p] of unknownPairs(22)) {
      const r = assessAdmission(a, p);
      const bad = [
        ...problems(r),
        ...(r.selectivityKnown !== selectivityKnownOf(p) ? ["selectivityKnown"] : []),
        ...(r.courseScore !== null && (p.acceptanceRate === null || p.gpaAvg === null)
          ? ["a course score from unknown figures"]
          : []),
      ];
      if (r.category !== "NA" && !r.selectivityKnown) {
        if (!["moderate", "ambitious"].includes(r.category)) bad.push(`category ${r.category}`);
        if (r.reasons.lowered[0] !== SELECTIVITY_UNKNOWN_TEXT) bad.push("no reason given");
        const range = r.admitRange!;
        if (range.low > r.admitChances || range.high < r.admitChances) bad.push("range");
      }
      if (bad.length) violations.push(`${bad.join(", ")}: ${JSON.stringify({ a, p, r })}`);
    }
    expect(violations.slice(0, 3)).toEqual([]);
  });

  it("(i) a program that publishes nothing excludes no one with a GPA of 2 or more", () => {
    const violations: string[] = [];
    for (const [a, p, rng] of pairs(23)) {
      const bare = { ...p, ...UNKNOWN_FIGURES };
      const noTests = { ...a, gre: null, english: null };
      for (const student of [a, noTests, { ...a, gpa: 2 + rng() * 0.4 }]) {
        const r = assessAdmission(student, bare);
        if (r.category === "NA") violations.push(JSON.stringify({ student, r }));
      }
    }
    expect(violations.slice(0, 3)).toEqual([]);
  });
});
