/**
 * NA: what really excludes an applicant, as opposed to a published minimum missed by a little
 * (which only lowers the chance). The thresholds are in coefficients.ts (EXCLUSION), chosen from
 * the Edulix decisions (docs/scoring.md, "NA").
 */
import { EXCLUSION } from "./coefficients";
import { FEATURE_SHAPE } from "./features";
import type { PreparedApplicant } from "./prepare";
import { REASONS } from "./reasons";
import type { GrePolicy, ProgramFacts } from "./types";

const ENGLISH_UNITS_BELOW = EXCLUSION.toeflPointsBelowMinimum / FEATURE_SHAPE.english.toeflUnit;

/** The sentences of every exclusion that applies (none: the chance is assessed). */
const NONE: readonly string[] = Object.freeze([]);

export function excludedBy(
  p: PreparedApplicant,
  gpa: number,
  program: ProgramFacts,
  policy: GrePolicy,
  /** The English shortfall feature already computed for this program (units below the minimum). */
  englishShort: number,
): readonly string[] {
  // The common case, checked without building anything: scoring a catalogue runs this per program.
  const english = p.english;
  const farBelow = englishShort >= ENGLISH_UNITS_BELOW;
  if (
    gpa >= EXCLUSION.gpaBelow &&
    (policy !== "Required" || p.greTotal !== null) &&
    (!p.international || (english !== null && !farBelow))
  )
    return NONE;
  const found: string[] = [];
  if (gpa < EXCLUSION.gpaBelow) found.push(p.sentences.gpaExcluded);
  if (policy === "Required" && p.greTotal === null)
    found.push(REASONS.greRequiredMissing(p.international));
  if (p.international) {
    if (english === null) found.push(REASONS.englishMissing);
    else if (farBelow) {
      const minimum = english.test === "TOEFL" ? program.toeflMin : program.ieltsMin;
      found.push(REASONS.englishFarBelowMinimum(english, minimum));
    }
  }
  return found;
}
