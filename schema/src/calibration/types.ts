/** The calibration's inputs and answer: community results read as model logits, and the fit. */

/** Which course a result is for, and what it shares with other courses. */
export interface CalibrationCourse {
  courseId: number;
  universityId: number;
  /** The course's degree code ("CS", "EE"): courses of one family share an offset. */
  family: string;
}

/** One community result: the model's uncalibrated logit for it (admitLogit) and the decision. */
export interface CalibrationObservation extends CalibrationCourse {
  z: number;
  admitted: boolean;
  /**
   * Who sent it, when known: a held-out split keeps one student's results on one side. Absent,
   * the course and logit stand in (the same result twice still lands on one side).
   */
  key?: string;
}

/** An offset in logits and the results it was estimated from. */
export interface CalibrationOffset {
  offset: number;
  results: number;
}

/**
 * A fitted calibration, JSON as it is (stored and shipped as it is): a course's logit becomes
 * global.shift + universities[u] + families[f] + courses[c] + global.slope * z.
 */
export interface Calibration {
  version: 1;
  /** When it was fitted (ISO 8601), set by the caller: the fit itself reads no clock. */
  fittedAt?: string;
  global: { shift: number; slope: number };
  /** Keyed by universityId. */
  universities: Record<string, CalibrationOffset>;
  /** Keyed by degree code. */
  families: Record<string, CalibrationOffset>;
  /** Keyed by courseId. */
  courses: Record<string, CalibrationOffset>;
  /** All results the fit read. */
  results: number;
}

/** A reliability band: predicted chances from-to (percent) against the observed admit rate. */
export interface ReliabilityBand {
  from: number;
  to: number;
  predicted: number;
  observed: number;
  results: number;
}
