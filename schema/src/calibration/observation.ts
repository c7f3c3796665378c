/** A community result read as the calibration fit reads it: the model's logit and the decision. */
import { admitLogit, type PreparedApplicant } from "../admissions/model";
import type { ProgramFacts } from "../admissions/types";
import type { CalibrationCourse, CalibrationObservation } from "./types";

/** Null where the model answers NA: there is no chance shown to calibrate. */
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
  return { z, admitted, courseId, universityId, family, ...(key === undefined ? {} : { key }) };
}
