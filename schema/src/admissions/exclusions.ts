/**
 * NA: what really excludes an applicant, as opposed to a published minimum missed by a little
 * (which only lowers the chance). The thresholds are in coefficients.ts (EXCLUSION), chosen from
 * the Edulix decisions (docs/scoring.md, "NA"). A requirement the program does not publish is
 * not known, and an unknown requirement is never an unmet one.
 */
import { EXCLUSION } from "./coefficients";
import { englishMinimumFor, FEATURE_SHAPE } from "./features";
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
  // englishShort is 0 where the minimum is not known, so it never excludes.
  const english = p.english;
  const farBelow = englishShort >= ENGLISH_UNITS_BELOW;
  const englishAsked = program.toeflMin !== null || program.ieltsMin !== null;
  if (
    gpa >= EXCLUSION.gpaBelow &&
    (policy !== "Required" || p.greTotal !== null) &&
    (!p.international || (english === null ? !englishAsked : !farBelow))
  )
    return NONE;
  const found: string[] = [];
  if (gpa < EXCLUSION.gpaBelow) found.push(p.sentences.gpaExcluded);
  if (policy === "Required" && p.greTotal === null)
    found.push(REASONS.greRequiredMissing(p.international));
  if (p.international) {
    if (english === null) {
      if (englishAsked) found.push(REASONS.englishMissing);
    } else if (farBelow) {
      // Far below needs a minimum to be below: it is known here.
      found.push(REASONS.englishFarBelowMinimum(english, englishMinimumFor(english, program)!));
    }
  }
  return found;
}
