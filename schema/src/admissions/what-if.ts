/**
 * What would move a chance: the same student with one thing changed, scored by the same model.
 * The details page shows these beside the chance (docs/scoring.md, "What-if"). Only changes a
 * student can still make are offered: a GPA that can rise, a GRE the program reads, an English
 * score below what its admits typically have, one more research paper.
 */
import { FEATURE_SHAPE, greReference } from "./features";
import { FITTED } from "./fitted";
import { assessAdmission, policyFor } from "./model";
import { fmt } from "./reasons";
import type { AdmitAssessment, ApplicantProfile, ProgramFacts } from "./types";

export const WHAT_IF_KINDS = ["gpa", "gre", "english", "paper"] as const;
export type WhatIfKind = (typeof WHAT_IF_KINDS)[number];

export interface WhatIf {
  kind: WhatIfKind;
  /** The change, in a student's words: "A GPA of 3.6 (+0.2)". */
  change: string;
  admitChances: number;
  category: AdmitAssessment["category"];
  /** Percentage points against the current chance (negative never: the model is monotonic). */
  delta: number;
}

const GPA_STEP = 0.2;
const GRE_STEP = 10;

/** A GRE of `total`, split between the sections as evenly as 130-170 allows. */
function greOf(total: number, analyticalWriting: number) {
  const verbal = Math.max(130, Math.min(170, Math.floor(total / 2)));
  return { verbal, quantitative: Math.min(170, total - verbal), analyticalWriting };
}

type Variant = [WhatIfKind, string, ApplicantProfile];

/**
 * English as typical of the program's admits (its minimum plus the admits' usual margin); none
 * where the program's minimum for that test is not known: there is nothing to reach.
 */
function englishVariant(a: ApplicantProfile, program: ProgramFacts, out: Variant[]): void {
  const english = a.english;
  if (english?.test === "IELTS") {
    if (program.ieltsMin === null) return;
    const band = Math.min(
      9,
      program.ieltsMin +
        Math.ceil(FITTED.toeflAdmitsAboveMinimum / FEATURE_SHAPE.english.toeflUnit) *
          FEATURE_SHAPE.english.ieltsUnit,
    );
    if (english.overallBand < band)
      out.push([
        "english",
        `An IELTS of ${fmt(band)}, typical of this program's admits`,
        { ...a, english: { test: "IELTS", overallBand: band } },
      ]);
    return;
  }
  if (program.toeflMin === null) return;
  const typical = Math.min(120, program.toeflMin + FITTED.toeflAdmitsAboveMinimum);
  if (english === null || english.total < typical)
    out.push([
      "english",
      `A TOEFL of ${typical}, typical of this program's admits`,
      { ...a, english: { test: "TOEFL", total: typical } },
    ]);
}

function variants(a: ApplicantProfile, program: ProgramFacts): Variant[] {
  const out: Variant[] = [];
  if (a.gpa !== null && a.gpa < 4) {
    const gpa = Math.min(4, Math.round((a.gpa + GPA_STEP) * 100) / 100);
    out.push(["gpa", `A GPA of ${fmt(gpa)} (+${fmt(gpa - a.gpa)})`, { ...a, gpa }]);
  }
  const international = a.category === "International Student";
  if (policyFor({ international }, program) !== "Not Required") {
    const total = a.gre ? a.gre.verbal + a.gre.quantitative : null;
    const reference = greReference(program);
    if (total !== null && total < 340) {
      const raised = Math.min(340, total + GRE_STEP);
      out.push([
        "gre",
        `A GRE of ${raised} (+${raised - total})`,
        { ...a, gre: greOf(raised, a.gre!.analyticalWriting) },
      ]);
    } else if (total === null) {
      // Without the program's figure, the fitted programs' typical admit is the target.
      const target = reference ?? FITTED.reference.greAvg;
      const whose =
        reference === null ? "typical of admitted applicants" : "this program's typical admit";
      out.push(["gre", `A GRE of ${target}, ${whose}`, { ...a, gre: greOf(target, 4) }]);
    }
  }
  if (international) englishVariant(a, program, out);
  out.push([
    "paper",
    `One more research paper (${a.researchPapers + 1} in all)`,
    { ...a, researchPapers: a.researchPapers + 1 },
  ]);
  return out;
}

/** Each change's chance. Empty when the student has no GPA yet (there is no chance to move). */
export function whatIf(applicant: ApplicantProfile, program: ProgramFacts): WhatIf[] {
  if (applicant.gpa === null) return [];
  const now = assessAdmission(applicant, program).admitChances;
  return variants(applicant, program).map(([kind, change, changed]) => {
    const r = assessAdmission(changed, program);
    return {
      kind,
      change,
      admitChances: r.admitChances,
      category: r.category,
      delta: r.admitChances - now,
    };
  });
}
