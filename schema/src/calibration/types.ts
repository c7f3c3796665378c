/** The calibration's inputs and answer: community results read as model logits, and the fit. */
import type { VisitorInfluence } from "./bound";

/** Which course a result is for, and what it shares with other courses. */
export interface CalibrationCourse {
  courseId: number;
  universityId: number;
  /** The course's degree code ("CS", "EE"): courses of one family share an offset. */
  family: string;
  /**
   * What the model knows of the course's level: its sd in logits (levelOf: a learnt selectivity
   * or a published rate); the course's offset may move as far as that and a season's drift
   * (coursePriorSd). Absent: not known, CALIBRATION_PRIORS.course.
   */
  levelSd?: number;
}

/** One community result: the model's uncalibrated logit for it (admitLogit) and the decision. */
export interface CalibrationObservation extends CalibrationCourse {
  z: number;
  admitted: boolean;
  /**
   * The visitor who sent it, when known: one visitor's results for a course share a weight of 1,
   * no visitor moves a course by more than VISITOR_BOUND, and a held-out split keeps a visitor's
   * results on one side. Absent: the result is a visitor of its own (the split reads the course
   * and logit instead, so the same result twice still lands on one side).
   */
  key?: string;
  /**
   * Who answers for it under the bound, where that is more than its visitor: results of one
   * source together move no course by more than the source's bound (FitOptions.sourceBounds,
   * else VISITOR_BOUND), whatever visitors they came from. The results module puts every
   * unverified visitor's results in one source, the crowd (docs/results.md, "Trust"). Absent:
   * the visitor is its own source. The shared weight is still the visitor's.
   */
  source?: string;
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
  /** What the visitor bound did (absent in fits made without it, and in those before it). */
  influence?: VisitorInfluence;
}

/** A reliability band: predicted chances from-to (percent) against the observed admit rate. */
export interface ReliabilityBand {
  from: number;
  to: number;
  predicted: number;
  observed: number;
  results: number;
}
