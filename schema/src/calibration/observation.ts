/** A community result read as the calibration fit reads it: the model's logit and the decision. */
import { admitLogit, levelOf, type PreparedApplicant } from "../admissions/model";
import type { ProgramFacts } from "../admissions/types";
import type { CalibrationCourse, CalibrationObservation } from "./types";

/**
 * The sd of the level the model reads for the program (levelOf), where one is known: a
 * published rate or a learnt selectivity. Undefined where neither is: the population's level is
 * no knowledge of this program's.
 */
export function levelSdOf(facts: ProgramFacts): number | undefined {
  if (facts.acceptanceRate === null && !facts.selectivity) return undefined;
  return Math.sqrt(levelOf(facts).variance);
}

/**
 * Null where the model answers NA: there is no chance shown to calibrate. `key` names the
 * visitor who sent it; the course's level sd comes from its facts.
 */
export function calibrationObservation(
  applicant: PreparedApplicant,
  facts: ProgramFacts,
  course: CalibrationCourse,
  admitted: boolean,
  key?: string,
): CalibrationObservation | null {
  const z = admitLogit(applicant, facts);
  if (z === null) return null;
  const { courseId, universityId, family } = course;
  const levelSd = levelSdOf(facts);
  return {
    z,
    admitted,
    courseId,
    universityId,
    family,
    ...(levelSd === undefined ? {} : { levelSd }),
    ...(key === undefined ? {} : { key }),
  };
}
